import assert from 'node:assert/strict';
import { test } from 'node:test';
import { moreCaptionBlocks } from '../src/clean/article/captions.js';
import { blocksOf } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the article, long enough to be its running text, and on it goes.</p>`;
const PAGE = `<html><body><article>${para(1)}<div class="wp-caption aligncenter"><img src="a.jpg" alt=""><p class="wp-caption-text">Porto at dusk, from the river.</p></div>${para(2)}<div class="photo"><img src="b.jpg" alt=""><span class="image-credit">(Credit: Jane Doe/Agency)</span></div>${para(3)}</article></body></html>`;

const marked = (bits: number) => {
  const blocks = blocksOf(PAGE);
  const drop = moreCaptionBlocks(
    blocks,
    blocks.map(() => true),
    bits,
  );
  return blocks.filter((_, i) => drop[i]).map((b) => b.text);
};

test('cap5: WordPress caption markup is marked with bit 1, credit lines with bit 2, nothing with 0', () => {
  assert.deepEqual(marked(0), []);
  assert.deepEqual(marked(1), ['Porto at dusk, from the river.']);
  assert.deepEqual(marked(2), ['(Credit: Jane Doe/Agency)']);
  assert.equal(marked(3).length, 2);
});

test('cap5: a wp-caption wrapper holding most of the kept text stays', () => {
  const blocks = blocksOf(`<html><body><div class="wp-caption">${para(1)}${para(2)}</div></body></html>`);
  const drop = moreCaptionBlocks(
    blocks,
    blocks.map(() => true),
    1,
  );
  assert.deepEqual([...drop], [0, 0]);
});
