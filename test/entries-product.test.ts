import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { findEntries, keepsEntries } from '../src/clean/entries.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const INTRO =
  '<p>This list gathers the languages of the field, with a short note on each, grouped by their first letter and kept up to date.</p>';
const ENTRIES = `<ul>${times(10, (i) => `<li><a href="/l${i}">Language ${i}</a> (a language for writing programs of kind ${i})</li>`)}</ul>`;

test('entries: no run is kept on a page declaring only a product with entriesSkipProduct', () => {
  const blocks = blocksOf(`<html><body><h1>A product</h1>${INTRO}${ENTRIES}</body></html>`);
  const run = findEntries(blocks, {});
  assert.ok(run);
  assert.ok(keepsEntries(run, { entries: 1 }, 'product', false, false, true));
  assert.ok(!keepsEntries(run, { entries: 1, entriesSkipProduct: 1 }, 'product', false, false, true));
  assert.ok(keepsEntries(run, { entries: 1, entriesSkipProduct: 1 }, 'product', false, false, false));
});

test('second pass: a product page carousel the CRF dropped stays dropped with entriesSkipProduct', () => {
  const blocks = blocksOf(`<html><body><h1>A product</h1>${INTRO}${ENTRIES}</body></html>`);
  const post = posteriors(blocks, (b) =>
    b.text.startsWith('Language') || b.text.startsWith('(a') ? 0.9 : 0.1,
  );
  const product = { schemaTypes: ['Product'], ogType: null };
  const params = { keepBelow: 0.5, region: 0, entries: 1 };
  const isEntry = (t: string) => t.startsWith('Language') || t.startsWith('(a');
  assert.ok(kept(blocks, secondPass(blocks, post, LABELS, params, product)).some(isEntry));
  const skipped = kept(
    blocks,
    secondPass(blocks, post, LABELS, { ...params, entriesSkipProduct: 1 }, product),
  );
  assert.ok(!skipped.some(isEntry));
  assert.ok(skipped.some((t) => t.startsWith('This list')));
  // A page declaring nothing keeps its run.
  assert.ok(
    kept(blocks, secondPass(blocks, post, LABELS, { ...params, entriesSkipProduct: 1 })).some(isEntry),
  );
});

test('second pass: an og:type "product" category page kept as a listing keeps its grid with productOgType', () => {
  const grid = `<ul class="grid">${times(10, (i) => `<li><a href="/p${i}">Pot number ${i} in glazed stoneware, frost proof</a> $${20 + i}</li>`)}</ul>`;
  const html = `<html><body><div class="category"><h1>Indoor pots</h1>${INTRO}</div>${grid}</body></html>`;
  const blocks = blocksOf(html);
  const post = posteriors(blocks, () => 0.1);
  const og = { schemaTypes: [], ogType: 'product' };
  const params = {
    keepBelow: 0.5,
    region: 0,
    entries: 1,
    productRegion: 0.6,
    productRegionWords: 1,
    productOgType: 1,
  };
  const isEntry = (t: string) => t.startsWith('Pot number');
  // The grid is the listing's run: the product region around the h1 (the intro) does not narrow the page to it.
  assert.ok(kept(blocks, secondPass(blocks, post, LABELS, params, og)).some(isEntry));
  // With no run kept (entries off), the region around the name heading narrows the page to its column.
  const noRun = kept(blocks, secondPass(blocks, post, LABELS, { ...params, entries: 0 }, og));
  assert.deepEqual(
    noRun.map((t) => t.slice(0, 11)),
    ['Indoor pots', 'This list g'],
  );
});

test('second pass: a grid declaring more products than productsMax is a category page, its run kept', () => {
  const blocks = blocksOf(`<html><body><h1>A category</h1>${INTRO}${ENTRIES}</body></html>`);
  const post = posteriors(blocks, (b) =>
    b.text.startsWith('Language') || b.text.startsWith('(a') ? 0.9 : 0.1,
  );
  const isEntry = (t: string) => t.startsWith('Language') || t.startsWith('(a');
  const params = { keepBelow: 0.5, region: 0, entries: 1, entriesSkipProduct: 1 };
  // Each card declares its own product: 30 names.
  const grid = { schemaTypes: ['Product', 'Offer'], ogType: null, products: 30 };
  assert.ok(!kept(blocks, secondPass(blocks, post, LABELS, params, grid)).some(isEntry));
  assert.ok(
    kept(blocks, secondPass(blocks, post, LABELS, { ...params, productsMax: 20 }, grid)).some(isEntry),
  );
  // A product's page declaring its variants (a dozen names at most) stays a product page.
  const variants = { ...grid, products: 12 };
  assert.ok(
    !kept(blocks, secondPass(blocks, post, LABELS, { ...params, productsMax: 20 }, variants)).some(isEntry),
  );
});
