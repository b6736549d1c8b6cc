import assert from 'node:assert/strict';
import { test } from 'node:test';
import { captionBlocks } from '../src/clean/article/captions.js';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the article, long enough to be its running text, and on it goes.</p>`;
const ARTICLE = `<html><body><article>${para(1)}<figure><img src="a.jpg" alt=""><figcaption>The old harbour at dawn. Photo: Jane Doe / Agency</figcaption></figure>${para(2)}${para(3)}</article></body></html>`;

test('captions: blocks under figcaption are marked, the paragraphs around them are not', () => {
  const blocks = blocksOf(ARTICLE);
  const drop = captionBlocks(
    blocks,
    blocks.map(() => true),
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['The old harbour at dawn. Photo: Jane Doe / Agency'],
  );
});

test('captions: a figcaption holding most of the kept text is a misused wrapper and stays', () => {
  const blocks = blocksOf(
    `<html><body><figure><figcaption>${para(1)}${para(2)}</figcaption></figure></body></html>`,
  );
  const drop = captionBlocks(
    blocks,
    blocks.map(() => true),
  );
  assert.deepEqual([...drop], [0, 0]);
});

test('captions: the second pass drops the caption the CRF kept only with articleCaptions', () => {
  const blocks = blocksOf(ARTICLE);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(before.some((t) => t.includes('Photo:')));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleCaptions: 1 }));
  assert.ok(!after.some((t) => t.includes('Photo:')));
  assert.equal(after.length, 3);
});
