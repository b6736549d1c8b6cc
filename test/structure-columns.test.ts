import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contextFeatures } from '../src/ml/crf/block-features.js';
import { STRUCTURE_COLUMNS, structureFeatures } from '../src/ml/crf/structure-columns.js';
import { blocksOf } from './helpers/second-pass.js';

const cards = Array.from(
  { length: 6 },
  (_, k) =>
    `<div class="card card--${k}"><h3>Product ${k}</h3><span>Price ${k} euros only today</span></div>`,
).join('');

const page = `<html><body>
  <header><div>Site name</div></header>
  <nav role="navigation"><ul><li>Home</li><li>Shop</li><li>About</li></ul></nav>
  <div itemprop="articleBody"><h1>The headline</h1><p>First paragraph of the story, long enough.</p>
    <p>Second paragraph.</p><p>Third.</p><p>Fourth.</p><p>Fifth and last paragraph.</p></div>
  <section class="grid">${cards}</section>
  <footer>Copyright</footer>
</body></html>`;

function row(text: string) {
  const blocks = blocksOf(page);
  const rows = structureFeatures(blocks);
  const i = blocks.findIndex((b) => b.text === text);
  assert.ok(i >= 0, `no block ${text}`);
  return Object.fromEntries(STRUCTURE_COLUMNS.map((c, k) => [c, rows[i][k]]));
}

test('entries built alike (same tag and first class) form a run; paragraphs and short lists do not', () => {
  assert.equal(row('Product 2').rep, '6');
  assert.equal(row('Price 4 euros only today').rep, '6');
  assert.notEqual(row('Product 2').reps, '-');
  assert.equal(row('Second paragraph.').rep, '-', 'a run of <p> is running text');
  assert.equal(row('Shop').rep, '-', 'three items are no run');
});

test('the nearest landmark comes from the element, its ARIA role or itemprop=articleBody', () => {
  assert.equal(row('Shop').land, 'nav');
  assert.equal(row('Second paragraph.').land, 'art');
  assert.equal(row('Site name').land, 'head');
  assert.equal(row('Copyright').land, 'foot');
  assert.equal(row('Product 1').land, '-');
});

test('blocks are placed before, at and after the page headline', () => {
  assert.equal(row('The headline').h1, 'h1');
  assert.equal(row('First paragraph of the story, long enough.').h1, 'a3');
  assert.equal(row('Site name').h1, 'b');
  assert.equal(row('Shop').h1, 'b3');
  assert.equal(row('Copyright').h1, 'a');
  assert.equal(row('Product 1').h1, 'a15');
  const noH1 = blocksOf('<p>One</p><p>Two</p>');
  assert.deepEqual(
    structureFeatures(noH1).map((r) => r[3]),
    ['none', 'none'],
  );
});

test('depth is relative to the deepest block of the page', () => {
  assert.equal(row('Price 4 euros only today').depth, '0.95');
  assert.ok(Number(row('Copyright').depth) < 0.95);
});

test('the context table carries the structure columns after its own (older models read a prefix)', () => {
  const blocks = blocksOf(page);
  const table = contextFeatures(blocks);
  const k = table.columns.indexOf('rep');
  assert.ok(k > table.columns.indexOf('frag'));
  assert.deepEqual(
    table.rows.map((r) => r.slice(k)),
    structureFeatures(blocks),
  );
  assert.deepEqual(structureFeatures([]), []);
});
