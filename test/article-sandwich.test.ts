import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes.</p>`;
// A story whose third paragraph follows an inline ad slot: the CRF drops it with confidence (p(o) 0.95, above
// article mode's rescue), and a promo line of links in a paragraph of its own between kept ones.
const STORY = `<html><body><article class="story">${para(1)}${para(2)}<div class="ad-slot"></div>${para(3)}${para(4)}<p><a href="/a">Subscribe</a> to our <a href="/b">newsletter for the best stories of the week</a></p>${para(5)}</article></body></html>`;
const pO = (t: string) => (t.startsWith('Paragraph 3') ? 0.95 : t.startsWith('Paragraph') ? 0.1 : 0.95);

/** Article mode with the CRF's drop above its rescue bound, the sandwich on. */
const BASE: AutoParams = {
  keepBelow: 0.5,
  region: 0,
  article: 1,
  articleRescueBelow: 0.9,
  articleSandwich: 8,
};

/** The kept texts of `html` under `params`, the CRF's p(o) from `pO`. */
function keptTexts(html: string, params: AutoParams): string[] {
  const blocks = blocksOf(html);
  return kept(
    blocks,
    secondPass(
      blocks,
      posteriors(blocks, (b) => pO(b.text)),
      LABELS,
      params,
    ),
  );
}
const hasThird = (texts: string[]) => texts.some((t) => t.startsWith('Paragraph 3'));

test('sandwich: a dropped paragraph between kept sibling paragraphs comes back, a paragraph of links does not', () => {
  const before = keptTexts(STORY, { ...BASE, articleSandwich: 0 });
  assert.ok(!hasThird(before), `${before}`);
  const after = keptTexts(STORY, BASE);
  assert.ok(hasThird(after), `${after}`);
  assert.ok(!after.includes('Subscribe'), `${after}`);
});

test('sandwich: a dropped paragraph after the last kept one stays dropped', () => {
  const html = `<html><body><article class="story">${para(1)}${para(2)}${para(4)}${para(3)}</article></body></html>`;
  const after = keptTexts(html, { keepBelow: 0.5, region: 0, article: 1, articleSandwich: 8 });
  assert.ok(!hasThird(after), `${after}`);
});

test('sandwich: a dropped paragraph between kept cousins comes back only with articleSandwichCousins', () => {
  const mid = 'Paragraph 3 of the story, the dropped one, with words enough to be running text here.';
  const html = `<html><body><article><div class="list"><div class="it">${para(1)}${para(2)}</div><div class="it"><p>${mid}</p></div><div class="it">${para(4)}${para(5)}</div></div></article></body></html>`;
  const before = keptTexts(html, BASE);
  assert.ok(!hasThird(before), `${before}`);
  const after = keptTexts(html, { ...BASE, articleSandwichCousins: 1 });
  assert.ok(hasThird(after), `${after}`);
});

test('sandwich: a dropped list item between kept items of its list comes back only with articleSandwichItems', () => {
  const li = (k: number) =>
    `<li>Paragraph ${k} of the plan, long enough to be running text, with a clause or two.</li>`;
  const html = `<html><body><article>${para(1)}<ul>${li(2)}${li(3)}${li(4)}</ul>${para(5)}</article></body></html>`;
  const before = keptTexts(html, BASE);
  assert.ok(!hasThird(before), `${before}`);
  const after = keptTexts(html, { ...BASE, articleSandwichItems: 1 });
  assert.ok(hasThird(after), `${after}`);
});
