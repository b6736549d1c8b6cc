import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A photo post: a title, a date line and an image, then its readers' comments in comment-named containers. The
// CRF drops the post (p(o) 0.8) and keeps the comments (0.2): too few words for article mode.
const comment = (k: number) =>
  `<dt class="comment-author">Reader ${k} said...</dt><dd class="comment-body"><p>Comment ${k}: what a lovely picture, thanks for sharing it with us, and see you soon.</p></dd>`;
const page = (post: string) =>
  `<html><body><div class="main"><div class="blog"><div class="post">${post}</div><div class="comments"><h4>4 comments:</h4><dl>${[1, 2, 3, 4].map(comment).join('')}</dl></div></div></div></body></html>`;
const POST =
  '<h2>A walk by the sea</h2><p class="date">Sunday, September 9, 2012</p><img src="a.jpg" alt="">';
const params: AutoParams = {
  keepBelow: 0.5,
  region: 0,
  article: 1,
  articleComments: 25,
  articleShunComments: 1,
  articleStripUnlikely: 2,
};
const run = (html: string, extra: Partial<AutoParams>) => {
  const blocks = blocksOf(html);
  const probs = posteriors(blocks, (b) =>
    b.text.startsWith('Comment') || b.text.startsWith('Reader') ? 0.2 : 0.8,
  );
  return kept(blocks, secondPass(blocks, probs, LABELS, { ...params, ...extra }));
};

test('a short post above the comment thread the CRF kept is the page, and the thread goes', () => {
  const before = run(page(POST), {});
  assert.ok(
    before.some((t) => t.startsWith('Comment 1')),
    `${before}`,
  );
  assert.ok(!before.includes('A walk by the sea'));
  const after = run(page(POST), { articleShortPost: 0.5 });
  assert.ok(!after.some((t) => t.startsWith('Comment') || t.startsWith('Reader')), `${after}`);
  assert.ok(after.includes('A walk by the sea'), `${after}`);
  assert.ok(after.includes('Sunday, September 9, 2012'), `${after}`);
});

test('a story that is only a link keeps its comments: they are the page', () => {
  const story =
    '<h2>Seen today</h2><p><a href="/story">A link to a story elsewhere, on a site of its own</a></p>';
  const after = run(page(story), { articleShortPost: 0.5 });
  assert.ok(
    after.some((t) => t.startsWith('Comment 1')),
    `${after}`,
  );
});
