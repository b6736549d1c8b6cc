// Related and promo boxes on a page whose run of entries is kept (`relatedBoxesRun`): a box holding none of the
// run goes, and so does one holding the whole run; a box that is one entry of several stays.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import type { PageSignals } from '../src/clean/page-kind.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const card = (i: number, cls = 'card') =>
  `<div class="${cls}"><a href="/p${i}">Monitor arm model ${i} for two screens</a><p>For monitors up to ${10 + i} kg</p></div>`;
const grid = times(8, (i) => card(i));
const widget =
  '<div class="box trending-courses"><h4>Trending Courses</h4><p>Covering Islam in America</p>' +
  '<p>Math for Journalists: Help With Numbers</p></div>';
const page = (body: string) => `<html><body><main><h1>Monitor arms</h1>${body}</main></body></html>`;

const NONE: PageSignals = { schemaTypes: [], ogType: null, dated: false };
// The page is no article (too few words), so the run of cards is kept.
const base = { keepBelow: 0.5, region: 0, article: 1, articleMinWords: 200, entries: 1, entriesShare: 0.1 };

function run(html: string, extra: Record<string, number>): string[] {
  const blocks = blocksOf(html);
  const post = posteriors(blocks, () => 0.3);
  return kept(blocks, secondPass(blocks, post, LABELS, { ...base, ...extra }, NONE));
}

test('a related (trending) box beside a kept run goes only with relatedBoxesRun', () => {
  const html = page(`<div class="grid">${grid}</div>${widget}`);
  const before = run(html, {});
  assert.ok(before.includes('Covering Islam in America'), `${before}`);
  const after = run(html, { relatedBoxesRun: 0.3 });
  assert.ok(!after.includes('Covering Islam in America') && !after.includes('Trending Courses'), `${after}`);
  assert.ok(after.includes('Monitor arm model 0 for two screens'));
});

test('a related box that is one entry of the kept run stays', () => {
  const html = page(`<div class="grid">${grid}${card(9, 'card trending')}</div>${widget}`);
  const after = run(html, { relatedBoxesRun: 0.3 });
  assert.ok(after.includes('Monitor arm model 9 for two screens'), `${after}`);
  assert.ok(!after.includes('Covering Islam in America'), `${after}`);
});

test('a utility class in the promo colour names no box', () => {
  const html = page(
    `<div class="grid">${grid}</div><div class="box"><div class="text-promo"><p>Clearance: while supplies last</p></div></div>`,
  );
  const after = run(html, { relatedBoxesRun: 0.3 });
  assert.ok(after.includes('Clearance: while supplies last'), `${after}`);
});
