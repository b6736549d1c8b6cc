import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

// A recipe category: a grid of 8 cards, a carousel of 4 featured recipes above it (built otherwise), a menu.
const PAGE = `<html><body><nav><ul>${times(5, (i) => `<li><a href="/s${i}">Section ${i}</a></li>`)}</ul></nav><main>
<h1>Dinner recipes</h1>
<div class="featured">${times(4, (i) => `<article class="carousel-cell"><a href="/f${i}"><h3>Featured dish ${i}</h3><span>84 reviews</span></a></article>`)}</div>
<div class="grid">${times(8, (i) => `<article class="card"><h3><a href="/r${i}">Recipe ${i} with rice</a></h3><p>A weeknight dinner of rice, beans and greens in twenty minutes.</p></article>`)}</div>
<div class="tags">${times(5, (i) => `<div class="tag"><a href="/t${i}">Tag word ${i} of the list</a></div>`)}</div>
</main></body></html>`;

test("main runs: a second titled grid in the kept run's <main> is kept with entriesMainRuns", () => {
  const blocks = blocksOf(PAGE);
  // The CRF keeps the cards' sentences and drops the rest.
  const post = posteriors(blocks, (b) => (b.text.startsWith('A weeknight') ? 0.2 : 0.9));
  const base: AutoParams = { keepBelow: 0.5, region: 0, article: 0, entries: 1 };
  const plain = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.equal(plain.filter((t) => t.startsWith('Recipe')).length, 8);
  assert.ok(!plain.some((t) => t.startsWith('Featured')));
  for (const tag of [0, 1, 2]) {
    const more = kept(
      blocks,
      secondPass(blocks, post, LABELS, { ...base, entriesMainRuns: 0.8, entriesMainRunsTag: tag }),
    );
    assert.equal(more.filter((t) => t.startsWith('Featured')).length, 4);
    // Untitled rows (tags) and the menu outside <main> stay out.
    assert.ok(!more.some((t) => t.startsWith('Tag word') || t.startsWith('Section')));
  }
  // A run holding little of the page is a teaser box: its neighbours are not taken with entriesMainRunsShare.
  const small = kept(
    blocks,
    secondPass(blocks, post, LABELS, { ...base, entriesMainRuns: 0.8, entriesMainRunsShare: 0.9 }),
  );
  assert.ok(!small.some((t) => t.startsWith('Featured')));
  // Entries of another tag than the kept run's stay out with entriesMainRunsTag.
  const divs = blocksOf(
    PAGE.replaceAll('<article class="carousel-cell">', '<div class="cell">').replaceAll(
      '</a></article>',
      '</a></div>',
    ),
  );
  const postDivs = posteriors(divs, (b) => (b.text.startsWith('A weeknight') ? 0.2 : 0.9));
  const same = kept(
    divs,
    secondPass(divs, postDivs, LABELS, { ...base, entriesMainRuns: 0.8, entriesMainRunsTag: 1 }),
  );
  assert.ok(!same.some((t) => t.startsWith('Featured')));
  const any = kept(divs, secondPass(divs, postDivs, LABELS, { ...base, entriesMainRuns: 0.8 }));
  assert.ok(any.some((t) => t.startsWith('Featured')));
});

// A shop category: a grid of 8 product cards and, beside it in <main>, filter groups each a heading over
// options whose buttons are named `…FilterBtn`: built like titled cards.
const SHOP = `<html><body><main><h1>Dress shoes</h1>
<div class="panel">${times(4, (g) => `<article class="group"><h3>Group ${g}</h3>${times(4, (o) => `<div id="Option${g}x${o}FilterBtn"><p>Choice ${g}${o}</p></div>`)}</article>`)}</div>
<div class="grid">${times(8, (i) => `<article class="card"><h3><a href="/p${i}">Shoe ${i} in black</a></h3><p>A leather dress shoe for evenings and weddings, $30.</p></article>`)}</div>
</main></body></html>`;

