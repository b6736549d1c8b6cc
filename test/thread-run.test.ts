import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { findEntries } from '../src/clean/entries.js';
import { runIsPosts } from '../src/clean/thread-run.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

// An undeclared thread: 6 posts, each with its member's signature, and below them in <main> a titled grid of
// other topics ("Trending topics"), built like a listing's second grid.
const post = (i: number, signed: boolean) =>
  `<article class="post"><a class="username">member${i}</a><p>Post ${i}: the old firmware still works, but the update fixed the fan noise on mine after a day or two.</p>${signed ? `<div class="post-signature">My rig number ${i}</div>` : ''}</article>`;
const page = (signed: boolean) => `<html><body><main>
<div class="posts">${times(6, (i) => post(i, signed))}</div>
<ul class="topics">${times(5, (i) => `<li class="topic"><h3><a href="/t${i}">Other topic ${i} about fans</a></h3><span>12 replies</span></li>`)}</ul>
</main></body></html>`;

test('thread run: a run of signed posts is a thread, an unsigned run is not', () => {
  for (const signed of [true, false]) {
    const blocks = blocksOf(page(signed));
    const run = findEntries(blocks, { entries: 1 });
    assert.ok(run);
    assert.equal(runIsPosts(blocks, run, 3), signed);
    assert.equal(runIsPosts(blocks, run, 0), false);
  }
});

test('thread run: the other grids in a thread’s <main> do not join its posts with threadRunNoMainRuns', () => {
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 0, entries: 1, entriesMainRuns: 0.8 };
  for (const signed of [true, false]) {
    const blocks = blocksOf(page(signed));
    const probs = posteriors(blocks, (b) => (b.text.startsWith('Post') ? 0.2 : 0.9));
    const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
    assert.equal(before.filter((t) => t.startsWith('Post')).length, 6);
    assert.equal(before.filter((t) => t.startsWith('Other topic')).length, 5);
    const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadRunNoMainRuns: 3 }));
    assert.equal(after.filter((t) => t.startsWith('Post')).length, 6);
    // A listing (no signatures) keeps its second grid.
    assert.equal(after.filter((t) => t.startsWith('Other topic')).length, signed ? 0 : 5);
  }
});
