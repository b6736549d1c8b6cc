import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { buttonBlocks } from '../src/clean/buttons.js';
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