test('main runs: filter groups named so are no second grid with entriesMainRunsFacets', () => {
  const blocks = blocksOf(SHOP);
  const post = posteriors(blocks, (b) => (b.text.startsWith('A leather') ? 0.2 : 0.9));
  const base: AutoParams = { keepBelow: 0.5, region: 0, article: 0, entries: 1, entriesMainRuns: 0.8 };
  const plain = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.equal(plain.filter((t) => t.startsWith('Shoe')).length, 8);
  assert.ok(plain.some((t) => t.startsWith('Choice')));
  const out = kept(blocks, secondPass(blocks, post, LABELS, { ...base, entriesMainRunsFacets: 1 }));
  assert.equal(out.filter((t) => t.startsWith('Shoe')).length, 8);
  assert.ok(!out.some((t) => t.startsWith('Choice')));
});

test("main runs: the kept run's share is of the page outside its footer with entriesMainRunsShown", () => {
  const footer = `<footer><p>${times(60, () => 'About us, careers, stores, gift cards. ')}</p></footer>`;
  const blocks = blocksOf(PAGE.replace('</main>', `</main>${footer}`));
  const post = posteriors(blocks, (b) => (b.text.startsWith('A weeknight') ? 0.2 : 0.9));
  const base: AutoParams = {
    keepBelow: 0.5,
    region: 0,
    article: 0,
    entries: 1,
    entriesShare: 0.1,
    entriesPageFurniture: 3,
    entriesMainRuns: 0.8,
    entriesMainRunsShare: 0.3,
  };
  const plain = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.equal(plain.filter((t) => t.startsWith('Recipe')).length, 8);
  assert.ok(!plain.some((t) => t.startsWith('Featured')));
  const shown = kept(blocks, secondPass(blocks, post, LABELS, { ...base, entriesMainRunsShown: 1 }));
  assert.equal(shown.filter((t) => t.startsWith('Featured')).length, 4);
});

// The same recipe page built without `<main>`: a mega-menu of titled columns above the grid, a second titled
// grid below it.
const NO_MAIN = `<html><body><div class="top">${times(4, (i) => `<div class="col"><h4>Menu group ${i}</h4><a href="/m${i}">Menu link ${i} of the site</a></div>`)}</div>
<div class="page"><h1>Dinner recipes</h1>
<div class="grid">${times(8, (i) => `<article class="card"><h3><a href="/r${i}">Recipe ${i} with rice</a></h3><p>A weeknight dinner of rice, beans and greens in twenty minutes.</p></article>`)}</div>
<div class="more">${times(4, (i) => `<article class="more-card"><a href="/f${i}"><h3>Another dish ${i}</h3><span>84 reviews</span></a></article>`)}</div>
</div></body></html>`;

test('main runs: on a page with no <main>, its body stands for one with entriesMainRunsBody', () => {
  const blocks = blocksOf(NO_MAIN);
  const post = posteriors(blocks, (b) => (b.text.startsWith('A weeknight') ? 0.2 : 0.9));
  const base: AutoParams = { keepBelow: 0.5, region: 0, article: 0, entries: 1, entriesMainRuns: 0.8 };
  const plain = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(!plain.some((t) => t.startsWith('Another dish')));
  const body = kept(blocks, secondPass(blocks, post, LABELS, { ...base, entriesMainRunsBody: 1 }));
  assert.equal(body.filter((t) => t.startsWith('Another dish')).length, 4);
  assert.equal(body.filter((t) => t.startsWith('Menu group')).length, 4);
  // With 2, only runs from the kept run on: the menu's titled columns above it stay out.
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, entriesMainRunsBody: 2 }));
  assert.equal(after.filter((t) => t.startsWith('Another dish')).length, 4);
  assert.ok(!after.some((t) => t.startsWith('Menu')));
  // A page that marks a main element elsewhere is not one without it.
  const marked = blocksOf(NO_MAIN.replace('<div class="top">', '<div class="top" role="main">'));
  const postMarked = posteriors(marked, (b) => (b.text.startsWith('A weeknight') ? 0.2 : 0.9));
  const none = kept(marked, secondPass(marked, postMarked, LABELS, { ...base, entriesMainRunsBody: 1 }));
  assert.ok(!none.some((t) => t.startsWith('Another dish')));
});
