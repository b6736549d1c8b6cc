import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { commentTreeBlocks } from '../src/clean/comment-tree.js';
import { parseHtml5 } from '../src/html/parse.js';

const reply = (text: string, children = '') =>
  `<div class="thing comment"><div class="entry"><p>${text}</p></div><div class="child">${children}</div></div>`;
const SAY =
  'I have had this ringing for years and the new research gives me some hope at last, thanks for posting it.';

// A story's short post, then a tree of replies to replies.
const page = (tree: string) =>
  buildBlocks(
    parseHtml5(
      `<div class="post"><h1>New hair cells grown in the inner ear</h1><p>A link to the study.</p></div><div class="commentarea">${tree}</div>`,
    ),
  );

test('a reply tree outweighing the kept post is the thread (threadCommentTree)', () => {
  const blocks = page(reply(SAY, reply(SAY, reply(SAY))) + reply(SAY, reply(SAY)) + reply(SAY));
  const kept = blocks.map((b) => !b.text.includes('ringing'));
  const marks = commentTreeBlocks(blocks, kept, {});
  assert.ok(marks);
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    Array(6).fill(SAY),
  );
});

test('flat comments (no replies built like their parent) or a tree not outweighing the post make no thread', () => {
  const flat = page(reply(SAY) + reply(SAY) + reply(SAY) + reply(SAY));
  assert.equal(
    commentTreeBlocks(
      flat,
      flat.map(() => true),
      {},
    ),
    null,
  );
  const nested = page(reply(SAY, reply(SAY, reply(SAY))) + reply(SAY, reply(SAY)));
  const long = nested.map(() => true);
  assert.ok(commentTreeBlocks(nested, long, {}), 'the tree outweighs the short post');
  assert.equal(commentTreeBlocks(nested, long, { threadCommentTreeRatio: 10 }), null);
});
