import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { productFurniture } from '../src/clean/product.js';
import { extract } from '../src/index.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

const LD = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail pack 25"}</script>`;
const BODY = `<main><h1>Trail pack 25</h1>
<div class="product-description"><p>A light day pack with a padded back panel, side pockets for bottles and a removable hip belt.</p>
<p>Made of recycled ripstop nylon with a water-repellent finish, it holds twenty-five litres of gear.</p>
<p>The preview window shows the inside pocket layout and the hydration sleeve before you open the pack.</p></div>
<div id="ProductReviews"><h2>Customer reviews</h2><p>Great pack, I carried it on every hike this summer and it still looks new.</p></div>
<section itemprop="review" itemscope itemtype="https://schema.org/Review"><p>Comfortable straps but the zips feel a little stiff at first.</p></section>
<div class="pdp__related-products"><p>Trail pack 40, a larger pack for overnight trips with a rain cover.</p></div>
<div class="you-may-also-like"><p>Hiking poles in carbon fibre, sold in pairs.</p></div></main>`;
const page = (head: string) => `<html><head>${head}</head><body>${BODY}</body></html>`;

// Every block content-like (p(o) = 0.1): only the product step can drop one.
const prepared = (html: string) => preparedPage(html);

test('product furniture: review and related-product containers, by class, id and schema.org markup', () => {
  const { blocks } = prepared(page(LD));
  const all = blocks.map(() => true);
  const texts = (m: Uint8Array) => blocks.filter((_, i) => m[i]).map((b) => b.text.slice(0, 20));
  assert.deepEqual(texts(productFurniture(blocks, all, { reviews: true, related: false, maxShare: 0.5 })), [
    'Customer reviews',
    'Great pack, I carrie',
    'Comfortable straps b',
  ]);
  assert.deepEqual(texts(productFurniture(blocks, all, { reviews: false, related: true, maxShare: 0.5 })), [
    'Trail pack 40, a lar',
    'Hiking poles in carb',
  ]);
  // A container holding more than the share of the kept words is a page wrapper, not a review box.
  const wrapped = prepared(
    `<html><body><div class="has-reviews"><p>${'Description words of the product. '.repeat(20)}</p></div></body></html>`,
  );
  const mark = productFurniture(
    wrapped.blocks,
    wrapped.blocks.map(() => true),
    { reviews: true, related: true, maxShare: 0.5 },
  );
  assert.deepEqual([...mark], [0]);
});

test('product furniture: shipping, delivery and returns containers, not the product wrapper named so', () => {
  const html = `<html><body><div class="product shipping-taxable"><h1>Trail pack 25</h1>
<div class="description"><p>A light day pack with a padded back panel, side pockets for bottles and a removable hip belt.</p>
<p>Made of recycled ripstop nylon with a water-repellent finish, it holds twenty-five litres of gear.</p></div>
<div id="shipping-returns"><p>Free delivery on orders over fifty euros; returns are accepted within thirty days.</p></div>
<div class="delivery-estimate"><p>Order today to get it by Friday.</p></div></div>
<div class="returns"><p>Read our returns policy before sending anything back.</p></div>
<div class="care"><p>${'Wash the pack by hand in cold water and let it dry in the shade. '.repeat(6)}</p></div></body></html>`;
  const { blocks } = prepared(html);
  const all = blocks.map(() => true);
  const texts = (m: Uint8Array) => blocks.filter((_, i) => m[i]).map((b) => b.text.slice(0, 20));
  const want = { reviews: false, related: false, maxShare: 0.5 };
  assert.deepEqual(texts(productFurniture(blocks, all, { ...want, policies: true })), [
    'Free delivery on ord',
    'Order today to get i',
    'Read our returns pol',
  ]);
  // The wrapper holds under half the words: only the name heading inside tells it is the product.
  assert.deepEqual(texts(productFurniture(blocks, all, want)), []);
});

test('product furniture: tooltips and popovers by class, id or custom element name', () => {
  const html = `<html><body><div class="product"><h1>Studio headphones</h1>
<p>Open-back planar headphones with a wide stage and a detachable braided cable for the studio.</p>
<h4>Open-back<tool-tip><div class="tool-tip__content">Open-back designs leak sound and let in the room around you.</div></tool-tip></h4>
<div class="spec">Weight 420 g<span class="form-tooltip"><span>Weighed without the cable.</span></span></div>
<cms-popover><div>Shipping weight includes the box and the packaging material.</div></cms-popover>
<p class="toolkit-tips">Tips for the care kit: wipe the pads monthly with a dry cloth.</p></div></body></html>`;
  const { blocks } = prepared(html);
  const all = blocks.map(() => true);
  const texts = (m: Uint8Array) => blocks.filter((_, i) => m[i]).map((b) => b.text.slice(0, 20));
  const want = { reviews: false, related: false, maxShare: 0.5 };
  assert.deepEqual(texts(productFurniture(blocks, all, { ...want, tooltips: true })), [
    'Open-back designs le',
    'Weighed without the ',
    'Shipping weight incl',
  ]);
  assert.deepEqual(texts(productFurniture(blocks, all, want)), []);
});

