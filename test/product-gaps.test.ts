import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { productGapBlocks } from '../src/clean/product-gaps.js';
import { parseHtml5 } from '../src/html/parse.js';

const furniture = { productReviews: 1, productRelated: 1, productPolicies: 1, productTooltips: 1 };
const prose = (words: number, from: string) => `${from} ${'word '.repeat(words - 1).trim()}.`;
// Every block is a landing gap here; the step keeps those of enough words outside the product furniture.
const backOf = (html: string, minWords: number) => {
  const blocks = buildBlocks(parseHtml5(html));
  const back = productGapBlocks(
    blocks,
    blocks.map(() => false),
    new Uint8Array(blocks.length).fill(1),
    minWords,
    furniture,
  );
  return blocks.filter((_, i) => back[i]).map((b) => b.text.split(' ')[0]);
};

test('landingGapsProducts: of a gap, a feature card prose comes back, not the buy box short lines', () => {
  const page = `<ul class="points"><li><p>${prose(20, 'Crafted')}</p></li><li><p>${prose(16, 'Engineered')}</p></li></ul>
    <div class="buy"><span>$49.00</span><button>Add to cart</button><p>or 4 payments of $12.25</p></div>`;
  assert.deepEqual(backOf(page, 15), ['Crafted', 'Engineered']);
  assert.deepEqual(backOf(page, 1).length, 5, 'a floor of one word keeps the whole gap');
});

test('landingGapsProducts: prose under the product furniture (reviews, shipping, tooltips) stays out', () => {
  const page = `<p>${prose(20, 'Crafted')}</p>
    <div class="product-reviews"><p>${prose(20, 'Loved')}</p></div>
    <div class="shipping-info"><p>${prose(20, 'Orders')}</p></div>`;
  assert.deepEqual(backOf(page, 15), ['Crafted']);
});
