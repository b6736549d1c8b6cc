// Blocks built alike share their verdict (the corpus scope's second pass). A listing of reviews, a page of
// news items, a run of questions: every entry sits at the same place in the tree with the same markup, and
// CleanEval's gold keeps all or none of them, while a CRF trained on a few dozen pages keeps the first entries
// and drops the rest as its position features drift. Each block's p(o) is mixed with the word-weighted mean
// p(o) of the blocks that share its containers path and style key, as `region` does for a block's div/td.
import type { Block } from '../blocks/block.js';

export interface AlikeMixParams {
  /** Weight of the alike blocks' mean p(o) mixed into a block's own, 0..1 (0 or unset = off). */
  alikeMix?: number;
}

/** The key of the blocks a block is alike with: its enclosing elements' names and its style key. */
function alikeKey(b: Block): string {
  return `${b.containers.join('>')}|${b.styleKey}`;
}

/** `pO` mixed with the mean over each block's alike blocks (a new array; `pO` itself when off). */
export function mixAlike<A extends Float64Array>(
  blocks: readonly Block[],
  pO: A,
  params: AlikeMixParams,
): A | Float64Array<ArrayBuffer> {
  const w = params.alikeMix ?? 0;
  if (w <= 0) return pO;
  const n = blocks.length;
  const keys = blocks.map(alikeKey);
  const sum = new Map<string, number>();
  const weight = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const words = Math.max(blocks[i].words, 1);
    sum.set(keys[i], (sum.get(keys[i]) ?? 0) + words * pO[i]);
    weight.set(keys[i], (weight.get(keys[i]) ?? 0) + words);
  }
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = (1 - w) * pO[i] + (w * sum.get(keys[i])!) / weight.get(keys[i])!;
  return out;
}
