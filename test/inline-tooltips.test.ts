import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// An article whose glossary terms carry a definition bubble inside the sentence (conductor.com's `Term_tooltip`),
// and a pricing list whose item is its own tooltip-named label (the label is the item's whole text: it stays).
const PAGE =
  `<html><body><div class="post"><h1>SEO trends for the coming year</h1>` +
  `<p>Search engines change how they rank pages, and the <span class="term"><dfn class="term-word">competition</dfn>` +
  `<span class="term-tooltip"><strong>Competition</strong><br>Businesses generally know who their competitors are on the open market.</span></span>` +
  ` for attention grows every year, so the plan needs care.</p>` +
  `<p>The second paragraph of the article, long enough to be running text, and on it goes for a while.</p>` +
  `<ul><li><span class="tooltip">Custom coded and pre-built email templates</span></li></ul></div>` +
  `</body></html>`;
const params: AutoParams = { keepBelow: 0.5, region: 0 };

test('inline tooltips: a definition bubble inside a paragraph goes, the sentence and a label stay', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, () => 0.1);
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(
    before.some((t) => t.startsWith('Businesses generally')),
    `${before}`,
  );
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, inlineTooltips: 1 }));
  assert.ok(!after.some((t) => t.startsWith('Businesses generally')), `${after}`);
  for (const start of [
    'Search engines',
    'competition',
    'for attention',
    'The second paragraph',
    'Custom coded',
  ])
    assert.ok(
      after.some((t) => t.startsWith(start)),
      `${start}: ${after}`,
    );
});

test('inline tooltips: nothing goes when the bubble is all the page keeps', () => {
  const html =
    `<html><body><p>Term <span class="tooltip">The only kept text on the page, a bubble of words.</span></p>` +
    `</body></html>`;
  const blocks = blocksOf(html);
  const probs = posteriors(blocks, (b) => (b.text.startsWith('The only') ? 0.1 : 0.9));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, inlineTooltips: 1 }));
  assert.ok(
    after.some((t) => t.startsWith('The only')),
    `${after}`,
  );
});
