import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { datedRegion } from '../src/clean/article/dated-region.js';
import { keepArticle } from '../src/clean/article/mode.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const SHORT =
  'The report says retailers who plan for shoppers of every age will win their spending and their loyalty for years to come.';

// A short post (under 100 words) beside a long box of other posts' headlines, all of it kept by the CRF;
// `byline` is the line above the post's paragraphs.
const pageWith = (byline: string) =>
  `<html><body><div id="wrap"><div class="main"><div class="post"><h3>Riding the wave</h3><p class="info">${byline}</p><p>${SHORT}</p><p>${SHORT}</p></div></div><div class="column"><ul class="more">${times(
    14,
    (i) =>
      `<li><a href="/s${i}">Another post of the week about shoppers and their habits, number ${i}</a></li>`,
  )}</ul></div></div></body></html>`;

const run = (html: string, extra: object) => {
  const blocks = blocksOf(html);
  const pO = new Float64Array(blocks.length).fill(0.2);
  const out: Label[] = blocks.map(() => 'p');
  const params = { article: 1, articleMinWords: 100, articleFullRegion: 0.2, ...extra };
  const isArticle = keepArticle(blocks, out, pO, () => 'p', params, 0.4);
  const kept = blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text);
  return { isArticle, kept };
};

test('a short dated post the CRF kept whole is the article at the lower share (articleFullRegionDated)', () => {
  const dated = pageWith('by Dick Stroud on 5 November, 2012 - 13:55');
  assert.ok(!run(dated, {}).isArticle, 'under articleMinWords: no lower share');
  const on = run(dated, { articleFullRegionDated: 25 });
  assert.ok(on.isArticle);
  assert.ok(on.kept.some((t) => t.startsWith('The report says')));
  assert.ok(!on.kept.some((t) => t.startsWith('Another post')), 'the box of headlines goes');
});

test('a short region with no date line (a list intro, a page summary) gets no lower share', () => {
  const undated = pageWith('Our team answers every call the same day');
  assert.ok(!run(undated, { articleFullRegionDated: 25 }).isArticle);
});

test('datedRegion reads a date line inside the region or just above it', () => {
  const blocks = blocksOf(
    '<html><body><h2>September 26, 2012</h2><div class="post"><h3>I am in</h3><p>Download the app today.</p></div><p>Other text</p></body></html>',
  );
  const inside = blocks.map((b) => (b.text === 'I am in' || b.text.startsWith('Download') ? 1 : 0));
  assert.ok(datedRegion(blocks, inside));
  const far = blocks.map((b) => (b.text === 'Other text' ? 1 : 0));
  assert.ok(datedRegion(blocks, far), 'within three blocks');
  assert.ok(!datedRegion(blocksOf('<html><body><p>No date here at all.</p></body></html>'), [1]));
});
