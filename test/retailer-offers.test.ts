import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { isOfferLine, retailerOfferBlocks } from '../src/clean/retailer-offers.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';

// A best-of review: each product's paragraph, then its line of affiliate offers set as links.
const PAGE = `<html><body><main><article>
<h2>Best overall: the Breville Barista</h2>
<p>The Breville pulls a rich shot and steams milk quickly; we bought it at a local store for testing.</p>
<p><a href="https://amzn.to/1">$298 at Amazon</a> <a href="https://walmart.com/2">$319 at Walmart</a></p>
<p>Its grinder is loud, but the results in the cup made up for it in every one of our tests.</p>
<div class="buttons"><a class="btn" href="https://bestbuy.com/3">Buy now at Best Buy</a></div>
<p><a href="https://example.com/review">Read our full review of the Breville Barista Express</a></p>
<p>Buy on Amazon if you want the lowest price, <a href="https://amzn.to/4">here</a>.</p>
</article></main></body></html>`;

function blocksOf(html: string) {
  const doc = parseHtml5(html);
  preclean(doc, { keepMenus: false });
  return buildBlocks(doc);
}

test('retailer offers: a line of price-at-store links goes, the review text and other links stay', () => {
  const blocks = blocksOf(PAGE);
  const marked = retailerOfferBlocks(
    blocks,
    blocks.map(() => true),
  );
  const dropped = blocks.filter((_, i) => marked[i]).map((b) => b.text);
  assert.ok(dropped.includes('$298 at Amazon'));
  assert.ok(dropped.includes('$319 at Walmart'));
  assert.ok(dropped.includes('Buy now at Best Buy'));
  assert.ok(!dropped.some((t) => t.startsWith('The Breville pulls')));
  assert.ok(!dropped.some((t) => t.startsWith('Read our full review')));
  // a sentence naming a store, mostly not link words, stays
  assert.ok(!dropped.some((t) => t.startsWith('Buy on Amazon if')));
});

test('retailer offers: the line test', () => {
  assert.ok(isOfferLine('$58 at Amazon $78 at Wayfair $78 at Home Depot.'));
  assert.ok(isOfferLine('Check Price - Walmart'));
  assert.ok(isOfferLine('Buy from our EU Store.'));
  assert.ok(!isOfferLine('Order on Kindle.'));
  assert.ok(!isOfferLine('Buy: check price at Amazon UK, check price at Amazon US.'));
  assert.ok(!isOfferLine('We bought it at Costco last year.'));
  assert.ok(!isOfferLine('Available on iOS and Android.'));
});
