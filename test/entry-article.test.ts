import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { findEntries } from '../src/clean/entries.js';
import { articleIsEntry } from '../src/clean/entry-article.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const ABSTRACT =
  'We study how the attention of large models settles on a few tokens, measure it on six tasks and show that a small change to the training recipe removes most of the effect without any loss.';

// A listing of papers: each entry a title link, its authors and an abstract (running text, as an article's).
const papers = (n: number) =>
  `<html><body><header><a href="/">Home</a></header><div id="list">${times(
    n,
    (i) =>
      `<div class="paper"><a href="/p${i}">Paper number ${i}</a><p class="abstract">${ABSTRACT}</p></div>`,
  )}</div></body></html>`;

const params = {
  entryArticleInside: 0.8,
  entryArticlePage: 0.4,
  entryArticleKept: 0.5,
  entryArticleMaxEntry: 0.2,
};

/** Labels keeping the blocks whose text passes `keep` (as article mode's output). */
const keeping = (texts: readonly string[], keep: (t: string, i: number) => boolean): Label[] =>
  texts.map((t, i) => (keep(t, i) ? 'p' : 'o'));

test('entry article: article mode keeping one entry of a large run is the run', () => {
  const blocks = blocksOf(papers(20));
  const run = findEntries(blocks, {});
  assert.ok(run);
  const texts = blocks.map((b) => b.text);
  const first = texts.findIndex((t) => t.startsWith('We study'));
  const out = keeping(texts, (_, i) => i === first || i === first - 1);
  assert.ok(articleIsEntry(blocks, run, out, params));
  assert.ok(!articleIsEntry(blocks, run, out, { ...params, entryArticleInside: 0 }), 'off by default');
  assert.ok(!articleIsEntry(blocks, null, out, params));
  // Article mode keeping most of the run took the run itself (an article's paragraphs): nothing to undo.
  const most = keeping(texts, (t) => t.startsWith('We study'));
  assert.ok(!articleIsEntry(blocks, run, most, params));
});

test('entry article: an article outside the run (a news page with teasers or comments) is not', () => {
  const html = `<html><body><div id="story"><h1>A story</h1>${times(6, () => `<p>${ABSTRACT}</p>`)}</div><ul>${times(
    12,
    (i) => `<li class="teaser"><a href="/t${i}">Another story number ${i} of the day</a> in brief</li>`,
  )}</ul></body></html>`;
  const blocks = blocksOf(html);
  const run = findEntries(blocks, {});
  assert.ok(run);
  const out = keeping(
    blocks.map((b) => b.text),
    (t) => t.startsWith('We study') || t === 'A story',
  );
  assert.ok(!articleIsEntry(blocks, run, out, { ...params, entryArticlePage: 0 }));
});

test('entry article: layout columns, one holding the article, are not a list', () => {
  const html = `<html><body><div id="page">${times(
    8,
    (i) => `<div class="col"><a href="/s${i}">Section ${i} of the site</a> and more of it</div>`,
  )}<div class="col">${times(8, () => `<p>${ABSTRACT}</p>`)}</div></div></body></html>`;
  const blocks = blocksOf(html);
  const run = findEntries(blocks, {});
  assert.ok(run);
  const out = keeping(
    blocks.map((b) => b.text),
    (t, i) => t.startsWith('We study') && i < blocks.length - 6,
  );
  assert.ok(articleIsEntry(blocks, run, out, { ...params, entryArticleMaxEntry: 1, entryArticlePage: 0 }));
  assert.ok(!articleIsEntry(blocks, run, out, { ...params, entryArticlePage: 0 }));
});

test('entry article: the run is weighed against the page outside its furniture (entryArticleShown)', () => {
  // A few papers under a long footer: the run is a small share of every word, most of the words shown.
  const footer = `<footer>${times(12, () => `<p>${ABSTRACT}</p>`)}</footer>`;
  const blocks = blocksOf(papers(6).replace('</body>', `${footer}</body>`));
  const run = findEntries(blocks, { entriesPageFurniture: 3 });
  assert.ok(run);
  const texts = blocks.map((b) => b.text);
  const first = texts.findIndex((t) => t.startsWith('We study'));
  const out = keeping(texts, (_, i) => i === first || i === first - 1);
  assert.ok(!articleIsEntry(blocks, run, out, params), 'the footer outweighs the run');
  assert.ok(articleIsEntry(blocks, run, out, { ...params, entryArticleShown: 1 }));
});
