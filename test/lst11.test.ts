import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { findEntries } from '../src/clean/entries.js';
import { articleIsEntry } from '../src/clean/entry-article.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const TEXT =
  'We study how the attention of large models settles on a few tokens, measure it on six tasks and show that a small change removes most of it.';

const params = {
  entryArticleInside: 0.8,
  entryArticlePage: 0.4,
  entryArticleKept: 0.75,
  entryArticleMaxEntry: 0.2,
  entriesMainRuns: 0.8,
  entriesMainRunsTag: 1,
};
const whole = { ...params, entryArticleWholeGrids: 1, entryArticleWholePage: 0.25 };

/** A page whose `<main>` holds `main` (the run article mode keeps whole) and `after`. */
const page = (after: string) =>
  `<html><body><main><div class="playlist">${times(
    12,
    (i) => `<div class="item"><h3>Video ${i} of the day</h3><p>${TEXT}</p></div>`,
  )}</div>${after}</main></body></html>`;

const keptRun = (html: string) => {
  const blocks = blocksOf(html);
  const run = findEntries(blocks, {});
  assert.ok(run);
  const out: Label[] = blocks.map((_, i) => (run.inside[i] ? 'p' : 'o'));
  return { blocks, run, out };
};

test('entryArticleWholeGrids: a run kept whole beside other titled grids in its <main> is the list', () => {
  const grid = `<div class="promos">${times(
    5,
    (i) => `<div class="promo"><h3><a href="/s${i}">Another headline ${i}</a></h3><p>A line on it.</p></div>`,
  )}</div>`;
  const { blocks, run, out } = keptRun(page(grid));
  assert.ok(!articleIsEntry(blocks, run, out, params), 'off: article mode took the run itself');
  assert.ok(articleIsEntry(blocks, run, out, whole));
});

test('entryArticleWholeGrids: a run kept whole alone in its <main> (an article) stays an article', () => {
  const { blocks, run, out } = keptRun(page('<p>The end of the story.</p>'));
  assert.ok(!articleIsEntry(blocks, run, out, whole));
});
