import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { sureBlocks } from '../src/clean/article/sure-blocks.js';
import { declaresForSale, NO_SIGNALS } from '../src/clean/page-kind.js';

test('blocks the CRF kept with near certainty come back after article mode dropped them', () => {
  // Four blocks: the description the region missed (p(o) 0.01), a sidebar teaser the CRF kept with doubt
  // (0.3), the region's own paragraph, and a footer the CRF dropped.
  const before: Label[] = ['p', 'p', 'p', 'o'];
  const out: Label[] = ['o', 'o', 'p', 'o'];
  const pO = Float64Array.from([0.01, 0.3, 0.0, 0.005]);
  assert.deepEqual([...sureBlocks(before, out, pO, 0.05)], [1, 0, 0, 0]);
  // A bound of 0 brings nothing back.
  assert.deepEqual([...sureBlocks(before, out, pO, 0)], [0, 0, 0, 0]);
});

test('a page is for sale when its schema.org markup declares a product or an offer and no article', () => {
  assert.equal(declaresForSale({ ...NO_SIGNALS, schemaTypes: ['Offer'] }), true);
  assert.equal(declaresForSale({ ...NO_SIGNALS, schemaTypes: ['Product', 'AggregateRating'] }), true);
  assert.equal(declaresForSale({ ...NO_SIGNALS, schemaTypes: ['BlogPosting'], ogType: 'product' }), false);
  assert.equal(declaresForSale({ ...NO_SIGNALS, schemaTypes: ['NewsArticle', 'Product'] }), false);
  assert.equal(declaresForSale(NO_SIGNALS), false);
});
