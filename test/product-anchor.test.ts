import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { productAnchor } from '../src/clean/product-anchor.js';
import { productRegion } from '../src/clean/product-region.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';

// A shop page whose scripts reveal the content: everything under the wrapper is display:none in the HTML.
const PAGE = (
  wrapper: string,
) => `<html><body><div class="menu"><p>Shop all, new arrivals, gift cards and store locator.</p></div>
<div class="reveal" ${wrapper}><div class="product"><h1>Trail pack 25</h1>
<p>A light day pack with a padded back panel, side pockets for bottles and a removable hip belt.</p></div>
<div class="newsletter"><p>Sign up to our newsletter for ten percent off your first order.</p></div></div></body></html>`;

function blocksOf(html: string) {
  const doc = parseHtml5(html);
  preclean(doc, { keepMenus: false });
  return buildBlocks(doc);
}

test('product anchor: the first visible h1; a hidden h1 only at level 1', () => {
  const visible = blocksOf(PAGE(''));
  assert.equal(productAnchor(visible, hiddenBlocks(visible), 0)?.name, 'h1');
  const hidden = blocksOf(PAGE('style="display:none"'));
  const h = hiddenBlocks(hidden);
  assert.equal(productAnchor(hidden, h, 0), null);
  assert.equal(productAnchor(hidden, h, 1)?.name, 'h1');
  // A visible h1 wins over an earlier hidden one.
  const both = blocksOf(
    PAGE('').replace('<div class="menu">', '<div hidden><h1>Menu</h1></div><div class="menu">'),
  );
  const anchor = productAnchor(both, hiddenBlocks(both), 1);
  const name = both.find((b) => b.text === 'Trail pack 25')!.node;
  assert.ok(anchor === name || anchor === name.parent);
  // No h1 at all: no anchor at any level.
  const none = blocksOf(PAGE('').replace(/h1>/g, 'h2>'));
  assert.equal(productAnchor(none, hiddenBlocks(none), 1), null);
});

test('product region: a page revealed by its scripts grows its region from the hidden h1 at level 1', () => {
  const blocks = blocksOf(PAGE('style="display:none"'));
  const all = blocks.map(() => true);
  const h = hiddenBlocks(blocks);
  assert.equal(productRegion(blocks, all, h, 0.4, 0), null);
  const region = productRegion(blocks, all, h, 0.4, 1);
  assert.ok(region);
  assert.deepEqual(
    blocks.filter((b) => region.has(b.node)).map((b) => b.text.slice(0, 12)),
    ['Trail pack 2', 'A light day '],
  );
});

test('product region: counting words outside links, a carousel of linked cards does not pull the region up', () => {
  const card = (n: number) =>
    `<li><a href="/p/${n}">Trail pack ${n} in a different colour with matching hip belt and bottle pockets</a></li>`;
  const html = `<html><body><div class="page"><div class="product"><h1>Trail pack 25</h1>
<p>A light day pack with a padded back panel, side pockets for bottles and a removable hip belt.</p></div>
<div class="similar"><ul>${[1, 2, 3, 4, 5].map(card).join('')}</ul></div></div></body></html>`;
  const blocks = blocksOf(html);
  const all = blocks.map(() => true);
  const h = hiddenBlocks(blocks);
  const texts = (region: Set<unknown> | null) =>
    blocks.filter((b) => region?.has(b.node)).map((b) => b.text.slice(0, 12));
  // All kept words: the cards hold most of them, so only the page wrapper holds the share.
  assert.equal(texts(productRegion(blocks, all, h, 0.6, 0, false)).length, 7);
  assert.deepEqual(texts(productRegion(blocks, all, h, 0.6, 0, true)), ['Trail pack 2', 'A light day ']);
});
