// Shared set-up of the segment-kind tests (`settleSegmentBounds` and the steps it runs): blocks built straight
// from the HTML, no preclean, and the two checks each step's test makes.
import assert from 'node:assert/strict';
import type { Block, Label } from '../../src/blocks/block.js';
import { buildBlocks } from '../../src/blocks/build.js';
import { type SegmentBoundParams, settleSegmentBounds } from '../../src/clean/segment-bounds.js';
import { parseHtml5 } from '../../src/html/parse.js';

export const page = (html: string): Block[] => buildBlocks(parseHtml5(html));

/** Each case's labels come out of `step` as they went in. */
export function assertUnchanged(
  cases: readonly (readonly [string, readonly Label[]])[],
  step: (blocks: Block[], out: Label[]) => void,
): void {
  for (const [html, labels] of cases) {
    const out = labels.slice();
    step(page(html), out);
    assert.deepEqual(out, labels, html);
  }
}

/** `settleSegmentBounds` leaves `labels` alone without `params`, and makes them `expected` with them. */
export function assertOnlyWhenSet(
  html: string,
  labels: readonly Label[],
  params: SegmentBoundParams,
  expected: readonly Label[],
): void {
  const blocks = page(html);
  const off = labels.slice();
  settleSegmentBounds(blocks, off, {});
  assert.deepEqual(off, labels);
  const on = labels.slice();
  settleSegmentBounds(blocks, on, params);
  assert.deepEqual(on, expected);
}
