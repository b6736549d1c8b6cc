import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
// An undeclared thread: the first post is the page's article, the replies a run of posts built alike.
const first = times(
  3,
  (i) =>
    `<p>Opening post, part ${i}: I would like to start selling a product online, with a landing page, some ads, and a list of buyers, and I wonder whether it still works today, given costs, competition, and time.</p>`,
);
const reply = (i: number) =>
  `<li class="item"><div class="who"><a href="/u/${i}">member${i}</a></div><div class="msg">Reply ${i}: it can work but test the offer on a small budget first</div></li>`;
const THREAD = `<html><body><main><article class="thread"><h1>Will this method work?</h1><div class="text">${first}</div></article></main>
<section><ul class="board">${times(9, reply)}</ul></section></body></html>`;

const params: AutoParams = {
  keepBelow: 0.5,
  region: 0,
  article: 1,
  articleClean: 1,
  articleMinWords: 10,
  entries: 1,
};

test('thread replies: article mode keeps the first post only; the replies the CRF is sure of come back', () => {
  const blocks = blocksOf(THREAD);
  const sure = posteriors(blocks, (b) => (b.text.startsWith('member') ? 0.9 : 0.05));
  const before = kept(blocks, secondPass(blocks, sure, LABELS, params));
  assert.ok(before.some((t) => t.startsWith('Opening')));
  assert.ok(!before.some((t) => t.startsWith('Reply')));
  const rescue = { ...params, threadRescueBelow: 0.1, threadRescueShare: 0.3 };
  const after = kept(blocks, secondPass(blocks, sure, LABELS, rescue));
  assert.equal(after.filter((t) => t.startsWith('Reply')).length, 9);
  assert.equal(after.filter((t) => t.startsWith('Opening')).length, 3);
  assert.ok(!after.some((t) => t.startsWith('member')));
});

test('thread replies: comments the CRF kept without being sure of them stay dropped', () => {
  const blocks = blocksOf(THREAD);
  const unsure = posteriors(blocks, (b) =>
    b.text.startsWith('member') ? 0.9 : b.text.startsWith('Reply') ? 0.4 : 0.05,
  );
  const rescue = { ...params, threadRescueBelow: 0.1, threadRescueShare: 0.3 };
  const after = kept(blocks, secondPass(blocks, unsure, LABELS, rescue));
  assert.ok(!after.some((t) => t.startsWith('Reply')));
  // Too few of them against the article's words: a share of 2 is never reached.
  const sure = posteriors(blocks, (b) => (b.text.startsWith('member') ? 0.9 : 0.05));
  const strict = kept(blocks, secondPass(blocks, sure, LABELS, { ...rescue, threadRescueShare: 2 }));
  assert.ok(!strict.some((t) => t.startsWith('Reply')));
});

test('threadSignedReplies: replies marked up as comments come back when their entries carry signatures', () => {
  const signed = (i: number) =>
    `<li class="item"><div class="who"><a href="/u/${i}">member${i}</a></div><div class="msg">Reply ${i}: it can work but test the offer on a small budget first</div><div class="signature"><a href="/m">See my method</a></div></li>`;
  const html = THREAD.replace(
    /<section><ul class="board">.*<\/ul><\/section>/s,
    `<section id="comments"><ul class="board">${times(9, signed)}</ul></section>`,
  );
  const blocks = blocksOf(html);
  const sure = posteriors(blocks, (b) =>
    b.text.startsWith('member') || b.text.startsWith('See') ? 0.9 : 0.05,
  );
  const rescue = {
    ...params,
    threadRescueBelow: 0.1,
    threadRescueShare: 0.3,
    entriesSkipComments: 0.5,
    // The comments section holds most of the page: its name does not disqualify the run (`entries.ts`).
    entriesWrapperShare: 0.4,
  };
  const without = kept(blocks, secondPass(blocks, sure, LABELS, rescue));
  assert.ok(!without.some((t) => t.startsWith('Reply')), 'a comment-named run is no thread');
  const after = kept(blocks, secondPass(blocks, sure, LABELS, { ...rescue, threadSignedReplies: 3 }));
  assert.equal(after.filter((t) => t.startsWith('Reply')).length, 9);
});
