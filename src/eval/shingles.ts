// Article-extraction F1 as the usual benchmark code computes it (scrapinghub's article-extraction-benchmark,
// also used for Dragnet/L3S comparisons): bags of 4-word shingles of `\w+` tokens, case kept (the code's
// IGNORECASE flag has no effect on `\w`), per-page TP/FP/FN; a text of fewer than 4 tokens is one shingle
// of all its tokens (so two empty texts share the empty shingle, as in that code).

export interface ShingleCounts {
  tp: number;
  fp: number;
  fn: number;
}

/** Python's `\w` (Unicode letters, digits, underscore); the regex is linear (no backtracking). */
const WORD = /[\p{L}\p{N}_]+/gu;

export function shingleTokens(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function shingles(text: string, n = 4): Map<string, number> {
  const tokens = shingleTokens(text);
  const bag = new Map<string, number>();
  const count = Math.max(1, tokens.length - n + 1);
  for (let i = 0; i < count; i++) {
    const s = tokens.slice(i, i + n).join(' ');
    bag.set(s, (bag.get(s) ?? 0) + 1);
  }
  return bag;
}

export function shingleCounts(gold: string, out: string, n = 4): ShingleCounts {
  const g = shingles(gold, n);
  const o = shingles(out, n);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [s, c] of o) {
    const gc = g.get(s) ?? 0;
    tp += Math.min(c, gc);
    fp += Math.max(0, c - gc);
  }
  for (const [s, c] of g) fn += Math.max(0, c - (o.get(s) ?? 0));
  return { tp, fp, fn };
}

/** Per-page precision and recall as the benchmark code defines them (0 when undefined). */
export function shinglePr(c: ShingleCounts): { p: number; r: number } {
  return { p: c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp), r: c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn) };
}
