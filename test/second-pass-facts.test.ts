import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import type { SecondPassFacts } from '../src/clean/second-pass/second-pass.js';
import { blocksOf, LABELS, posteriors } from './helpers/second-pass.js';

// The second pass reports its page-level decisions (the learned corrector experiment's page gate,
// scripts/corrector-extras.ts and corrector-score.ts) without changing its labels.
const para = (k: number) =>
  `<p class="story-text">Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes.</p>`;
const STORY = `<html><body><div class="menu"><a href="/">Home</a> <a href="/news">News</a></div><div class="story">${[
  1, 2, 3, 4,
]
  .map(para)
  .join('')}</div></body></html>`;
const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleRescueBelow: 0.9 };

test('second pass facts: article mode and kept entries are reported, the labels are unchanged', () => {
  const blocks = blocksOf(STORY);
  const probs = posteriors(blocks, (b) => (b.text.startsWith('Paragraph') ? 0.1 : 0.9));
  const facts: SecondPassFacts = { article: false, entriesKept: false, listing: false, product: false };
  const labels = secondPass(blocks, probs, LABELS, params, undefined, facts);
  assert.deepEqual(labels, secondPass(blocks, probs, LABELS, params));
  assert.deepEqual(facts, { article: true, entriesKept: false, listing: false, product: false });
  const off: SecondPassFacts = { article: true, entriesKept: true, listing: true, product: true };
  secondPass(blocks, probs, LABELS, { ...params, article: 0 }, undefined, off);
  assert.equal(off.article, false);
  assert.equal(off.entriesKept, false);
});
