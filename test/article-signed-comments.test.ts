import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signedCommentBlocks } from '../src/clean/article/signed-comments.js';
import { blocksOf } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the post, long enough to be its running text, with a clause, and on it goes.</p>`;
const signed = (who: string, k: number) =>
  `<p>Comment ${k}: thanks for this, I will try it tomorrow and tell you how it went.</p><p class="posted">Posted by: <a href="/u">${who}</a> | Apr ${k}, 2007 1:11 PM</p>`;
// A classic blog template: the post, its own signature line, then each comment as plain paragraphs closed by a
// signature line of the same kind, all in one container, and no class naming a comment.
const page = (body: string) =>
  `<html><body><div class="content"><h3>Title</h3>${[1, 2, 3].map(para).join('')}<p class="posted">Posted by Kathy on April 6, 2007</p>${body}</div></body></html>`;
const dropped = (html: string) => {
  const blocks = blocksOf(html);
  const drop = signedCommentBlocks(
    blocks,
    blocks.map(() => true),
    3,
  );
  return blocks.filter((_, i) => drop[i]).map((b) => b.text.slice(0, 15));
};

test('the comments after a signed post go, the post and its signature stay', () => {
  const out = dropped(page(['Ann', 'Bob', 'Cy'].map((w, k) => signed(w, k + 1)).join('')));
  assert.ok(
    out.some((t) => t.startsWith('Comment 1')) && out.some((t) => t.startsWith('Comment 3')),
    `${out}`,
  );
  assert.ok(!out.some((t) => t.startsWith('Paragraph') || t.startsWith('Posted by Kathy')), `${out}`);
});

test('too few signatures, a live blog and a blog front page are left alone', () => {
  // Two signature lines are no thread.
  assert.deepEqual(dropped(page(signed('Ann', 1))), []);
  // Time stamps opening each update: the last update follows the last stamp.
  const stamp = (k: number) =>
    `<p class="stamp">10:0${k} AM</p><p>Update ${k}: the minister has now spoken, and the vote is set for tonight.</p>`;
  assert.deepEqual(dropped(page([1, 2, 3, 4].map(stamp).join(''))), []);
  // Each post of a front page opens with its title.
  const post = (k: number) =>
    `<h2>Post ${k}</h2>${para(k)}<p class="posted">Posted by Kathy on April ${k}, 2007</p>`;
  assert.deepEqual(dropped(page([4, 5, 6].map(post).join(''))), []);
});
