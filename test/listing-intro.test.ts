import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { secondPass } from '../src/clean/auto.js';
import { findEntries } from '../src/clean/entries.js';
import { keepListingIntro } from '../src/clean/listing-intro.js';
import type { PageSignals } from '../src/clean/page-kind.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const grid = times(
  8,
  (i) =>
    `<div class="card"><a href="/p${i}">Monitor arm model ${i} for two screens</a><p>For monitors up to ${10 + i} kg</p></div>`,
);
// A category page: a menu, the name heading, a line of intro, a sort form and breadcrumbs, then the grid.
const categoryPage = (head = '<h1>Monitor arms</h1>') =>
  `<html><body><div class="menu"><a href="/">Home</a> <a href="/shop">Shop</a></div><main>${head}` +
  '<p>Choose the right arm for your application.</p>' +
  '<form><label>Sort by</label><select><option>Price</option></select></form>' +
  '<p><a href="/">Home</a> / <a href="/arms">Arms</a></p>' +
  `<div class="grid">${grid}</div></main><div class="footer"><p>Copyright Example Ltd, all rights reserved.</p></div></body></html>`;

const NONE: PageSignals = { schemaTypes: [], ogType: null, dated: false };
const dropAll = (n: number): Label[] => new Array(n).fill('o');

test('listing intro: the heading and intro above a kept grid come back, not its links, forms or footer', () => {
  const blocks = blocksOf(categoryPage());
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const pO = new Float64Array(blocks.length).fill(0.95);
  const out = dropAll(blocks.length);
  keepListingIntro(blocks, run, pO, 0.99, out, () => 'p');
  assert.deepEqual(kept(blocks, out), ['Monitor arms', 'Choose the right arm for your application.']);
});

test('listing intro: blocks the CRF is surer of than the threshold stay out', () => {
  const blocks = blocksOf(categoryPage());
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const pO = new Float64Array(blocks.length).fill(0.995);
  const out = dropAll(blocks.length);
  keepListingIntro(blocks, run, pO, 0.99, out, () => 'p');
  assert.deepEqual(kept(blocks, out), []);
});

test('listing intro: no <h1> above the run, or one that shares only the body with it, brings nothing back', () => {
  for (const html of [
    categoryPage('<h2>Monitor arms</h2>'),
    `<html><body><h1>Shop</h1><p>Welcome to the shop.</p><div><div class="grid">${grid}</div></div></body></html>`,
  ]) {
    const blocks = blocksOf(html);
    const run = findEntries(blocks, { entriesShare: 0.1 });
    assert.ok(run);
    const out = dropAll(blocks.length);
    keepListingIntro(blocks, run, new Float64Array(blocks.length).fill(0.5), 0.99, out, () => 'p');
    assert.deepEqual(kept(blocks, out), []);
  }
});

test('listing intro: the second pass keeps it beside the run with entriesIntro, not without', () => {
  const blocks = blocksOf(categoryPage());
  // The CRF drops all but the cards' lines; the page is no article (too few words), so the run is kept.
  const post = posteriors(blocks, (b) => (b.text.startsWith('For monitors') ? 0.3 : 0.95));
  const base = { keepBelow: 0.5, region: 0, article: 1, articleMinWords: 200, entries: 1, entriesShare: 0.1 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base, NONE));
  assert.ok(before.includes('Monitor arm model 0 for two screens'));
  assert.ok(!before.includes('Monitor arms'));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, entriesIntro: 0.99 }, NONE));
  assert.deepEqual(after.slice(0, 2), ['Monitor arms', 'Choose the right arm for your application.']);
  assert.ok(!after.includes('Sort by') && !after.includes('Home'));
  assert.ok(!after.some((t) => t.startsWith('Copyright')));
});

// A shop's toolbar that a script drives: a "Filter" button, a custom sort box over a `<select>`, view buttons
// with their labels in spans, and a filter panel's heading; the intro paragraph sits beside a "Shop now" button.
const toolbarPage =
  '<html><body><main><h1>Camp stoves</h1>' +
  '<div class="hero"><p>Cook hot meals anywhere with a stove that fits your pack.</p><button>Shop now</button></div>' +
  '<div class="bar"><button>Filter</button><div><div><span>Sort</span><span>Best Match</span></div>' +
  '<select><option>Best Match</option><option>Price: Low - High</option></select></div>' +
  '<div><span>View:</span><ul><li><button>30</button></li><li><button>90</button></li></ul></div></div>' +
  '<div class="filter-panel"><p>Refine by brand</p></div>' +
  `<div class="grid">${grid}</div></main></body></html>`;

test('listing intro: with entriesIntroControls, a control row and a filter panel are no intro', () => {
  const blocks = blocksOf(toolbarPage);
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const intro = (controls: number) => {
    const out = dropAll(blocks.length);
    keepListingIntro(blocks, run, new Float64Array(blocks.length).fill(0.95), 0.99, out, () => 'p', controls);
    return kept(blocks, out);
  };
  const heading = ['Camp stoves', 'Cook hot meals anywhere with a stove that fits your pack.'];
  assert.deepEqual(intro(0), [...heading, 'Sort', 'Best Match', 'View:', 'Refine by brand']);
  assert.deepEqual(intro(4), heading);
});

// A filter panel a script drives, built of divs without a form control or a filter name: its heading, group
// headings and options are short lines the CRF is sure of; the intro line is a sentence. Headings stay (they
// name a home page's sections as often as a panel's groups).
const panelPage =
  '<html><body><main><h1>Dress socks</h1><p>Patterned socks to wear with any suit.</p>' +
  '<div class="col"><h2>Filters</h2><h3>Pattern</h3><div><p>Floral</p><p>Dots</p></div>' +
  '<h3>Colors</h3><div><p>Grey</p><p>Navy blue</p></div></div>' +
  `<div class="grid">${grid}</div></main></body></html>`;

test('listing intro: with entriesIntroShort, short lines the CRF is sure of stay out, headings never', () => {
  const blocks = blocksOf(panelPage);
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const pO = new Float64Array(blocks.length).fill(0.95);
  const intro = (short: number) => {
    const out = dropAll(blocks.length);
    keepListingIntro(blocks, run, pO, 0.99, out, () => 'p', 0, short);
    return kept(blocks, out);
  };
  const heading = ['Dress socks', 'Patterned socks to wear with any suit.'];
  assert.deepEqual(intro(0), [
    ...heading,
    'Filters',
    'Pattern',
    'Floral',
    'Dots',
    'Colors',
    'Grey',
    'Navy blue',
  ]);
  assert.deepEqual(intro(0.9), [...heading, 'Filters', 'Pattern', 'Colors']);
  // Short lines the CRF is less sure of than the bound still come back.
  pO.fill(0.5);
  assert.equal(intro(0.9).length, 9);
});
