import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { landingGapBlocks } from '../src/clean/landing-gaps.js';
import { parseHtml5 } from '../src/html/parse.js';

const para = (t: string) =>
  `<p>${t} We plan, build and look after gardens for homes and offices all year round.</p>`;
const shared = 'A one-hour visit to measure the garden, test the soil and agree on a plan with you';

/** The texts brought back when every block but those from `from` to `to` (texts' starts) is kept. */
function back(html: string, from: string, to: string, copiesAbove: number): string[] {
  const blocks = buildBlocks(parseHtml5(html));
  const start = blocks.findIndex((b) => b.text.startsWith(from));
  const end = blocks.findIndex((b) => b.text.startsWith(to));
  const kept = blocks.map((_, i) => i < start || i > end);
  const out = landingGapBlocks(blocks, kept, { landingGaps: 0.2, landingGapsCopiesAbove: copiesAbove });
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

// Two packages list their deliverables; the second repeats one line of the first. The first package's list is
// dropped, the second's kept: the first showing of the repeated line, above its kept copy, is no copy.
const packages =
  `<main>${para('Design.')}<h3>Starter package</h3><ul><li>${shared}</li><li>Two planting days</li>` +
  `<li>Pruning of hedges and trees</li><li>A written care plan for the year</li></ul>` +
  `${para('Care.')}<h3>Full package</h3><ul><li>${shared}</li><li>Weekly mowing and weeding</li></ul>${para('More.')}</main>`;

test("a card's list sharing one line with a kept list comes back with landingGapsCopiesAbove", () => {
  const starter = [
    'Starter package',
    shared,
    'Two planting days',
    'Pruning of hedges and trees',
    'A written care plan for the year',
  ];
  assert.deepEqual(back(packages, 'Starter', 'A written', 1), starter);
  // Off: any copy of kept text refuses the gap.
  assert.deepEqual(back(packages, 'Starter', 'A written', 0), []);
});

test('a gap holding a copy of text kept above it stays out', () => {
  // A responsive layout's second version of a kept paragraph, dropped with its button.
  const html =
    `<main>${para('Design.')}<div class="desktop"><p>${shared}</p></div>` +
    `<div class="mobile"><p>${shared}</p><p>Call</p></div>${para('Care.')}</main>`;
  const blocks = buildBlocks(parseHtml5(html));
  const secondCopy = blocks.map((b) => b.text).lastIndexOf(shared);
  const kept = blocks.map((b, i) => i !== secondCopy && b.text !== 'Call');
  const out = landingGapBlocks(blocks, kept, { landingGaps: 0.2, landingGapsCopiesAbove: 1 });
  assert.deepEqual([...out].filter((x) => x).length, 0);
});
