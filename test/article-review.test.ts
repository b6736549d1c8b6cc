import assert from 'node:assert/strict';
import { test } from 'node:test';
import { productStepKind } from '../src/clean/article/review-article.js';

const on = { articleKeepsProducts: 1 };
const roundup = { schemaTypes: ['NewsArticle', 'Product', 'Review', 'ItemList'], ogType: null };
const shop = { schemaTypes: ['Product', 'Offer'], ogType: 'product' };

test('productStepKind: a declared review article taken as an article is an article to the product step', () => {
  assert.equal(productStepKind('product', roundup, true, on), 'article');
  // Not taken as an article (its text spread over a listing), or the step off: the declared kind stands.
  assert.equal(productStepKind('product', roundup, false, on), 'product');
  assert.equal(productStepKind('product', roundup, true, {}), 'product');
  // A shop page declaring only a product stays a product whatever article mode did.
  assert.equal(productStepKind('product', shop, true, on), 'product');
  assert.equal(productStepKind('forum', roundup, true, on), 'forum');
  // Mode 2 (shipped): whether or not article mode took the page.
  const any = { articleKeepsProducts: 2 };
  assert.equal(productStepKind('product', roundup, false, any), 'article');
  assert.equal(productStepKind('product', shop, false, any), 'product');
});
