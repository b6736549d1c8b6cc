// Output lines against a gold, for the audit scripts (article-spread.ts, article-leak-kinds.ts): how much of each
// line the gold holds, where the gold's text starts and ends among the lines, and the block each line came from.
import type { Block } from '../src/blocks/block.js';

/** A line whose share of the gold is at least this is the gold's. */
export const GOLD_LINE = 0.7;

/** Each line's share of the gold: of its word 4-grams (its whole run when shorter), those the gold holds. */
export function goldLineShares(
  lines: readonly string[],
  gold: readonly string[],
  tokens: (s: string) => string[],
): number[] {
  const grams = new Set<string>();
  for (const n of [1, 2, 3, 4])
    for (let k = 0; k + n <= gold.length; k++) grams.add(gold.slice(k, k + n).join(' '));
  return lines.map((l) => {
    const t = tokens(l);
    const n = Math.min(4, t.length);
    if (!n) return 1;
    let hit = 0;
    for (let k = 0; k + n <= t.length; k++) if (grams.has(t.slice(k, k + n).join(' '))) hit++;
    return hit / (t.length - n + 1);
  });
}

/** Where a line lies against the gold's lines: before the first, after the last, or between. */
export function goldPlaces(shares: readonly number[]): ('before' | 'between' | 'after')[] {
  const first = shares.findIndex((s) => s >= GOLD_LINE);
  let last = -1;
  shares.forEach((s, k) => {
    if (s >= GOLD_LINE) last = k;
  });
  return shares.map((_, k) => (k < first ? 'before' : k > last ? 'after' : 'between'));
}

/**
 * The block a line (whitespace-normalized) came from: the first from `from` on whose text opens the line or that
 * the line opens (40 characters), else the first such block before `from`; -1 when none.
 */
export function blockOfLine(blocks: readonly Block[], norm: string, from: number): number {
  const opens = (j: number) =>
    norm.startsWith(blocks[j].text.slice(0, 40)) || blocks[j].text.startsWith(norm.slice(0, 40));
  for (let j = from; j < blocks.length; j++) if (opens(j)) return j;
  for (let j = 0; j < from; j++) if (opens(j)) return j;
  return -1;
}
