import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { productAnchor } from '../src/clean/product-anchor.js';
import { productCards } from '../src/clean/product-cards.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

const LD = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail pack 25"}</script>`;
// Other products for sale: a picture, a link to their own page and a price each (prices in two notations).
const card = (k: number, price: string) =>
  `<div class="sc-card"><a href="/p/${k}"><img src="/i/${k}.jpg" alt=""><h3>Walking pack model ${k} in recycled nylon with rain cover</h3></a><span>${price}</span><span>Free delivery to most addresses</span></div>`;
const CAROUSEL = `<div class="x-row">${[1, 2, 3, 4, 5].map((k) => card(k, k % 2 ? `$${k}9.00` : `${k}9,00 €`)).join('')}</div>`;
// A service's or a feature's cards: picture and link, no price.
const FEATURES = `<div class="grid">${[1, 2, 3]
  .map(
    (k) =>
      `<div class="tile"><a href="/f/${k}"><img src="/f/${k}.png" alt=""></a><p>Feature ${k} keeps the pack dry in a storm and light on the trail.</p></div>`,
  )
  .join('')}</div>`;
const BODY = `<div class="page"><div class="summary"><h1>Trail pack 25</h1><p>Condition: new</p></div>
<div class="about"><p>A light day pack with a padded back panel, side pockets for bottles and a removable hip belt.</p>
<ul class="specs"><li>Volume: 25 l</li><li>Weight: 900 g</li><li>Fabric: ripstop nylon</li><li>Colour: green</li></ul></div>
${FEATURES}<h2>Similar items</h2>${CAROUSEL}</div>`;
const page = (head: string, body = BODY) => `<html><head>${head}</head><body>${body}</body></html>`;

const prepared = (html: string) => preparedPage(html);

const texts = (blocks: { text: string }[], m: Uint8Array) =>
  blocks.filter((_, i) => m[i]).map((b) => b.text.slice(0, 22));

test('product cards: runs of alike siblings with a picture, a link and a price each; not features, specs or the name', () => {
  const { blocks } = prepared(page(LD));
  const name = productAnchor(blocks, hiddenBlocks(blocks), 0);
  const marked = texts(blocks, productCards(blocks, 3, name));
  assert.equal(marked.length, 15);
  assert.ok(marked.every((t) => /^(Walking pack model|\$\d9|\d9,00|Free delivery)/.test(t)));
  // Fewer cards than asked for, or as many as the products the page declares (a grid of them): none.
  assert.equal(texts(blocks, productCards(blocks, 6, name)).length, 0);
  assert.equal(texts(blocks, productCards(blocks, 3, name, 5)).length, 0);
  assert.equal(texts(blocks, productCards(blocks, 0, name)).length, 0);
  // The run holding the product's name is never taken for other products.
  const own = prepared(
    page(
      LD,
      `<div class="x-row">${card(1, '$9')}${card(2, '$8')}${card(3, '$7').replace('<h3>', '<h1>Trail pack</h1><h3>')}</div>`,
    ),
  );
  const ownName = productAnchor(own.blocks, hiddenBlocks(own.blocks), 0);
  assert.equal(texts(own.blocks, productCards(own.blocks, 3, ownName)).length, 0);
  // Cards that all link to one page (a gallery opening one viewer) are not other products.
  const one = prepared(page(LD, CAROUSEL.replace(/href="\/p\/\d"/g, 'href="/viewer"')));
  assert.equal(texts(one.blocks, productCards(one.blocks, 3, null)).length, 0);
});

test('page signals: distinct names of the declared products', () => {
  assert.equal(prepared(page(LD)).signals.products, 1);
  const grid = [1, 2, 3].map(
    (k) => `{"@type":"Product","name":"Pack ${k}"},{"@type":"Product","name":"pack ${k} "}`,
  );
  const ld = `<script type="application/ld+json">[${grid.join(',')}]</script>`;
  assert.equal(prepared(page(ld)).signals.products, 3);
  assert.equal(prepared(page('')).signals.products, 0);
});

test('second pass: a declared product loses the carousel of other products, and its region no longer spans it', () => {
  const params: AutoParams = {
    keepBelow: 0.5,
    region: 0,
    productRelated: 1,
    productRegion: 0.6,
    productRegionWords: 1,
  };
  const { blocks, signals, post } = prepared(page(LD));
  const before = kept(blocks, secondPass(blocks, post, LABELS, params, signals));
  assert.ok(before.some((t) => t.startsWith('Walking pack model')));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...params, productCards: 3 }, signals));
  assert.ok(!after.some((t) => t.startsWith('Walking pack model') || t.startsWith('Free delivery')));
  assert.ok(after.includes('Trail pack 25'));
  assert.ok(after.some((t) => t.startsWith('A light day pack')));
  assert.ok(after.includes('Volume: 25 l'));
  // A page that does not declare a product alone keeps the cards.
  const other = prepared(page(''));
  const open = kept(
    other.blocks,
    secondPass(other.blocks, other.post, LABELS, { ...params, productCards: 3 }, other.signals),
  );
  assert.ok(open.some((t) => t.startsWith('Walking pack model')));
});