test("product furniture: the shop's terms (legal, selling points, trust, rewards, alerts), not badges nor the product", () => {
  const html = `<html><body><div class="product trust-seal-ready"><h1>Studio headphones</h1>
<p>Open-back planar headphones with a wide stage and a detachable braided cable for the studio.</p>
<div class="product-usp__text"><span>Need some help? Chat with one of our experts.</span></div>
<div class="trustBadgeText">Easy returns and thousands of happy customers.</div>
<div class="membership-rewards-tag"><span>Members earn 799 points on this purchase.</span></div>
<div class="a-alert-content">Thank you for your feedback.</div>
<div class="game_area_legal"><p>Software licence terms apply; an online account is required to play.</p></div>
<div class="feature-badge">Ten per cent lighter than the last model.</div>
<p class="trustee-note">Designed with the trustees of the studio guild.</p></div></body></html>`;
  const { blocks } = prepared(html);
  const all = blocks.map(() => true);
  const texts = (m: Uint8Array) => blocks.filter((_, i) => m[i]).map((b) => b.text.slice(0, 20));
  const want = { reviews: false, related: false, maxShare: 0.5 };
  assert.deepEqual(texts(productFurniture(blocks, all, { ...want, shopTerms: true })), [
    'Need some help? Chat',
    'Easy returns and tho',
    'Members earn 799 poi',
    'Thank you for your f',
    'Software licence ter',
  ]);
  // The product's wrapper names trust too, but holds the name heading.
  assert.deepEqual(texts(productFurniture(blocks, all, want)), []);
});

test('second pass: a declared product page loses its reviews and related products; other pages keep them', () => {
  const params: AutoParams = { keepBelow: 0.5, region: 0, productReviews: 1, productRelated: 1 };
  const product = prepared(page(LD));
  assert.equal(product.signals.schemaTypes.includes('Product'), true);
  const labels = secondPass(product.blocks, product.post, LABELS, params, product.signals);
  assert.deepEqual(kept(product.blocks, labels), [
    'Trail pack 25',
    'A light day pack with a padded back panel, side pockets for bottles and a removable hip belt.',
    'Made of recycled ripstop nylon with a water-repellent finish, it holds twenty-five litres of gear.',
    'The preview window shows the inside pocket layout and the hydration sleeve before you open the pack.',
  ]);
  // Without the declaration (or with the steps off) nothing is dropped.
  const plain = prepared(page(''));
  assert.equal(
    kept(plain.blocks, secondPass(plain.blocks, plain.post, LABELS, params, plain.signals)).length,
    9,
  );
  const off = secondPass(
    product.blocks,
    product.post,
    LABELS,
    { keepBelow: 0.5, region: 0 },
    product.signals,
  );
  assert.equal(kept(product.blocks, off).length, 9);
});

// Reviews as long as the description: the bundled model keeps them unless the page's declared kind reaches it.
const review = (i: number) =>
  `<div class="review-item"><p>Review ${i}: I bought this pack for a week of hiking in the hills, and it carried water, food, a jacket and a camera without any trouble, so I would buy it again.</p></div>`;
const SHOP = `<main><h1>Trail pack 25</h1><div class="description"><p>A light day pack with a padded back panel, side pockets for bottles and a removable hip belt, made for long days on the trail.</p>
<p>Made of recycled ripstop nylon with a water-repellent finish, it holds twenty-five litres of gear, and the lid pocket keeps small things at hand.</p>
<p>The frame sheet is removable, the shoulder straps are shaped for narrow and wide shoulders alike, and a whistle sits on the sternum strap.</p></div>
<div class="reviews">${[1, 2].map(review).join('')}</div></main>`;

const textOf = (html: string) => {
  const r = extract(html, { format: 'text' });
  assert.equal(r.status, 'ok');
  return r.status === 'ok' ? r.text : '';
};

test('pipeline: extract() reads the declared kind before preclean drops the JSON-LD', () => {
  const withKind = textOf(`<html><head>${LD}</head><body>${SHOP}</body></html>`);
  const without = textOf(`<html><body>${SHOP}</body></html>`);
  assert.ok(without.includes('Review 1: I bought'), without);
  assert.ok(!withKind.includes('Review 1: I bought'), withKind);
  assert.ok(withKind.includes('ripstop nylon'), withKind);
});
