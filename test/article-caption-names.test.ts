import assert from 'node:assert/strict';
import { test } from 'node:test';
import { captionNameBlocks } from '../src/clean/article/caption-names.js';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the article, long enough to be its running text, and on it goes.</p>`;
const figure = (cls: string, text: string) =>
  `<div class="wp-caption"><img src="a.jpg" alt=""><p class="${cls}">${text}</p></div>`;
const ARTICLE = `<html><body><article>${para(1)}${figure('wp-caption-text', 'The old harbour at dawn.')}${para(2)}${figure('bildunterschrift', 'Der Hafen am Morgen.')}${para(3)}${figure('подпись-фото', 'Гавань на рассвете.')}${para(4)}<div class="imageCredit"><picture><img src="b.jpg"></picture><span>Photo: Jane Doe / Agency</span></div></article></body></html>`;

test('caption names: caption and credit lines next to an image are marked, in any language', () => {
  const blocks = blocksOf(ARTICLE);
  const drop = captionNameBlocks(
    blocks,
    blocks.map(() => true),
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['The old harbour at dawn.', 'Der Hafen am Morgen.', 'Гавань на рассвете.', 'Photo: Jane Doe / Agency'],
  );
});

test('caption names: a credit-named box with no image near it stays', () => {
  const blocks = blocksOf(
    `<html><body><article>${para(1)}<div class="credit-card-offer"><p>Compare credit cards.</p></div>${para(2)}</article></body></html>`,
  );
  const drop = captionNameBlocks(
    blocks,
    blocks.map(() => true),
  );
  assert.deepEqual([...drop], [0, 0, 0]);
});

test('caption names: the second pass drops the captions the CRF kept only with articleCaptionNames (2: on every page)', () => {
  const blocks = blocksOf(ARTICLE);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(before.includes('The old harbour at dawn.'));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleCaptionNames: 2 }));
  assert.deepEqual(
    after,
    [1, 2, 3, 4].map((k) => blocks.find((b) => b.text.startsWith(`Paragraph ${k}`))!.text),
  );
});
