import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { regionInFurniture } from '../src/clean/article/furniture-region.js';
import { articleRegionOf, keepArticle } from '../src/clean/article/mode.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const BLURB =
  'Since 1998, our family-run shop has sold running shoes, watches and apparel, and our staff, runners all, will gladly help you choose, fit and care for your next pair, in store, by phone or by mail.';

// A shop's category page: a grid of short cards, and the site's footer holding its one long paragraph.
const shop = (footer: string) =>
  `<html><body><main><h1>Trail shoes</h1><ul class="grid">${times(
    24,
    (i) => `<li class="card"><a href="/p${i}">Trail shoe model ${i}</a><span>$${100 + i}</span></li>`,
  )}</ul></main>${footer}</body></html>`;

const params = { article: 1 };

test('an article region in the footer, an aside or a dialog is furniture; in main or an article it is not', () => {
  for (const footer of [
    `<footer><div class="about"><p>${BLURB}</p></div></footer>`,
    `<div class="site-footer"><div class="about"><p>${BLURB}</p></div></div>`,
    `<aside><p>${BLURB}</p></aside>`,
    `<div class="modal"><p>${BLURB}</p></div>`,
  ]) {
    const blocks = blocksOf(shop(footer));
    const region = articleRegionOf(blocks, params, null);
    assert.ok(region, footer);
    assert.ok(regionInFurniture(blocks, region, 0.5), footer);
  }
  const article = blocksOf(
    `<html><body><div class="page-footer-wrap"><article><h1>News</h1><p>${BLURB}</p><p>${BLURB}</p></article></div></body></html>`,
  );
  const region = articleRegionOf(article, params, null);
  assert.ok(region);
  assert.ok(!regionInFurniture(article, region, 0.5), 'above an <article> the chain stops');
  const footnote = blocksOf(
    `<html><body><div class="footer-notes"><p>${BLURB}</p><p>${BLURB}</p></div></body></html>`,
  );
  const whole = articleRegionOf(footnote, params, null);
  assert.ok(whole);
  assert.ok(!regionInFurniture(footnote, whole, 0.5), 'a container holding the page is a wrapper');
});

test('article mode stands aside when its region is the footer (articleShunFurniture)', () => {
  const blocks = blocksOf(shop(`<footer><div class="about"><p>${BLURB}</p></div></footer>`));
  const pO = new Float64Array(blocks.length).fill(0.2);
  const run = (extra: object) => {
    const out: Label[] = blocks.map(() => 'p');
    return keepArticle(blocks, out, pO, () => 'p', { ...params, ...extra }, 0);
  };
  assert.ok(run({}), 'without the step the footer is the article');
  assert.ok(!run({ articleShunFurniture: 0.5 }));
});

test("a promo bar's carousel is furniture with sliders on, not without", () => {
  const blocks = blocksOf(
    shop('').replace(
      '<main>',
      `<div class="promo-bar"><div class="promo-bar__carousel"><div class="slide"><p>${BLURB}</p></div><div class="slide"><p>${BLURB}</p></div></div></div><main>`,
    ),
  );
  const region = articleRegionOf(blocks, params, null);
  assert.ok(region);
  assert.ok(!regionInFurniture(blocks, region, 0.5));
  assert.ok(regionInFurniture(blocks, region, 0.5, true));
});
