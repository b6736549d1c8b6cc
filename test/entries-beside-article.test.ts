import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { findEntries, keepsEntries } from '../src/clean/entries.js';
import { keepsRunBesideArticle } from '../src/clean/entries-beside-article.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const INTRO =
  '<p>This list gathers the languages of the field, with a short note on each, grouped by their first letter and kept up to date.</p>';
const ENTRIES = `<ul>${times(10, (i) => `<li><a href="/l${i}">Language ${i}</a> (a language for writing programs of kind ${i})</li>`)}</ul>`;
const MENU = `<nav><ul>${times(6, (i) => `<li><a href="/m${i}">Menu ${i}</a></li>`)}</ul></nav>`;
const FOOTER = `<div class="site-links">${times(12, (i) => `<p>Site link paragraph ${i} about the company, its jobs, its press and its terms.</p>`)}</div>`;

/** Labels as article mode leaves them: the blocks whose text starts with `keep` kept, the rest dropped. */
const articleKept = (texts: readonly string[], keep: string): Label[] =>
  texts.map((t) => (t.startsWith(keep) ? 'p' : 'o'));

test('beside article: a list page whose intro was taken as the article keeps its entries', () => {
  const blocks = blocksOf(
    `<html><body>${MENU}<main><h1>List of languages</h1>${INTRO}${ENTRIES}</main></body></html>`,
  );
  const run = findEntries(blocks, {});
  assert.ok(run);
  const out = articleKept(
    blocks.map((b) => b.text),
    'This list',
  );
  const params = { entriesBesideArticle: 0.3, entriesBesideTight: 0.7 };
  assert.ok(keepsRunBesideArticle(blocks, out, run, params));
  // Off, or a run holding less of the page than asked for: not kept.
  assert.ok(!keepsRunBesideArticle(blocks, out, run, {}));
  assert.ok(!keepsRunBesideArticle(blocks, out, run, { ...params, entriesBesideArticle: 0.99 }));
});

test('beside article: a teaser stream apart from the article (another column, site links between) is not kept', () => {
  const article = `<article>${times(3, () => INTRO)}</article>`;
  const blocks = blocksOf(
    `<html><body>${MENU}<div class="main">${article}</div>${FOOTER}<div class="more">${ENTRIES}</div></body></html>`,
  );
  const run = findEntries(blocks, {});
  assert.ok(run);
  const out = articleKept(
    blocks.map((b) => b.text),
    'This list',
  );
  assert.ok(run.words >= 0.3 * run.pageWords);
  assert.ok(!keepsRunBesideArticle(blocks, out, run, { entriesBesideArticle: 0.3, entriesBesideTight: 0.7 }));
});

test('entries: no run is kept on a page declaring only a product with entriesSkipProduct', () => {
  const blocks = blocksOf(`<html><body><h1>A product</h1>${INTRO}${ENTRIES}</body></html>`);
  const run = findEntries(blocks, {});
  assert.ok(run);
  assert.ok(keepsEntries(run, { entries: 1 }, 'product', false, false, true));
  assert.ok(!keepsEntries(run, { entries: 1, entriesSkipProduct: 1 }, 'product', false, false, true));
  assert.ok(keepsEntries(run, { entries: 1, entriesSkipProduct: 1 }, 'product', false, false, false));
});
