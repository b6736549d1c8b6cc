import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { isLandingPage } from '../src/clean/landing.js';
import { declaresArticle, NO_SIGNALS, type PageSignals } from '../src/clean/page-kind.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

// A page of four headed sections, each in a wrapper of its own (a page builder's blocks): a service's landing
// page or an article built with one.
const PAGE = `<html><body><section class="hero"><div class="container"><h1>Choosing a heat pump</h1>${times(
  4,
  (k) => `<p>Heat pumps move warmth from outside air into the house, part ${k}, and cost little to run.</p>`,
)}</div></section>${times(
  4,
  (i) =>
    `<section class="block"><div class="container"><h2>Question ${i}</h2><p>The answer to question ${i} depends on the size of the house and on how well its walls keep the warmth in.</p></div></section>`,
)}</body></html>`;

test('declared article: a schema.org article type or og:type "article"', () => {
  assert.ok(declaresArticle({ ...NO_SIGNALS, ogType: 'article' }));
  assert.ok(declaresArticle({ ...NO_SIGNALS, schemaTypes: ['WebPage', 'Product', 'NewsArticle'] }));
  assert.ok(!declaresArticle({ ...NO_SIGNALS, schemaTypes: ['WebPage', 'Product'], ogType: 'product' }));
  assert.ok(!declaresArticle(NO_SIGNALS));
});

test('declared article: article mode dropping its headed sections is undone only past landingArticleSections', () => {
  const blocks = blocksOf(PAGE);
  const before: Label[] = blocks.map(() => 'p');
  // Article mode kept the hero and dropped the four sections the CRF was sure of.
  const after: Label[] = blocks.map((b) => (b.text.startsWith('The answer') ? 'o' : 'p'));
  const pO = new Float64Array(blocks.length).fill(0.1);
  const params = { landingSections: 3, landingBelow: 0.3 };
  const article: PageSignals = { ...NO_SIGNALS, ogType: 'article' };
  // Undeclared, or the step off: three dropped sections make a landing page.
  assert.ok(isLandingPage(blocks, before, after, pO, params, NO_SIGNALS));
  assert.ok(isLandingPage(blocks, before, after, pO, { ...params, landingArticleSections: 0 }, article));
  // Declared an article: it takes as many dropped sections as the key says.
  assert.ok(isLandingPage(blocks, before, after, pO, { ...params, landingArticleSections: 4 }, article));
  assert.ok(!isLandingPage(blocks, before, after, pO, { ...params, landingArticleSections: 5 }, article));
  // The key does not touch an undeclared page.
  assert.ok(isLandingPage(blocks, before, after, pO, { ...params, landingArticleSections: 5 }, NO_SIGNALS));
});

test("declared article: with landingArticleByline, only a page showing its author's byline asks more", () => {
  const byline = '<p class="byline">By Jane Doe</p>';
  const params = {
    landingSections: 3,
    landingBelow: 0.3,
    landingArticleSections: 5,
    landingArticleByline: 1,
  };
  const article: PageSignals = { ...NO_SIGNALS, ogType: 'article' };
  for (const [page, landing] of [
    [PAGE, true],
    [PAGE.replace('</h1>', `</h1>${byline}`), false],
  ] as const) {
    const blocks = blocksOf(page);
    const before: Label[] = blocks.map(() => 'p');
    const after: Label[] = blocks.map((b) => (b.text.startsWith('The answer') ? 'o' : 'p'));
    const pO = new Float64Array(blocks.length).fill(0.1);
    assert.equal(isLandingPage(blocks, before, after, pO, params, article), landing);
  }
});
