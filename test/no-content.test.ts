import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A blog post with a sidebar box the publisher marks `nocontent` (the site-search marker for "not the page's
// content"), its "Recent posts" titles and summaries kept by the CRF.
const PAGE =
  `<html><body><div class="post"><h1>A dock that joins two worlds</h1>` +
  `<p>The first paragraph of the review, long enough to be its running text, and on it goes for a while.</p>` +
  `<p>The second paragraph of the review, which says how it sounds, and on it goes for a while more.</p></div>` +
  `<div class="box module nocontent"><h4>Recent Posts</h4>` +
  `<h5><a href="/a">A lie that is good for password security and easy to remember</a></h5>` +
  `<p class="summary">Answering security questions with an unrelated answer makes hard passwords.</p></div>` +
  `</body></html>`;
const params: AutoParams = { keepBelow: 0.5, region: 0 };

test('nocontent: a sidebar box marked nocontent goes, the post stays', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, () => 0.1);
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(
    before.some((t) => t.startsWith('Answering')),
    `${before}`,
  );
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, dropNoContent: 1 }));
  assert.ok(!after.some((t) => t.startsWith('Answering') || t.startsWith('Recent')), `${after}`);
  assert.ok(
    after.some((t) => t.startsWith('The first paragraph')),
    `${after}`,
  );
});

test('nocontent: nothing goes when the marked box is all the page keeps', () => {
  const html = `<html><body><div class="nocontent"><p>The only text on the page, long enough to be running text.</p></div></body></html>`;
  const blocks = blocksOf(html);
  const probs = posteriors(blocks, () => 0.1);
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, dropNoContent: 1 }));
  assert.ok(
    after.some((t) => t.startsWith('The only text')),
    `${after}`,
  );
});
