import assert from 'node:assert/strict';
import { test } from 'node:test';
import { headingIntroBlocks } from '../src/clean/heading-intro.js';
import { blocksOf } from './helpers/second-pass.js';

const seo = Array.from(
  { length: 8 },
  (_, i) => `<p>Paragraph ${i} of a long buying guide about charcoal barbecues and their many sizes.</p>`,
).join('');
// A category page: its header box (name heading, a line of intro, a sort form, a link), the grid, then an SEO
// text that article mode takes.
const page =
  '<html><body><nav><a href="/">Home</a></nav><main><div class="head"><h1>Charcoal barbecues</h1>' +
  '<p>The most loved barbecue, in every size and for every budget.</p>' +
  '<p>Start with our <a href="/kettle">kettle grills</a> for the best taste.</p>' +
  '<form><label>Sort by</label><select><option>Price</option></select></form>' +
  '<p><a href="/guide">Read our buying guide</a></p></div>' +
  `<div class="grid">${'<div class="card"><a href="/p">Kettle grill 57 cm</a></div>'.repeat(6)}</div>` +
  `<div class="seo">${seo}</div></main></body></html>`;

const setUp = () => {
  const blocks = blocksOf(page);
  const kept = blocks.map((b) => b.text === 'Charcoal barbecues' || b.text.startsWith('Paragraph'));
  return { blocks, kept, texts: (m: Uint8Array) => blocks.filter((_, i) => m[i]).map((b) => b.text) };
};

test("heading intro: the intro in a kept <h1>'s header box comes back, not its forms or links", () => {
  const { blocks, kept, texts } = setUp();
  const marks = headingIntroBlocks(blocks, kept, new Float64Array(blocks.length).fill(0.5), {
    headingIntro: 0.9,
  });
  assert.deepEqual(texts(marks), [
    'The most loved barbecue, in every size and for every budget.',
    'Start with our',
    'kettle grills',
    'for the best taste.',
  ]);
});

test('heading intro: off, above the threshold, a dropped <h1>, or a box larger than the limit bring nothing', () => {
  const { blocks, kept, texts } = setUp();
  const pO = new Float64Array(blocks.length).fill(0.5);
  assert.deepEqual(texts(headingIntroBlocks(blocks, kept, pO, {})), []);
  assert.deepEqual(texts(headingIntroBlocks(blocks, kept, pO.fill(0.95), { headingIntro: 0.9 })), []);
  const noH1 = kept.map((k, i) => k && blocks[i].text !== 'Charcoal barbecues');
  assert.deepEqual(texts(headingIntroBlocks(blocks, noH1, pO.fill(0.5), { headingIntro: 0.9 })), []);
  const small = { headingIntro: 0.9, headingIntroWords: 5 };
  assert.deepEqual(texts(headingIntroBlocks(blocks, kept, pO, small)), []);
  const share = { headingIntro: 0.9, headingIntroShare: 0.05 };
  assert.deepEqual(texts(headingIntroBlocks(blocks, kept, pO, share)), []);
});
