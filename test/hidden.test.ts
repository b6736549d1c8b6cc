import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import {
  hiddenBlocks,
  isScreenReaderNamed,
  isScreenReaderOnly,
  screenReaderBlocks,
} from '../src/clean/hidden.js';
import { createElement } from '../src/html/node.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const el = (cls: string) => createElement('span', [{ name: 'class', value: cls }]);
const para = (k: number) => `<p>Paragraph ${k} of the article, long enough to be its running text.</p>`;

test('screen-reader-only classes are whole class tokens', () => {
  for (const cls of [
    'sr-only',
    'btn sr-only',
    'screen-reader-text',
    'visually-hidden',
    'VisuallyHidden',
    'blind',
  ])
    assert.equal(isScreenReaderOnly(el(cls)), true, cls);
  // Bootstrap's focusable variant still carries sr-only; look-alike words are not the utility class.
  for (const cls of [
    'sr-only-focusable-wrapper',
    'screen-reader',
    'hidden-xs',
    'text-visually',
    'blinds-grid',
    '',
  ])
    assert.equal(isScreenReaderOnly(el(cls)), false, cls);
});

test('namespaced screen-reader classes (dropScreenReader 2): a prefix or a module hash around the utility', () => {
  for (const cls of [
    'wt-screen-reader-only',
    'u-sr-only',
    'plp-price__sr-text',
    'utilities_visuallyHidden__5vjwi',
    'sr-only',
    'hide-visually',
    'Polaris-Text--hiddenVisually',
  ])
    assert.equal(isScreenReaderNamed(el(cls)), true, cls);
  // Amazon's `a-offscreen` holds the card's price; a focusable variant alone is shown; look-alike words are not it.
  for (const cls of [
    'a-offscreen',
    'sr-only-focusable',
    'u-visually-hidden-focusable',
    'srcset-img',
    'reader-mode',
    '',
  ])
    assert.equal(isScreenReaderNamed(el(cls)), false, cls);
  assert.equal(isScreenReaderOnly(el('wt-screen-reader-only')), false);
  const blocks = blocksOf(
    `<html><body><main>${para(1)}<p>USD 55.25 <span class="wt-screen-reader-only">Sale price USD 55.25</span></p></main></body></html>`,
  );
  const text = (marks: Uint8Array) => blocks.filter((_, i) => marks[i]).map((b) => b.text);
  assert.deepEqual(text(screenReaderBlocks(blocks)), []);
  assert.deepEqual(text(screenReaderBlocks(blocks, true)), ['Sale price USD 55.25']);
});

test('blocks under a screen-reader-only element are marked, not the others, and are not `hidden`', () => {
  const blocks = blocksOf(
    `<html><body><a href="#main" class="skip-link screen-reader-text">Skip to content</a><main id="main">${para(1)}<p>Share <span class="sr-only">on a social network</span></p>${para(2)}</main></body></html>`,
  );
  const marked = screenReaderBlocks(blocks);
  assert.deepEqual(
    blocks.filter((_, i) => marked[i]).map((b) => b.text),
    ['Skip to content', 'on a social network'],
  );
  // Inline styles only decide `hidden`: the classes are a separate test.
  assert.deepEqual(
    [...hiddenBlocks(blocks)],
    blocks.map(() => 0),
  );
});

test('the second pass drops screen-reader-only text the CRF kept only with dropScreenReader', () => {
  const blocks = blocksOf(
    `<html><body><article>${para(1)}<p><a href="/x">Read the report<span class="screen-reader-text"> about the harbour</span></a></p>${para(2)}</article></body></html>`,
  );
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, params)).includes('about the harbour'));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, dropScreenReader: 1 }));
  assert.ok(!after.includes('about the harbour'));
  assert.ok(after.includes('Read the report'));
});
