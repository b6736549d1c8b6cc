import assert from 'node:assert/strict';
import { test } from 'node:test';
import { teaserCardBlocks } from '../src/clean/article/teaser-cards.js';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes for a while, until it reaches its own end here.</p>`;
// Another story's card built of plain <div>s: a category, its linked title, its excerpt.
const card = (k: number) =>
  `<div class="post-item wide"><span>News</span><h3><a href="/other-${k}">Another story number ${k} of the day</a></h3><p>Its excerpt ${k}, a few words long about something else.</p></div>`;
const cards = (n: number) => [...Array(n).keys()].map((k) => card(k + 1)).join('');
const page = (before: string, after: string) =>
  `<html><body><main><h1>The story</h1>${before}${para(1)}${para(2)}${para(3)}${para(4)}<h2>More stories</h2><div class="list">${after}</div></main></body></html>`;

const all = (html: string) => {
  const blocks = blocksOf(html);
  return { blocks, out: blocks.map(() => 'p' as const) };
};
const marked = (html: string, share = 0.5) => {
  const { blocks, out } = all(html);
  const drop = teaserCardBlocks(blocks, out, share);
  return blocks.filter((_, i) => drop[i]).map((b) => b.text);
};

test('teaser cards: a closing run of 4 linked cards after the body goes, its heading too', () => {
  const drop = marked(page('', cards(4)));
  assert.ok(drop.includes('More stories'), `${drop}`);
  assert.ok(drop.some((t) => t.startsWith('Another story number 4')));
  assert.ok(!drop.some((t) => t.startsWith('Paragraph')));
});

test('teaser cards: three boxes closing a page stay (a service page’s offers)', () => {
  assert.equal(marked(page('', cards(3))).length, 0);
});

test('teaser cards: a page whose body holds cards too keeps them (a page of card grids)', () => {
  assert.equal(marked(page(`<div class="grid">${cards(4)}</div>`, cards(4)), 0.9).length, 0);
});

test('teaser cards: a run holding more than the share of the kept words stays', () => {
  assert.equal(marked(page('', cards(12))).length, 0);
});

test('teaser cards: the second pass drops them only with articleTeaserCards', () => {
  const html = page('', cards(4));
  const blocks = blocksOf(html);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1 };
  const signals = { schemaTypes: [], ogType: 'article' };
  const excerpt = 'Its excerpt 2, a few words long about something else.';
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, params, signals)).includes(excerpt));
  const after = kept(
    blocks,
    secondPass(blocks, probs, LABELS, { ...params, articleTeaserCards: 0.5 }, signals),
  );
  assert.ok(!after.includes(excerpt), `${after}`);
  assert.ok(after.some((t) => t.startsWith('Paragraph 4')));
});
