import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockAncestry } from '../src/blocks/block-ancestry.js';
import { blockSpans, headingAbove } from '../src/clean/page-structure.js';
import { blocksOf } from './helpers/second-pass.js';

// A heading with a link inside it, a paragraph, and a list of two items.
const html =
  '<html><body><div class="post"><h2>About <a href="/us">us</a></h2><p>We make tents.</p>' +
  '<ul><li>One</li><li>Two</li></ul></div></body></html>';

test('headingAbove: each block’s heading element (its own or an ancestor), -1 outside headings', () => {
  const blocks = blocksOf(html);
  const { elements } = blockAncestry(blocks);
  const names = [...headingAbove(blocks)].map((k) => (k >= 0 ? elements[k].name : null));
  const texts = blocks.map((b) => b.text);
  assert.deepEqual(
    texts.map((t, i) => [t, names[i]]),
    texts.map((t) => [t, t === 'About' || t === 'us' ? 'h2' : null]),
  );
  assert.equal(headingAbove(blocks), headingAbove(blocks), 'made once per block list');
});

test('blockSpans: an element’s first and last block', () => {
  const blocks = blocksOf(html);
  const { elements } = blockAncestry(blocks);
  const { first, last } = blockSpans(blocks);
  const ul = elements.findIndex((e) => e.name === 'ul');
  const texts = blocks.map((b) => b.text);
  assert.deepEqual([texts[first[ul]], texts[last[ul]]], ['One', 'Two']);
  assert.equal(blockSpans(blocks), blockSpans(blocks), 'made once per block list');
});
