import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const reply = (k: number) =>
  `<li><p>Reply ${k}: thank you for this post, it made my day and I will share it with all my friends soon.</p></li>`;
// A short blog post beside a long thread of readers' comments the CRF keeps: the thread holds most of the kept
// words, so the main region (90 % of them) is the comment list, and the post outside it would be dropped.
const PAGE = `<html><body><div class="content"><div class="post"><h1>A short note</h1>
  <p>Post text: we visited the old shrine this summer and found it lovely, quiet and full of roses.</p></div>
  <div id="comments"><ol>${Array.from({ length: 12 }, (_, k) => reply(k)).join('')}</ol></div></div></body></html>`;

test('main region: comment-named containers do not make it when the post keeps words outside them', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0, mainShare: 0.9 };
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(!before.some((t) => t.startsWith('Post text')), `the thread is the main region: ${before}`);
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, mainSkipComments: 10 }));
  assert.ok(
    after.some((t) => t.startsWith('Post text')),
    `the post stays: ${after}`,
  );
  assert.ok(!after.some((t) => t.startsWith('Reply')), `the comments go: ${after}`);
});

test('main region: a page whose kept words are nearly all comments still chooses among them', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0, mainShare: 0.9, mainSkipComments: 100 };
  const after = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(
    after.some((t) => t.startsWith('Reply')),
    `the thread stays: ${after}`,
  );
});
