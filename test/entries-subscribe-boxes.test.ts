import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { subscribeBoxBlocks } from '../src/clean/article/subscribe-boxes.js';
import { parseHtml5 } from '../src/html/parse.js';

// A shop's grid whose cards all carry `subscription-eligible`, and one newsletter box under the grid.
const card = (k: number) =>
  `<li class="grid__item"><div class="card-wrapper subscription-eligible"><a href="/p/${k}">Coffee blend ${k}</a><span class="price">$1${k}.99</span></div></li>`;
const html = `<html><body><main><ul class="product-grid">${[1, 2, 3, 4, 5, 6].map(card).join('')}</ul>
  <div class="newsletter"><p>Get our roasts news in your inbox.</p></div></main></body></html>`;
const blocks = buildBlocks(parseHtml5(html));
const kept = blocks.map(() => true);
const dropped = (drop: Uint8Array) => blocks.filter((_, i) => drop[i]).map((b) => b.text);

test('cards repeating a subscribe word are not sign-up boxes; the one box beside them is', () => {
  assert.deepEqual(dropped(subscribeBoxBlocks(blocks, kept, 0.3, true)), [
    'Get our roasts news in your inbox.',
  ]);
});

test('without the repetition rule the cards would go with the box', () => {
  const drop = dropped(subscribeBoxBlocks(blocks, kept, 0.3));
  assert.ok(drop.includes('Coffee blend 1'));
  assert.ok(drop.includes('Get our roasts news in your inbox.'));
});
