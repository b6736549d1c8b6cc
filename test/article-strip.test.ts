import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const BODY = [
  'The council met on Tuesday, and after a long debate, voted to keep the library open on Sundays, as many residents had asked in a petition signed by thousands.',
  'Funding, which had been the main objection, will come from the parks budget, the mayor said, at least for a year, and the library will then ask for a grant.',
  'Opponents said, however, that the decision was rushed, that the parks would suffer, and that they would ask for another vote in the spring, when the budget is set.',
];

/** A post whose container holds its headline, body, a social box and the comments (the region is the post). */
const PAGE = `<html><head><title>Library stays open on Sundays - Town News</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>
<div class="post"><h1>Library stays open on Sundays</h1>
${BODY.map((p) => `<p>${p}</p>`).join('')}
<div class="social-box"><p>Follow the town news on every network you use, every day of the week.</p></div>
<div id="comments"><p>I am so glad, thank you to everyone who signed the petition, and to the council.</p></div></div>
</body></html>`;

const base: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleClean: 0, articleTitle: 0 };
const run = (html: string, params: Partial<AutoParams>) => {
  const blocks = blocksOf(html);
  // A CRF that keeps every line but the menu.
  const post = posteriors(blocks, (b) => (b.text === 'Home' || b.text === 'News' ? 0.9 : 0.2));
  return kept(blocks, secondPass(blocks, post, LABELS, { ...base, ...params }));
};

test('articleStripUnlikely: unlikely containers inside the post (1), or its comments alone (2), are outside the article', () => {
  const off = run(PAGE, {});
  assert.ok(off.some((t) => t.startsWith('I am so glad')));
  assert.ok(off.some((t) => t.startsWith('Follow the town')));
  const all = run(PAGE, { articleStripUnlikely: 1 });
  assert.ok(!all.some((t) => t.startsWith('I am so glad') || t.startsWith('Follow the town')));
  const comments = run(PAGE, { articleStripUnlikely: 2 });
  assert.ok(!comments.some((t) => t.startsWith('I am so glad')));
  assert.ok(comments.some((t) => t.startsWith('Follow the town')));
  for (const strip of [all, comments]) for (const p of BODY) assert.ok(strip.includes(p));
});

test('articleCommentNames: comments under names the unlikely test lets through leave the article', () => {
  // `commentbody` holds the maybe-word "body": Readability.js's unlikely test, and mode 2, keep it.
  const page = PAGE.replace('<div id="comments">', '<div class="commentbody by-reader">').replace(
    '<body>',
    '<body class="single comments-open">',
  );
  const before = run(page, { articleStripUnlikely: 2 });
  assert.ok(before.some((t) => t.startsWith('I am so glad')));
  const after = run(page, { articleStripUnlikely: 2, articleCommentNames: 1 });
  assert.ok(!after.some((t) => t.startsWith('I am so glad')), after.join(' | '));
  // The body's own class (above the article) and the social box stay as they were.
  for (const p of BODY) assert.ok(after.includes(p));
  assert.ok(after.some((t) => t.startsWith('Follow the town')));
});

test('articleCommentNames: a wrapper named after its comments that holds the article is not a comment', () => {
  const page = PAGE.replace(
    '<div class="post"><h1>Library stays open on Sundays</h1>',
    '<div class="post"><div class="post-with-comments"><h1>Library stays open on Sundays</h1>',
  ).replace('</div></div>\n</body>', '</div></div></div>\n</body>');
  const kept = run(page, { articleCommentNames: 1 });
  for (const p of BODY) assert.ok(kept.includes(p), kept.join(' | '));
});

test('commentNamed: tokens split at dashes, underscores and camelCase; words merely holding "comment" do not count', async () => {
  const { commentNamed } = await import('../src/clean/article/comment-names.js');
  const el = (cls: string) =>
    ({
      kind: 'element',
      name: 'div',
      attrs: [{ name: 'class', value: cls }],
      children: [],
      parent: null,
    }) as never;
  for (const yes of [
    'commentbody by-adam',
    'format_text comment-body-849096',
    'commentOdd',
    'md_Comments',
    'CommentBody-x',
  ])
    assert.ok(commentNamed(el(yes)), yes);
  for (const no of ['feature_chompcommentimages', 'uncommented', 'post-body', 'recommend'])
    assert.ok(!commentNamed(el(no)), no);
});
