// Blocks built alike share their verdict (the corpus scope's second pass). A listing of reviews, a page of
// news items, a run of questions: every entry sits at the same place in the tree with the same markup, and
// CleanEval's gold keeps all or none of them, while a CRF trained on a few dozen pages keeps the first entries
// and drops the rest as its position features drift. Each block's p(o) is mixed with the word-weighted mean
// p(o) of the blocks that share its containers path and style key, as `region` does for a block's div/td.
// The same holds for the kind of segment the entries open: the gold calls every entry's title `h` or every one
// `l` (sites differ), while the CRF's kinds flip from entry to entry; an opening block's p/h/l posteriors are
// mixed with the mean of its alike opening blocks' (`alikeKinds`).
import type { Block, Label } from '../blocks/block.js';

export interface AlikeMixParams {
  /** Weight of the alike blocks' mean p(o) mixed into a block's own, 0..1 (0 or unset = off). */
  alikeMix?: number;
  /** Weight of the alike opening blocks' mean p/h/l posteriors mixed into an opening block's own (0 = off). */
  alikeKinds?: number;
}

const KINDS = ['p', 'h', 'l'] as const;

/** Kept blocks that open a segment (p/h/l) take the likeliest kind of their own p/h/l posteriors mixed with the
 * mean of their alike opening blocks'; continuations and dropped blocks stay (in place). */
export function alikeKinds(
  blocks: readonly Block[],
  out: Label[],
  post: Float64Array,
  labels: readonly string[],
  params: AlikeMixParams,
): void {
  const w = params.alikeKinds ?? 0;
  if (w <= 0) return;
  const L = labels.length;
  const idx = KINDS.map((k) => labels.indexOf(k));
  const sums = new Map<string, number[]>();
  const keys: string[] = [];
  for (let i = 0; i < blocks.length; i++) {
    keys.push(alikeKey(blocks[i]));
    if (out[i] === 'o' || out[i] === 'c') continue;
    const s = sums.get(keys[i]) ?? [0, 0, 0, 0];
    for (let k = 0; k < 3; k++) s[k] += idx[k] >= 0 ? post[i * L + idx[k]] : 0;
    s[3]++;
    sums.set(keys[i], s);
  }
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] === 'o' || out[i] === 'c') continue;
    const s = sums.get(keys[i])!;
    let best = 0;
    let bestP = -1;
    for (let k = 0; k < 3; k++) {
      const own = idx[k] >= 0 ? post[i * L + idx[k]] : 0;
      const p = (1 - w) * own + (w * s[k]) / s[3];
      if (p > bestP) {
        bestP = p;
        best = k;
      }
    }
    out[i] = KINDS[best];
  }
}

/** The key of the blocks a block is alike with: its enclosing elements' names and its style key. */
export function alikeKey(b: Block): string {
  return `${b.containers.join('>')}|${b.styleKey}`;
}

/** `pO` mixed with the mean over each block's alike blocks (a new array; `pO` itself when off). */
export function mixAlike<A extends Float64Array>(
  blocks: readonly Block[],
  pO: A,
  params: AlikeMixParams,
): A | Float64Array {
  const w = params.alikeMix ?? 0;
  return w > 0 ? mixWithGroup(blocks, pO, w, alikeKey) : pO;
}

/**
 * Each block's p(o) mixed with weight `w` with the word-weighted mean p(o) of the blocks sharing its key
 * (`keyOf`): the second pass's `region` (a block's div/td group) and `alikeMix` (its containers and style).
 */
export function mixWithGroup<K>(
  blocks: readonly Block[],
  pO: Float64Array,
  w: number,
  keyOf: (b: Block) => K,
): Float64Array {
  const n = blocks.length;
  const keys = blocks.map(keyOf);
  const sum = new Map<K, number>();
  const weight = new Map<K, number>();
  for (let i = 0; i < n; i++) {
    const words = Math.max(blocks[i].words, 1);
    sum.set(keys[i], (sum.get(keys[i]) ?? 0) + words * pO[i]);
    weight.set(keys[i], (weight.get(keys[i]) ?? 0) + words);
  }
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = (1 - w) * pO[i] + w * (sum.get(keys[i])! / weight.get(keys[i])!);
  return out;
}
