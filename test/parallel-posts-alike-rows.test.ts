import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { alikeRowBlocks } from '../src/clean/article/alike-rows.js';
import { findEntries } from '../src/clean/entries.js';
import { parallelPosts } from '../src/clean/parallel-posts.js';
import type { ElementNode } from '../src/html/node.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

// An undeclared SMF-like thread: 5 posts built alike, each with the member's panel, the post's body and a
// signature. Article mode kept the long second post's body; the CRF dropped the others.
const post = (i: number) =>
  `<div class="windowbg"><div class="poster"><h4><a href="/u${i}">member${i}</a></h4></div>` +
  `<div class="postarea"><div class="keyinfo"><a class="smalltext">June 0${i}, 2024</a></div>` +
  `<div class="post"><div class="inner">Post ${i}: the old firmware still works, but the update fixed the fan noise.</div></div></div>` +
  `<div class="signature">Signature of member ${i}</div></div>`;
const THREAD = `<html><body><main>${times(5, post)}</main></body></html>`;

test('parallel posts: the other entries’ counterparts of the kept post body come back, nothing else', () => {
  const blocks = blocksOf(THREAD);
  const run = findEntries(blocks, { entries: 1 });
  assert.ok(run);
  const out: Label[] = blocks.map((b) => (b.text.startsWith('Post 1') ? 'p' : 'o'));
  const back = parallelPosts(blocks, run, out, { threadParallelPosts: 1 });
  assert.ok(back);
  const texts = blocks.filter((_, i) => back[i]).map((b) => b.text);
  assert.deepEqual(
    texts.map((t) => t.slice(0, 6)),
    ['Post 0', 'Post 2', 'Post 3', 'Post 4'],
  );
  // Off, or on a run that shows no post (no signature, no poster details): nothing.
  assert.equal(parallelPosts(blocks, run, out, {}), null);
  const plain = blocksOf(THREAD.replaceAll('class="signature"', 'class="footnote"'));
  const plainRun = findEntries(plain, { entries: 1 });
  assert.ok(plainRun);
  const plainOut: Label[] = plain.map((b) => (b.text.startsWith('Post 1') ? 'p' : 'o'));
  assert.equal(parallelPosts(plain, plainRun, plainOut, { threadParallelPosts: 1 }), null);
});

test('parallel posts: kept text in two entries is no single post taken for an article', () => {
  const blocks = blocksOf(THREAD);
  const run = findEntries(blocks, { entries: 1 });
  assert.ok(run);
  const out: Label[] = blocks.map((b) => (/^Post [12]/.test(b.text) ? 'p' : 'o'));
  assert.equal(parallelPosts(blocks, run, out, { threadParallelPosts: 1 }), null);
});

// A board's thread as a table of rows: each row holds the member's name and the post's text. The CRF kept
// most posts and dropped a short one; a sidebar line in the region, at another place, stays dropped.
const row = (i: number) =>
  `<tr><td class="msg"><span class="user"><b>member${i}</b></span><div class="msg_body"><div class="msg_text">Reply ${i} of the thread.</div></div></td></tr>`;
const BOARD = `<html><body><table class="board"><tbody>${times(5, row)}</tbody></table><p class="ad">Sponsored line</p></body></html>`;

test('alike rows: a dropped block at the place of most kept ones in the region comes back', () => {
  const blocks = blocksOf(BOARD);
  const top = blocks[0].node.parent;
  let table: ElementNode | null = blocks[0].node;
  while (table && table.name !== 'body') table = table.parent?.kind === 'element' ? table.parent : null;
  assert.ok(top && table);
  const inside = new Uint8Array(blocks.length).fill(1);
  const out: Label[] = blocks.map((b) =>
    /^Reply [0-3]/.test(b.text) || /^member[0-2]/.test(b.text) ? 'p' : 'o',
  );
  const pO = new Float64Array(blocks.length).fill(0.97);
  const back = alikeRowBlocks(blocks, out, pO, inside, table, 3);
  const texts = blocks.filter((_, i) => back[i]).map((b) => b.text);
  // Reply 4 (4 of 5 kept at its place) and member3, member4 (3 of 5) come back; the sponsored line does not.
  assert.deepEqual(texts.sort(), ['Reply 4 of the thread.', 'member3', 'member4']);
  // With too few kept at their place (least 5), nothing.
  assert.equal(
    alikeRowBlocks(blocks, out, pO, inside, table, 5).reduce((s, x) => s + x, 0),
    0,
  );
  // Blocks some early step made certain boilerplate (p(o) 1) stay dropped.
  pO.fill(1);
  assert.equal(
    alikeRowBlocks(blocks, out, pO, inside, table, 3).reduce((s, x) => s + x, 0),
    0,
  );
});
