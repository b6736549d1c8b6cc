import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { declaresOgProductOnly, declaresProductOnly } from '../src/clean/page-kind.js';
import { keepProductRegion, productRegion } from '../src/clean/product-region.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

const DESCRIPTION =
  'A light day pack with a padded back panel, side pockets for bottles and a removable hip belt.';
const LD = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail pack 25","description":"${DESCRIPTION}"}</script>`;
// A shop page: a cookie dialog and a store newsletter outside the product column, the product's column with its
// name, buy box and description, and a collapsed specifications tab the CRF is unsure about.
const BODY = `<div class="cookie-dialog"><p>We use cookies and similar technologies to improve your experience on our store.</p></div>
<div class="page"><div class="product-column"><div class="buy-box"><h1>Trail pack 25</h1><p>Price 89 euros</p>
<form class="product-form"><button class="add-to-cart">Add</button></form></div>
<div class="details"><p>${DESCRIPTION}</p>
<div class="tab" style="display:none"><p>Volume twenty-five litres, weight nine hundred grams, recycled ripstop nylon.</p></div></div></div>
<div class="newsletter"><p>Sign up to our newsletter for ten percent off your first order in our store.</p></div></div>`;
const page = (head: string) => `<html><head>${head}</head><body>${BODY}</body></html>`;

// The CRF keeps everything but the hidden tab, of which it is unsure (p(o) 0.7).
const prepared = (html: string) => preparedPage(html, (b) => (b.text.startsWith('Volume') ? 0.7 : 0.1));

const REGION: AutoParams = {
  keepBelow: 0.5,
  region: 0,
  productRegion: 0.4,
  productRescueBelow: 0.9,
  productRescueHidden: 1,
};

test('product region: the smallest container of the h1 holding the share of the kept words, or none', () => {
  const { blocks } = prepared(page(LD));
  const all = blocks.map(() => true);
  const region = productRegion(blocks, all, hiddenBlocks(blocks), 0.5);
  assert.ok(region);
  const inside = blocks.filter((b) => region.has(b.node)).map((b) => b.text.slice(0, 12));
  assert.deepEqual(inside, ['Trail pack 2', 'Price 89 eur', 'Add', 'A light day ', 'Volume twent']);
  // Asking for more than the product column holds climbs to the page wrapper, which takes the newsletter in.
  const wide = productRegion(blocks, all, hiddenBlocks(blocks), 0.75);
  assert.ok(wide?.has(blocks.find((b) => b.text.startsWith('Sign up'))!.node));
  // Without a visible h1 there is no anchor.
  const noHeading = prepared(page(LD).replace('<h1>', '<h1 hidden>'));
  assert.equal(productRegion(noHeading.blocks, all, hiddenBlocks(noHeading.blocks), 0.5), null);
});

test('second pass: a product page keeps its region and rescues its collapsed tab; other pages unchanged', () => {
  const product = prepared(page(LD));
  const labels = secondPass(product.blocks, product.post, LABELS, REGION, product.signals);
  assert.deepEqual(
    kept(product.blocks, labels).map((t) => t.slice(0, 12)),
    ['Trail pack 2', 'Price 89 eur', 'Add', 'A light day ', 'Volume twent'],
  );
  // The step off: the CRF's labels (the hidden tab dropped, the dialog and newsletter kept).
  const off = secondPass(
    product.blocks,
    product.post,
    LABELS,
    { ...REGION, productRegion: 0 },
    product.signals,
  );
  assert.equal(kept(product.blocks, off).length, 6);
  // A page declaring nothing keeps the CRF's labels.
  const plain = prepared(page(''));
  assert.equal(
    kept(plain.blocks, secondPass(plain.blocks, plain.post, LABELS, REGION, plain.signals)).length,
    6,
  );
});

test('product region from the labels before article mode: blocks it dropped inside the region come back', () => {
  const { blocks, post } = prepared(page(LD));
  const before = blocks.map((b) => (b.text.startsWith('Volume') ? 'o' : 'p')) as Label[];
  // Article mode (say) kept only the description: the region is found among the earlier labels and restores them.
  const out = blocks.map((b) => (b.text.startsWith('A light') ? 'p' : 'o')) as Label[];
  const pO = Float64Array.from(blocks, (_, i) => post[i * LABELS.length + 4]);
  const found = keepProductRegion(blocks, out, pO, hiddenBlocks(blocks), REGION, () => 'p', before);
  assert.equal(found, true);
  assert.deepEqual(
    kept(blocks, out).map((t) => t.slice(0, 12)),
    ['Trail pack 2', 'Price 89 eur', 'Add', 'A light day ', 'Volume twent'],
  );
});

test('page kind: the region step needs a product page, not a review article or a listing that declares products', () => {
  const s = (...schemaTypes: string[]) => ({ schemaTypes, ogType: null });
  assert.equal(declaresProductOnly(s('Product', 'Offer', 'BreadcrumbList')), true);
  assert.equal(declaresProductOnly({ schemaTypes: [], ogType: 'product' }), false);
  assert.equal(declaresProductOnly(s('Article', 'Product', 'Review')), false);
  assert.equal(declaresProductOnly(s('ItemList', 'Product')), false);
  assert.equal(declaresProductOnly(s('WebPage')), false);
  // On a review article the product step leaves the CRF's labels alone.
  const review = prepared(page(LD.replace('"@type":"Product"', '"@type":["Product","NewsArticle"]')));
  const labels = secondPass(review.blocks, review.post, LABELS, REGION, review.signals);
  assert.equal(kept(review.blocks, labels).length, 6);
});

test('og:type "product" alone: the product step runs with productOgType, not for pages declaring more', () => {
  const s = (ogType: string | null, ...schemaTypes: string[]) => ({ schemaTypes, ogType });
  assert.equal(declaresOgProductOnly(s('product')), true);
  assert.equal(declaresOgProductOnly(s('product', 'BreadcrumbList', 'Organization')), true);
  assert.equal(declaresOgProductOnly(s('product', 'Product')), false); // declaresProductOnly's case
  assert.equal(declaresOgProductOnly(s('product', 'CollectionPage')), false);
  assert.equal(declaresOgProductOnly(s('product', 'BlogPosting')), false);
  assert.equal(declaresOgProductOnly(s('website')), false);
  const og = prepared(
    page('<meta property="og:type" content="product">').replace('Price 89 euros', 'Price 89 €'),
  );
  const region = ['Trail pack 2', 'Price 89 €', 'Add', 'A light day ', 'Volume twent'];
  const on = secondPass(og.blocks, og.post, LABELS, { ...REGION, productOgType: 1 }, og.signals);
  assert.deepEqual(
    kept(og.blocks, on).map((t) => t.slice(0, 12)),
    region,
  );
  // Off (the default), such a page keeps the CRF's labels; so does one showing no price (a review article).
  assert.equal(kept(og.blocks, secondPass(og.blocks, og.post, LABELS, REGION, og.signals)).length, 6);
  const review = prepared(page('<meta property="og:type" content="product">'));
  const params = { ...REGION, productOgType: 1 };
  assert.equal(
    kept(review.blocks, secondPass(review.blocks, review.post, LABELS, params, review.signals)).length,
    6,
  );
});
