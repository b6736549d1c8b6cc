import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { accordionItemBlocks, isToggle } from '../src/clean/accordion-items.js';
import { findElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

const first = (html: string, name: string) => {
  const e = findElement(parseHtml5(html), name);
  assert.ok(e);
  return e;
};

const item = (q: string, a: string) =>
  `<div class="accordion"><h3><button aria-expanded="false" aria-controls="p">${q}</button></h3>` +
  `<div id="p" aria-hidden="true"><p>${a}</p><p><a href="/guide">Read full article</a></p></div></div>`;

test('a toggle: a disclosure button, a summary, a link opening a collapse', () => {
  assert.ok(isToggle(first('<button aria-expanded="false">How much do tents cost?</button>', 'button')));
  assert.ok(isToggle(first('<details><summary>Shipping</summary><p>Free.</p></details>', 'summary')));
  assert.ok(isToggle(first('<a data-toggle="collapse" href="#q1">Quel est le prix ?</a>', 'a')));
  assert.ok(!isToggle(first('<a href="/faq">FAQ</a>', 'a')), 'a plain link');
  assert.ok(!isToggle(first('<button type="submit">Sign me up</button>', 'button')), 'a form button');
});

test('accordionItems: a kept question brings back its closed answer; an item with nothing kept stays out', () => {
  const page =
    item('How much do tents cost?', 'Tents range from budget domes to four-season shelters for every trip.') +
    item('Which brands do you carry?', 'We carry the top brands of camping gear and our own co-op line.');
  const blocks = buildBlocks(parseHtml5(`<section><h2>FAQ</h2>${page}</section>`));
  const kept = blocks.map((b) => b.text === 'How much do tents cost?');
  const back = accordionItemBlocks(blocks, kept, 300);
  assert.deepEqual(
    blocks.filter((_, i) => back[i]).map((b) => b.text),
    ['Tents range from budget domes to four-season shelters for every trip.', 'Read full article'],
  );
});

test('accordionItems: a kept answer brings back its question; a toggle over a long section is no item', () => {
  const answer = 'Members get ten percent back on eligible purchases every year.';
  const blocks = buildBlocks(parseHtml5(item('How do I earn a reward?', answer)));
  const back = accordionItemBlocks(
    blocks,
    blocks.map((b) => b.text === answer),
    300,
  );
  assert.deepEqual(
    blocks.filter((_, i) => back[i]).map((b) => b.text),
    ['How do I earn a reward?', 'Read full article'],
  );
  const none = accordionItemBlocks(
    blocks,
    blocks.map((b) => b.text === answer),
    10,
  );
  assert.ok(
    none.every((v) => v === 0),
    'over the word cap',
  );
});
