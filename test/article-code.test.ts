import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findArticleRegion } from '../src/clean/article/region.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
// A documentation page: three paragraphs of prose, then a long listing of code whose lines are full of commas.
const prose = (k: number) =>
  `<p>The module offers tools for working with iterators, part ${k}, and each of them returns a new iterator that reads its input once.</p>`;
const code = times(40, (i) => `def recipe_${i}(iterable, n, fill=None, *, strict=False):\n`);
const DOCS = `<html><body><div class="document"><section class="intro">${times(3, prose)}</section>
<section class="recipes"><h2>Recipes</h2><div class="highlight"><pre>${code}</pre></div></section></div></body></html>`;

test('article region: a code listing\u2019s commas do not make it the article', () => {
  const blocks = blocksOf(DOCS);
  const region = findArticleRegion(blocks);
  assert.ok(region);
  const inside = (start: string) => region.inside[blocks.findIndex((b) => b.text.startsWith(start))] === 1;
  // Scored by Readability.js's comma count, the listing (40 commas a line) would be the article and the prose
  // outside it; the prose is the page's text.
  assert.ok(inside('The module offers tools for working with iterators, part 0'));
  assert.ok(inside('The module offers tools for working with iterators, part 2'));
  assert.notEqual(region.top.name, 'pre');
  assert.notEqual(region.top.attrs.find((a) => a.name === 'class')?.value, 'highlight');
});
