import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commentBlocks, isCommentNamed } from '../src/clean/article/comment-names.js';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { createElement } from '../src/html/node.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const el = (name: string, cls: string) => createElement(name, [{ name: 'class', value: cls }]);
const para = (k: number) =>
  `<p>Paragraph ${k} of the post, long enough to be its running text, with a clause, and on it goes.</p>`;
// A blog post whose comments sit in its own container as `comments-body` divs: Readability.js's "maybe" word
// `body` keeps them from its unlikely list, so article mode keeps them as the article's.
const reply = (k: number) =>
  `<div class="comments-body"><p>Reply ${k}: thanks for this, I will try it tomorrow, and tell you how it went.</p></div>`;
const POST = `<html><body><div class="blog"><h2>Title</h2><div class="blogbody">${[1, 2, 3].map(para).join('')}</div>${[1, 2, 3, 4].map(reply).join('')}</div></body></html>`;

test('comment containers are named by a class or id word on a block-level element', () => {
  for (const cls of ['comments-body', 'commentlist', 'comment_text', 'disqus_thread', 'replies'])
    assert.equal(isCommentNamed(el('div', cls)), true, cls);
  for (const cls of ['commentary', 'post-body', 'recommended'])
    assert.equal(isCommentNamed(el('div', cls)), false, cls);
  // A code listing's highlighted comment is the article's text.
  assert.equal(isCommentNamed(el('span', 'hljs-comment')), false);
  // An id names a thread in one or two words; a longer one is a documentation heading's slug.
  const withId = (id: string) => createElement('section', [{ name: 'id', value: id }]);
  assert.equal(isCommentNamed(withId('comments')), true);
  assert.equal(isCommentNamed(withId('disqus_thread')), true);
  assert.equal(isCommentNamed(withId('respond-to-review-comments')), false);
});

test('the comments under a post go, and the post stays', () => {
  const blocks = blocksOf(POST);
  const drop = commentBlocks(
    blocks,
    blocks.map(() => true),
    25,
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text.slice(0, 7)),
    ['Reply 1', 'Reply 2', 'Reply 3', 'Reply 4'],
  );
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1 };
  const probs = posteriors(blocks, () => 0.2);
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, params)).some((t) => t.startsWith('Reply')));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleComments: 25 }));
  assert.ok(!after.some((t) => t.startsWith('Reply')), `${after}`);
  assert.ok(after.some((t) => t.startsWith('Paragraph 3')));
});

test('a discussion page whose comments are its content keeps them', () => {
  const comments = [1, 2, 3, 4].map((k) => `<li class="comment">${para(k)}</li>`).join('');
  const blocks = blocksOf(
    `<html><body><div class="story"><a href="/s">A link to a story</a></div><ol class="comments">${comments}</ol></body></html>`,
  );
  const drop = commentBlocks(
    blocks,
    blocks.map(() => true),
    25,
  );
  assert.deepEqual([...drop], new Array(blocks.length).fill(0));
});
