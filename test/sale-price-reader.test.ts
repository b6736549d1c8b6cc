import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { screenReaderBlocks } from '../src/clean/hidden.js';
import { salePriceReaderBlocks } from '../src/clean/sale-price-reader.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';

// A WooCommerce card's sale price (hidden struck and inserted amounts, each read out by a screen-reader span),
// an Etsy-like card (the screen-reader price beside a hidden plain span) and a skip link.
const PAGE = `<html><body><a class="screen-reader-text" href="#main">Skip to content</a><main><ul class="products">
<li class="product"><h2>4WD Gear Bag</h2><span class="price"><del aria-hidden="true"><span class="amount">$30.00</span></del>
<span class="screen-reader-text">Original price was: $30.00.</span><ins aria-hidden="true"><span class="amount">$21.00</span></ins>
<span class="screen-reader-text">Current price is: $21.00.</span></span></li>
<li class="product"><h2>Leather Wallet</h2><p class="price"><span class="wt-screen-reader-only">Sale Price USD 55.25</span>
<span aria-hidden="true">USD 55.25</span></p></li>
</ul></main></body></html>`;

function blocksOf(html: string) {
  const doc = parseHtml5(html);
  preclean(doc, { keepMenus: false });
  return buildBlocks(doc);
}

test('sale price reader: the read-out prices beside hidden <del>/<ins> amounts, not a skip link or a plain hidden twin', () => {
  const blocks = blocksOf(PAGE);
  const reader = screenReaderBlocks(blocks, true);
  assert.deepEqual(
    blocks.filter((_, i) => reader[i]).map((b) => b.text),
    ['Skip to content', 'Original price was: $30.00.', 'Current price is: $21.00.', 'Sale Price USD 55.25'],
  );
  const price = salePriceReaderBlocks(blocks);
  assert.deepEqual(
    blocks.filter((_, i) => price[i]).map((b) => b.text),
    ['Original price was: $30.00.', 'Current price is: $21.00.'],
  );
});
