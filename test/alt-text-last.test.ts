import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { altTextBlocks } from '../src/clean/second-pass/state.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A shop's header box: the name heading, a line saying what it is, and the colour picker's swatches, whose
// images carry the alt text; a grid of other wallets below.
const card = (n: number) =>
  `<div class="card"><a href="/w${n}"><h3>Wallet model ${n}</h3></a><p>Slim wallet number ${n} in leather.</p><a href="/w${n}">Shop now</a></div>`;
const PAGE = `<html><body><main>
<div class="hero"><h1>Carbon fibre wallet</h1>
<p>A slim wallet of carbon fibre plates held by an elastic band, for eight cards and a few folded notes.</p>
<div class="swatches"><img src="a.jpg" alt="carbon-fiber option"><img src="b.jpg" alt="aluminum-black selected"></div></div>
<div class="grid">${[1, 2, 3, 4, 5, 6].map(card).join('')}</div>
</main></body></html>`;

const ALT = ['carbon-fiber option', 'aluminum-black selected'];

test('alt text: the blocks of an image alt text below the word cap are marked, no other', () => {
  const blocks = blocksOf(PAGE);
  const marked = altTextBlocks(blocks, 5);
  assert.deepEqual(
    blocks.filter((_, i) => marked[i]).map((b) => b.text),
    ALT,
  );
  assert.equal(altTextBlocks(blocks, 2).filter((x) => x).length, 0);
});

test('alt text: dropAltTextLast drops the alt text a later step brought back around kept text', () => {
  const blocks = blocksOf(PAGE);
  // The CRF keeps the name heading only; the header box's intro step brings back the rest of the box.
  const post = posteriors(blocks, (b) => (b.containers.includes('h1') ? 0.1 : 0.9));
  const base = { keepBelow: 0.5, region: 0, entries: 1, dropAltText: 1000000, headingIntro: 0.97 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(
    ALT.every((t) => before.includes(t)),
    before.join(' | '),
  );
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropAltTextLast: 2 }));
  assert.ok(!ALT.some((t) => after.includes(t)));
  assert.ok(after.some((t) => t.startsWith('A slim wallet')));
  assert.ok(after.includes('Carbon fibre wallet'));
});
