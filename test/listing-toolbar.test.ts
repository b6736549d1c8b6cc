import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { findEntries } from '../src/clean/entries.js';
import { dropListingToolbar } from '../src/clean/listing-intro.js';
import { blocksOf, kept } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const grid = times(
  8,
  (i) =>
    `<div class="card"><a href="/p${i}">Camp stove model ${i} for two people</a><p>Weighs ${300 + i} grams</p></div>`,
);
// A shop's category page whose toolbar a script drives: a result count beside a "Filter" button and a custom
// sort box over a `<select>`, between the name heading (with its intro line) and the grid.
const page =
  '<html><body><main><h1>Camp stoves</h1>' +
  '<p>Cook hot meals anywhere with a stove that fits your pack.</p>' +
  '<div class="bar"><span>1–30 of 338 products</span><button>Filter</button>' +
  '<div><span>Sort</span><span>Best Match</span><select><option>Best Match</option></select></div></div>' +
  `<div class="grid">${grid}</div></main></body></html>`;

test('listing toolbar: the kept lines of a control row above a kept run go, not the heading or the intro', () => {
  const blocks = blocksOf(page);
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const keepAll = (): Label[] => new Array(blocks.length).fill('p');
  const before = kept(blocks, keepAll());
  assert.ok(before.includes('1–30 of 338 products') && before.includes('Best Match'));
  const out = keepAll();
  dropListingToolbar(blocks, run, out, 4);
  const after = kept(blocks, out);
  assert.ok(after.includes('Camp stoves'));
  assert.ok(after.includes('Cook hot meals anywhere with a stove that fits your pack.'));
  assert.ok(
    !after.includes('1–30 of 338 products') && !after.includes('Best Match') && !after.includes('Sort'),
  );
  assert.ok(after.includes('Camp stove model 0 for two people'));
});

test('listing toolbar: off (0), nothing goes', () => {
  const blocks = blocksOf(page);
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const out: Label[] = new Array(blocks.length).fill('p');
  dropListingToolbar(blocks, run, out, 0);
  assert.equal(kept(blocks, out).length, blocks.length);
});
