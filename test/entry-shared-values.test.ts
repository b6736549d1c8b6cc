import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { findEntries } from '../src/clean/entries.js';
import { sharedValue } from '../src/clean/entry-fields.js';
import { dropRepeats } from '../src/clean/repeats.js';
import { blocksOf } from './helpers/second-pass.js';

// A shop's grid: each card's name, a spec line that two cards share, and a price; the first card's teaser
// repeats its own name word for word.
const specs = [
  'For monitors: 5 to 22 lbs',
  'For monitors: 9 to 50 lbs',
  'For monitors: 5 to 22 lbs',
  'For monitors: 3 to 12 lbs',
  'For monitors: 8 to 30 lbs',
  'For monitors: 2 to 10 lbs',
];
const cards = specs
  .map(
    (s, i) =>
      `<div class="product-item"><p class="name">Single monitor arm model ${i}</p><p class="spec">${s}</p>` +
      `<p class="price">Starting at ${400 + i} dollars</p>${i === 0 ? '<p class="teaser">Single monitor arm model 0</p>' : ''}</div>`,
  )
  .join('');
const html = `<html><body><main><h1>Monitor arms</h1><div class="grid">${cards}</div></main></body></html>`;

const keptTexts = (withData: boolean) => {
  const blocks = blocksOf(html);
  const run = findEntries(blocks, { entriesShare: 0.1, entriesMin: 4 });
  assert.ok(run);
  const out: Label[] = blocks.map(() => 'p');
  dropRepeats(blocks, out, { dropDuplicates: 3 }, withData ? sharedValue(blocks, run) : undefined);
  return blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text);
};

test('entry fields: a value two entries share stays, a copy inside one entry goes', () => {
  const kept = keptTexts(true);
  assert.equal(kept.filter((t) => t === 'For monitors: 5 to 22 lbs').length, 2);
  assert.equal(kept.filter((t) => t === 'Single monitor arm model 0').length, 1);
});

test("entry fields: a text in half of a field's blocks is its constant and goes", () => {
  const blocks = blocksOf(html.replaceAll(/For monitors: \d+ to \d+ lbs/g, 'Ships free in two days'));
  const run = findEntries(blocks, { entriesShare: 0.1, entriesMin: 4 });
  assert.ok(run);
  const out: Label[] = blocks.map(() => 'p');
  dropRepeats(blocks, out, { dropDuplicates: 3 }, sharedValue(blocks, run));
  assert.equal(blocks.filter((b, i) => out[i] !== 'o' && b.text === 'Ships free in two days').length, 1);
});

test('entry fields: without the step, the shared value goes as a duplicate', () => {
  assert.equal(keptTexts(false).filter((t) => t === 'For monitors: 5 to 22 lbs').length, 1);
});

test("entry fields: a link's text shared by entries (a rating widget's) still goes", () => {
  const blocks = blocksOf(
    html.replaceAll(/For monitors: (\d+) to 22 lbs/g, '<a href="/r">For monitors: $1 to 22 lbs</a>'),
  );
  const run = findEntries(blocks, { entriesShare: 0.1, entriesMin: 4 });
  assert.ok(run);
  const out: Label[] = blocks.map(() => 'p');
  dropRepeats(blocks, out, { dropDuplicates: 3 }, sharedValue(blocks, run));
  assert.equal(blocks.filter((b, i) => out[i] !== 'o' && b.text === 'For monitors: 5 to 22 lbs').length, 1);
});

test('entry fields: a link field showing many values keeps a shared one (entriesSharedLinks)', () => {
  // Every card's spec line is a link (a job board's location, a news aggregator's "9 days ago"): five texts.
  const linked = html.replaceAll(/(For monitors: \d+ to \d+ lbs)/g, '<a href="/s">$1</a>');
  const keptCopies = (linkValues: number) => {
    const blocks = blocksOf(linked);
    const run = findEntries(blocks, { entriesShare: 0.1, entriesMin: 4 });
    assert.ok(run);
    const out: Label[] = blocks.map(() => 'p');
    dropRepeats(
      blocks,
      out,
      { dropDuplicates: 3 },
      sharedValue(blocks, run, { entriesSharedLinks: linkValues }),
    );
    return blocks.filter((b, i) => out[i] !== 'o' && b.text === 'For monitors: 5 to 22 lbs').length;
  };
  assert.equal(keptCopies(5), 2);
  // A field of fewer texts than asked (a tag, a rating widget) is no value field: the copy goes, as when off.
  assert.equal(keptCopies(6), 1);
  assert.equal(keptCopies(0), 1);
});

test('entry fields: a link styled as a button is no shared value (entriesSharedLinkButtons)', () => {
  // The same field of links, each drawn as a call to action ("Check price at …" under every product).
  const buttons = html.replaceAll(
    /(For monitors: \d+ to \d+ lbs)/g,
    '<a href="/s"><span class="price-button">$1</span></a>',
  );
  const keptCopies = (noButtons: number) => {
    const blocks = blocksOf(buttons);
    const run = findEntries(blocks, { entriesShare: 0.1, entriesMin: 4 });
    assert.ok(run);
    const out: Label[] = blocks.map(() => 'p');
    const params = { entriesSharedLinks: 5, entriesSharedLinkButtons: noButtons };
    dropRepeats(blocks, out, { dropDuplicates: 3 }, sharedValue(blocks, run, params));
    return blocks.filter((b, i) => out[i] !== 'o' && b.text === 'For monitors: 5 to 22 lbs').length;
  };
  assert.equal(keptCopies(0), 2);
  assert.equal(keptCopies(1), 1);
});
