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

test('entry article: a few list-item cards, one with a longer blurb, pass as a list (entryArticleMaxMean)', () => {
  // Four shop cards in a <ul>: the last holds a longer description, over a fifth of the run's words.
  const card = (i: number, blurb: string) =>
    `<li class="card"><h3><a href="/p${i}">Feeder model ${i}</a></h3><span>Price 199 euro</span><p>${blurb}</p></li>`;
  const short = 'A small feeder for the garden with a camera and a solar roof.';
  const html = `<html><body><header><a href="/">Home</a></header><ul class="grid">${times(3, (i) =>
    card(i, short),
  )}${card(3, ABSTRACT)}</ul></body></html>`;
  const blocks = blocksOf(html);
  const run = findEntries(blocks, {});
  assert.ok(run);
  const out = keeping(
    blocks.map((b) => b.text),
    (t) => t.startsWith('We study'),
  );
  const p = { ...params, entryArticlePage: 0.2 };
  assert.ok(!articleIsEntry(blocks, run, out, p), 'over entryArticleMaxEntry alone');
  assert.ok(articleIsEntry(blocks, run, out, { ...p, entryArticleMaxMean: 2 }));
  // The same cards as <div>s may be a page's layout columns: not taken.
  const divs = blocksOf(
    html
      .replaceAll('<li', '<div')
      .replaceAll('</li>', '</div>')
      .replace('<ul', '<div')
      .replace('</ul>', '</div>'),
  );
  const divRun = findEntries(divs, {});
  assert.ok(divRun);
  const divOut = keeping(
    divs.map((b) => b.text),
    (t) => t.startsWith('We study'),
  );
  assert.ok(!articleIsEntry(divs, divRun, divOut, { ...p, entryArticleMaxMean: 2 }));
});
