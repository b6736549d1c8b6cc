import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { findEntries } from '../src/clean/entries.js';
import { parallelBodies } from '../src/clean/parallel-bodies.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

// An undeclared phpBB-like thread: 6 posts built alike (member's name, post number, body, signature). Article
// mode kept the first post and the rescue the replies the CRF was sure of (posts 1–3); the short replies 4 and 5
// stayed out.
const body = (i: number) =>
  i < 4
    ? `Post ${i}: the old firmware still works on this board, but the update fixed the fan noise for good.`
    : `Post ${i}: thanks, that did it.`;
const post = (i: number) =>
  `<div class="postrow"><div class="author"><span class="username">member${i}</span> <a href="#p${i}">#${i}</a></div>` +
  `<div class="postbody"><div class="content">${body(i)}</div></div>` +
  `<div class="signature">Signature of member ${i}</div></div>`;
const THREAD = `<html><body><main>${times(6, post)}</main></body></html>`;

function setUp(html: string) {
  const blocks = blocksOf(html);
  const run = findEntries(blocks, { entries: 1 });
  assert.ok(run);
  const out: Label[] = blocks.map((b) => (/^Post [0-3]/.test(b.text) ? 'p' : 'o'));
  return { blocks, run, out };
}

test('parallel bodies: the short posts at the place several entries keep their body come back, nothing else', () => {
  const { blocks, run, out } = setUp(THREAD);
  const back = parallelBodies(blocks, run, out, 1, { threadParallelBodies: 3 });
  assert.ok(back);
  const texts = blocks.filter((_, i) => back[i]).map((b) => b.text);
  assert.deepEqual(texts, ['Post 4: thanks, that did it.', 'Post 5: thanks, that did it.']);
});

test('parallel bodies: off, too few entries keeping the body, or a run that shows no post: nothing', () => {
  const { blocks, run, out } = setUp(THREAD);
  assert.equal(parallelBodies(blocks, run, out, 1, {}), null);
  assert.equal(parallelBodies(blocks, run, out, 1, { threadParallelBodies: 5 }), null);
  // Kept bodies under the word floor do not count.
  assert.equal(
    parallelBodies(blocks, run, out, 1, { threadParallelBodies: 3, threadParallelBodiesWords: 40 }),
    null,
  );
  const plain = setUp(THREAD.replaceAll('class="signature"', 'class="footnote"'));
  assert.equal(parallelBodies(plain.blocks, plain.run, plain.out, 1, { threadParallelBodies: 3 }), null);
});
