import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ArticleRegion } from '../src/clean/article/region.js';
import { regionOverRun } from '../src/clean/article/region-over-run.js';
import { findEntries } from '../src/clean/entries.js';
import type { ElementNode } from '../src/html/node.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const BLURB =
  'How the team rebuilt the search service so that it stays up when one of its data centres goes down.';
const PROMO =
  'Dive into the key findings of this year report on open source, with interviews of the people who maintain the most used projects.';

// A blog's front page: its <main> holds a grid of post cards and, below it, a promo box of running text.
const front = `<html><body><header><a href="/">Home</a></header><main>${times(
  12,
  (i) => `<div class="card"><h2><a href="/p${i}">Post number ${i} of the blog</a></h2><p>${BLURB}</p></div>`,
)}<section class="promo"><h3>Our report</h3><p>${PROMO}</p><p>${PROMO}</p></section></main></body></html>`;

function ancestorNamed(e: ElementNode, name: string): ElementNode {
  for (let n: ElementNode | null = e; n; n = n.parent?.kind === 'element' ? n.parent : null)
    if (n.name === name) return n;
  throw new Error(`no ${name}`);
}

test('region over run: a region whose top holds the run but keeps only a promo box is undone', () => {
  const blocks = blocksOf(front);
  const run = findEntries(blocks, {});
  assert.ok(run);
  const promo = blocks.map((b) => (b.text === PROMO || b.text === 'Our report' ? 1 : 0));
  const first = promo.indexOf(1);
  const region: ArticleRegion = {
    inside: Uint8Array.from(promo),
    top: ancestorNamed(blocks[first].node, 'main'),
  };
  assert.ok(regionOverRun(blocks, run, region, { articleOverRun: 0.3 }));
  assert.ok(!regionOverRun(blocks, run, region, {}), 'off by default');
  // A region keeping the run's own words (the run is the article's paragraphs) is left alone.
  const all = blocks.map((b) => (b.node !== blocks[0].node ? 1 : 0));
  assert.ok(
    !regionOverRun(blocks, run, { ...region, inside: Uint8Array.from(all) }, { articleOverRun: 0.3 }),
  );
  // So is a region whose top does not hold the run (a story beside a grid of teasers).
  const box = ancestorNamed(blocks[first].node, 'section');
  assert.ok(!regionOverRun(blocks, run, { ...region, top: box }, { articleOverRun: 0.3 }));
});
