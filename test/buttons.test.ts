import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { buttonBlocks, closingButtonLinkBlocks } from '../src/clean/buttons.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const PAGE = `<html><body><main>
<h2>Managed security</h2>
<p>We watch your network day and night and answer every alert within minutes, with people who know your systems.</p>
<p><a class="btn btn-primary" href="/start">Get started</a></p>
<p><a class="elementor-button-link" href="/plans"><span>See plans</span></a></p>
<div><button type="button">Book now</button></div>
<p>Read the <a href="/report">full report</a> on last year's incidents before you choose a provider for your team.</p>
<p><a class="button" href="/guide">Download the complete guide to choosing a managed security provider</a></p>
</main></body></html>`;

test('buttons: a call-to-action link or button of a few words is marked, a link inside a sentence is not', () => {
  const blocks = blocksOf(PAGE);
  const marked = buttonBlocks(
    blocks,
    blocks.map(() => true),
    5,
  );
  const texts = blocks.filter((_, i) => marked[i]).map((b) => b.text);
  assert.deepEqual(texts, ['Get started', 'See plans', 'Book now']);
  // A button holding more words than the limit is left alone (the long "Download…" link above; with a limit of
  // one word, every button here).
  const strict = buttonBlocks(
    blocks,
    blocks.map(() => true),
    1,
  );
  assert.equal(
    strict.reduce((a, b) => a + b, 0),
    0,
  );
});

test('buttons: dropButtons in the second pass drops them and keeps the text around them', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, () => 0.1);
  const base = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(before.includes('Get started'));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropButtons: 5 }));
  assert.ok(!after.includes('Get started') && !after.includes('See plans') && !after.includes('Book now'));
  assert.ok(after.some((t) => t.startsWith('We watch your network')));
  assert.ok(after.includes('full report'));
});

const CARDS = `<html><body><main>
<h2>Data analytics</h2>
<p>We turn the data your teams already collect into reports your managers read, and keep the pipelines running.</p>
<p><a class="cmp-button" href="/analytics">Learn more about data analytics managed services</a></p>
<div><span>Ends 4/30</span><a class="btn" href="/brand">Shop Van Gogh Watercolors</a></div>
<div><button type="button">Batch data processing</button></div>
</main></body></html>`;

test('buttons: a button link closing a passage is marked late, a card title under a short label is not', () => {
  const blocks = blocksOf(CARDS);
  const marked = closingButtonLinkBlocks(
    blocks,
    blocks.map(() => true),
    12,
    8,
  );
  const texts = blocks.filter((_, i) => marked[i]).map((b) => b.text);
  // Never a <button> element: a tab's or an accordion's title.
  assert.deepEqual(texts, ['Learn more about data analytics managed services']);
});

test('buttons: dropButtonsLate drops a long button link the first pass left', () => {
  const blocks = blocksOf(CARDS);
  const post = posteriors(blocks, () => 0.1);
  const base = { keepBelow: 0.5, region: 0, dropButtons: 3 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(before.includes('Learn more about data analytics managed services'));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropButtonsLate: 12 }));
  assert.ok(!after.includes('Learn more about data analytics managed services'));
  assert.ok(after.includes('Shop Van Gogh Watercolors'));
  assert.ok(after.some((t) => t.startsWith('We turn the data')));
});
