import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findEntries } from '../src/clean/entries.js';
import { facetBlocks } from '../src/clean/facets.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const grid = times(
  8,
  (i) =>
    `<div class="card"><a href="/p${i}">Monitor arm model ${i} for two screens</a><p>For monitors up to ${10 + i} kg</p></div>`,
);
// A category page: the name heading, a filter panel (names in any case and separator), then the grid.
const page = (panel: string) =>
  `<html><body><main><h1>Monitor arms</h1><div class="${panel}"><h4>Brand</h4><p>Ergotron (12)</p>` +
  `<p>Humanscale (4)</p><h4>Price Range</h4><p>$50 to $75 (25)</p></div>` +
  `<div class="grid">${grid}</div></main></body></html>`;

const dropped = (html: string) => {
  const blocks = blocksOf(html);
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const marks = facetBlocks(
    blocks,
    blocks.map(() => true),
    run,
  );
  return blocks.filter((_, i) => marks[i]).map((b) => b.text);
};

test("facets: a kept listing's filter panel goes, its heading and entries stay", () => {
  for (const panel of ['plp-filters', 'FacetList', 'search_refinements', 'sortBy'])
    assert.deepEqual(
      dropped(page(panel)),
      ['Brand', 'Ergotron (12)', 'Humanscale (4)', 'Price Range', '$50 to $75 (25)'],
      panel,
    );
});

test('facets: other names, and a panel that holds the grid, are left alone', () => {
  assert.deepEqual(dropped(page('sidebar-brands')), []);
  // A wrapper named for filtering around the grid itself holds the entries: not a panel.
  const wrapped = `<html><body><div class="filters-wrap"><h1>Arms</h1><div class="grid">${grid}</div></div></body></html>`;
  assert.deepEqual(dropped(wrapped), []);
});
