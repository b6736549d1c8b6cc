import assert from 'node:assert/strict';
import { test } from 'node:test';
import { articleRegionOf } from '../src/clean/article/mode.js';
import { declaredBody } from '../src/clean/article/semantic-body.js';
import { blocksOf } from './helpers/second-pass.js';

const PROMO =
  'Our print edition is out now, with forty pages of new designers, a long interview with the photographer of the season, a portfolio of young talent from five cities, a guide to the shows you should not miss this autumn, and much, much more, so pick up a copy today.';
const LINE = 'The designer shows her new line in a small gallery in the east of the city this week.';

// A magazine page: a promo panel with one long paragraph, then the page's one <article> whose story is a few
// short lines (Readability's scoring prefers the panel's long paragraph).
const magazine = (storyLines: number, extra = '') =>
  `<html><body><section class="container"><div><div class="panel"><div class="content"><h4>In print now</h4><p>${PROMO}</p></div></div></div><article><div><h1>A new line</h1>${Array.from(
    { length: storyLines },
    (_, i) => `<p>${LINE} Note ${i}.</p>`,
  ).join('')}</div></article>${extra}</section></body></html>`;

const regionText = (html: string, params: object) => {
  const blocks = blocksOf(html);
  const region = articleRegionOf(blocks, { article: 1, ...params }, null);
  return region ? blocks.filter((_, i) => region.inside[i]).map((b) => b.text) : [];
};

test("the region moves from a promo panel to the page's one <article> (articleDeclaredBody)", () => {
  const html = magazine(4);
  assert.ok(
    regionText(html, {}).some((t) => t.startsWith('Our print edition')),
    'without the key: the panel',
  );
  const moved = regionText(html, { articleDeclaredBody: 0.8 });
  assert.ok(moved.some((t) => t.startsWith('The designer shows')));
  assert.ok(!moved.some((t) => t.startsWith('Our print edition')));
});

test('no move when the <article> holds too few words, or when the page has two <article>s', () => {
  assert.ok(
    regionText(magazine(1), { articleDeclaredBody: 0.8 }).some((t) => t.startsWith('Our print edition')),
  );
  const two = magazine(4, `<article><p>${LINE}</p></article>`);
  assert.equal(declaredBody(blocksOf(two), null), null);
  assert.ok(regionText(two, { articleDeclaredBody: 0.8 }).some((t) => t.startsWith('Our print edition')));
});

test('an itemprop articleBody is the declared body before any <article>', () => {
  const html = `<html><body><article><div itemprop="articleBody"><p>${LINE}</p></div><p>${LINE}</p></article></body></html>`;
  const body = declaredBody(blocksOf(html), null);
  assert.equal(body?.name, 'div');
});

test('no move when a run of repeated modules lies in the <article> (a service page built of sections)', () => {
  const module = (i: number) =>
    `<div class="module"><h2>Service number ${i}</h2><p>${LINE} Call us for service ${i}.</p></div>`;
  const html = `<html><body><div class="panel"><div class="content"><p>${PROMO}</p></div></div><article>${Array.from(
    { length: 5 },
    (_, i) => module(i),
  ).join('')}</article></body></html>`;
  assert.ok(regionText(html, { articleDeclaredBody: 0.8 }).some((t) => t.startsWith('Our print edition')));
});
