import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { sureBlocks, sureTextBlocks } from '../src/clean/article/sure-blocks.js';
import { secondPass } from '../src/clean/auto.js';
import { declaresForSale, NO_SIGNALS } from '../src/clean/page-kind.js';
import { ARTICLE_AND_ENTRIES, blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

test('blocks the CRF kept with near certainty come back after article mode dropped them', () => {
  // Four blocks: the description the region missed (p(o) 0.01), a sidebar teaser the CRF kept with doubt
  // (0.3), the region's own paragraph, and a footer the CRF dropped.
  const before: Label[] = ['p', 'p', 'p', 'o'];
  const out: Label[] = ['o', 'o', 'p', 'o'];
  const pO = Float64Array.from([0.01, 0.3, 0.0, 0.005]);
  assert.deepEqual([...sureBlocks(before, out, pO, 0.05)], [1, 0, 0, 0]);
  // A bound of 0 brings nothing back.
  assert.deepEqual([...sureBlocks(before, out, pO, 0)], [0, 0, 0, 0]);
});

test('a page is for sale when its schema.org markup declares a product or an offer and no article', () => {
  assert.equal(declaresForSale({ ...NO_SIGNALS, schemaTypes: ['Offer'] }), true);
  assert.equal(declaresForSale({ ...NO_SIGNALS, schemaTypes: ['Product', 'AggregateRating'] }), true);
  assert.equal(declaresForSale({ ...NO_SIGNALS, schemaTypes: ['BlogPosting'], ogType: 'product' }), false);
  assert.equal(declaresForSale({ ...NO_SIGNALS, schemaTypes: ['NewsArticle', 'Product'] }), false);
  assert.equal(declaresForSale(NO_SIGNALS), false);
});

test('on a list page kept as an article with its run, a block the CRF was sure of comes back', () => {
  const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
  const intro =
    '<p>This is an index of notable programming languages, in current or historical use, with a line or two about each one, sorted by name, and kept up to date by its editors, who add new ones, remove old ones and fix the links, as well as they can.</p>';
  // A shop's buying guide in its own box below the list, away from the region article mode takes.
  const html = `<html><body><div id="content"><h1>List of languages</h1>${intro}<ul>${times(
    30,
    (i) => `<li class="entry"><a href="/wiki/L${i}">Language number ${i}</a> by its makers</li>`,
  )}</ul></div><div class="guide"><div><p>How to choose a language: read its guide first.</p></div></div></body></html>`;
  const blocks = blocksOf(html);
  const post = posteriors(blocks, (b) =>
    b.text.startsWith('How to choose')
      ? 0.01
      : b.linkWords > 0 || b.text.includes('by its makers')
        ? 0.9
        : 0.1,
  );
  const params = {
    ...ARTICLE_AND_ENTRIES,
    entriesListingShare: 0.4,
    entriesListingMin: 15,
    entriesListingLinks: 0.4,
    entriesListingMaxEntry: 0.2,
  };
  const guide = (extra: object) =>
    kept(blocks, secondPass(blocks, post, LABELS, { ...params, ...extra })).some((t) =>
      t.startsWith('How to choose'),
    );
  assert.ok(!guide({}), 'article mode drops it');
  assert.ok(guide({ articleSureRuns: 0.05 }));
  assert.ok(!guide({ articleSureRuns: 0.005 }), 'not sure enough');
});

test('on a page with a run not kept, only sure blocks of running text come back, not short or linked lines', () => {
  const html =
    '<div><p>A customer quote the region left out, long enough to read as text of its own.</p><ul><li>Popular</li><li><a href="/a">Ten icons for bloggers to download now</a></li></ul></div>';
  const blocks = blocksOf(html);
  const before: Label[] = blocks.map(() => 'p');
  const out: Label[] = blocks.map(() => 'o');
  const pO = new Float64Array(blocks.length).fill(0.01);
  const texts = (marks: Uint8Array) => blocks.filter((_, i) => marks[i]).map((b) => b.text.split(' ')[0]);
  assert.deepEqual(texts(sureTextBlocks(blocks, before, out, pO, 0.2, 8)), ['A']);
  // Without a word bound the short line comes back too; the link line never does.
  assert.deepEqual(texts(sureTextBlocks(blocks, before, out, pO, 0.2, 0)), ['A', 'Popular']);
});
