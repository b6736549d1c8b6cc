// Undeclared product pages known by their buy box (`buy-box.ts`): the product furniture step applies to them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { buyBoxes, showsBuyBox } from '../src/clean/buy-box.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

const DESCRIPTION = `<div class="description"><p>A light day pack with a padded back panel, side pockets for bottles and a removable hip belt.</p>
<p>Made of recycled ripstop nylon with a water-repellent finish, it holds twenty-five litres of gear.</p></div>`;
const FURNITURE = `<div id="customerReviews"><h2>Customer reviews</h2><p>Great pack, I carried it on every hike this summer.</p></div>
<div class="related-products"><p>Trail pack 40, a larger pack for overnight trips with a rain cover.</p></div>`;
const buyBox = (price: string) =>
  `<div id="desktop_buyBox"><span class="price">${price}</span><form><button class="add-to-cart">Add</button></form></div>`;
const page = (inner: string) => `<html><body><main><h1>Trail pack 25</h1>${inner}</main></body></html>`;
const PARAMS: AutoParams = {
  keepBelow: 0.5,
  region: 0,
  productReviews: 1,
  productRelated: 1,
  productBuyBox: 3,
};

function keptTexts(html: string, params: AutoParams): string[] {
  const { blocks, post, signals } = preparedPage(html);
  return kept(blocks, secondPass(blocks, post, LABELS, params, signals)).map((t) => t.slice(0, 14));
}

test('buy box: an undeclared page with one buy box and a price loses its reviews and related products', () => {
  const html = page(`${buyBox('€ 89.90')}${DESCRIPTION}${FURNITURE}`);
  const texts = keptTexts(html, PARAMS);
  assert.ok(texts.includes('A light day pa'));
  assert.ok(!texts.some((t) => t.startsWith('Great pack') || t.startsWith('Trail pack 40')), texts.join('|'));
  // Off, or on a page showing no price, the furniture stays.
  assert.ok(keptTexts(html, { ...PARAMS, productBuyBox: 0 }).includes('Great pack, I '));
  assert.ok(
    keptTexts(page(`${buyBox('ask us')}${DESCRIPTION}${FURNITURE}`), PARAMS).includes('Great pack, I '),
  );
});

test('buy box: nested controls count once; a grid with a quick-add button per card is no product page', () => {
  const one = preparedPage(page(`${buyBox('$12')}${DESCRIPTION}`)).blocks;
  assert.equal(buyBoxes(one), 1);
  assert.equal(showsBuyBox(one, 3), true);
  const cards = Array.from(
    { length: 6 },
    (_, i) =>
      `<li><a href="/p/${i}">Pack ${i}</a><span>$${20 + i}</span><button class="quick-add-to-cart">+</button></li>`,
  ).join('');
  const grid = preparedPage(page(`<ul>${cards}</ul>${FURNITURE}`)).blocks;
  assert.equal(buyBoxes(grid), 6);
  assert.equal(showsBuyBox(grid, 3), false);
  assert.ok(keptTexts(page(`<ul>${cards}</ul>${FURNITURE}`), PARAMS).includes('Great pack, I '));
});
