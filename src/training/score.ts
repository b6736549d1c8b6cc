// Quick scorers used by cross-validation when the eval module's are not at hand: bag-of-words F on aligned
// tokens (CleanEval-like, text only) and the article benchmarks' 4-word-shingle F1.
import { matchingBlocks, tokens } from './align.js';

export interface Prf {
  p: number;
  r: number;
  f: number;
}

function prf(hit: number, out: number, gold: number): Prf {
  const p = out ? hit / out : gold ? 0 : 1;
  const r = gold ? hit / gold : 1;
  return { p, r, f: p + r ? (2 * p * r) / (p + r) : 0 };
}

/** Word P/R/F of `out` against `gold` after longest-matching-blocks alignment of their tokens. */
export function wordPrf(out: string, gold: string): Prf {
  const a = tokens(out);
  const b = tokens(gold);
  const hit = matchingBlocks(a, b).reduce((s, m) => s + m.size, 0);
  return prf(hit, a.length, b.length);
}

function shingles(text: string): Map<string, number> {
  const w = text.toLowerCase().match(/\w+/g) ?? [];
  const m = new Map<string, number>();
  if (w.length > 0 && w.length < 4) m.set(w.join(' '), 1);
  for (let i = 0; i + 4 <= w.length; i++) {
    const k = `${w[i]} ${w[i + 1]} ${w[i + 2]} ${w[i + 3]}`;
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  return m;
}

/** Bag-of-4-shingles P/R/F1 of `\w+` tokens. */
export function shinglePrf(out: string, gold: string): Prf {
  const a = shingles(out);
  const b = shingles(gold);
  let hit = 0;
  let na = 0;
  let nb = 0;
  for (const v of a.values()) na += v;
  for (const v of b.values()) nb += v;
  for (const [k, v] of a) hit += Math.min(v, b.get(k) ?? 0);
  return prf(hit, na, nb);
}
