import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { closableBlocks, isClosableBox, isCloseControl } from '../src/clean/close-controls.js';
import { findElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

const first = (html: string, name: string) => {
  const e = findElement(parseHtml5(html), name);
  assert.ok(e);
  return e;
};

test('a close control: named close by class or id, an icon or at most two words', () => {
  assert.ok(isCloseControl(first('<button class="close-btn">×</button>', 'button')));
  assert.ok(isCloseControl(first('<span class="material-icons btn-close"></span>', 'span')));
  assert.ok(isCloseControl(first('<a id="closeButton">Close menu</a>', 'a')));
  assert.ok(!isCloseControl(first('<button class="is-closed">×</button>', 'button')), 'a state, not close');
  assert.ok(!isCloseControl(first('<p class="close">Close</p>', 'p')), 'not a control tag');
  assert.ok(
    !isCloseControl(first('<div class="close">Which mattress suits a side sleeper?</div>', 'div')),
    'a folded item with text of its own',
  );
});

test('a box holding its own close control is a dialog; a tab or accordion panel is not', () => {
  assert.ok(isClosableBox(first('<div class="sheet"><div class="close"></div><p>Terms</p></div>', 'div')));
  assert.ok(!isClosableBox(first('<div class="sheet"><p>Terms</p></div>', 'div')));
  const tab = '<div class="woocommerce-Tabs-panel"><button class="close">Back</button><p>Seeds</p></div>';
  assert.ok(!isClosableBox(first(tab, 'div')));
  const pane =
    '<section role="tabpanel"><div class="sheet"><span class="close"></span><p>Seeds</p></div></section>';
  assert.ok(!isClosableBox(first(pane, 'div')), 'inside a tab panel');
});

test("dropClosable: a lightbox's shipping terms go beside a shop's grid", () => {
  const grid = '<li><h3>Treadmill T5</h3><p>Folding deck, 12 programs, Bluetooth speakers.</p></li>'.repeat(
    6,
  );
  const box =
    '<div class="lb_wrapper"><div class="w-100 flex"><div class="close-btn pa4"><span class="material-icons">clear</span></div>' +
    '<div class="pv4"><h3>Return Policy</h3><p>Merchandise returns are accepted for 14 days in the unopened box.</p></div></div></div>';
  const blocks = buildBlocks(parseHtml5(`<main><ul>${grid}</ul></main>${box}`));
  const kept = blocks.map(() => true);
  const drop = closableBlocks(blocks, kept, 0.3);
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['clear', 'Return Policy', 'Merchandise returns are accepted for 14 days in the unopened box.'],
  );
});

test('dropClosable: a box holding more than the share of the kept words stays', () => {
  const text = '<p>Merchandise returns are accepted for 14 days in the unopened box, with the receipt.</p>';
  const page = `<div class="sheet"><button class="close">×</button>${text.repeat(4)}</div><p>Footer note.</p>`;
  const blocks = buildBlocks(parseHtml5(page));
  assert.ok(
    closableBlocks(
      blocks,
      blocks.map(() => true),
      0.3,
    ).every((x) => x === 0),
  );
});
