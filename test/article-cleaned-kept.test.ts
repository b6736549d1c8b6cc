import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes.</p>`;
// A story with a callout set as an <aside> inside its body (conditional cleaning always removes asides) and
// a related-stories aside of links, and another story's teaser (a linked title, then its summary); the CRF
// keeps all of them with confidence.
const STORY = `<html><body><article class="story">${para(1)}${para(2)}<aside><p>Callout of the story: what the study found in plain words, and why it matters to readers.</p></aside>${para(3)}<aside><p><a href="/a">Another story on a similar topic</a> and <a href="/b">a third story the editors picked</a></p></aside>${para(4)}<aside><h3><a href="/c">The other story</a></h3><p>Teaser of that other story, a summary long enough to read as running text, with a clause.</p></aside>${para(5)}</article></body></html>`;

// Article mode with its conditional cleaning.
const ARTICLE: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleClean: 1 };

test('cleaned kept: an aside of running text the CRF keeps stays in the article, one of links does not', () => {
  const blocks = blocksOf(STORY);
  const probs = posteriors(blocks, () => 0.05);
  const params: AutoParams = { ...ARTICLE, articleRescueBelow: 0.9 };
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(!before.some((t) => t.startsWith('Callout')), `${before}`);
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleCleanedKeep: 0.1 }));
  assert.ok(
    after.some((t) => t.startsWith('Callout')),
    `${after}`,
  );
  assert.ok(!after.some((t) => t.includes('Another story')), `${after}`);
  assert.ok(!after.some((t) => t.startsWith('Teaser')), `${after}`);
});

test('cleaned kept: an aside the CRF is unsure of stays out', () => {
  const blocks = blocksOf(STORY);
  const probs = posteriors(blocks, (b) => (b.text.startsWith('Callout') ? 0.4 : 0.05));
  const params: AutoParams = { ...ARTICLE, articleCleanedKeep: 0.1 };
  const after = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(!after.some((t) => t.startsWith('Callout')), `${after}`);
});
