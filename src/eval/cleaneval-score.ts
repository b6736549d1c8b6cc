// CleanEval's measure for one page: word precision/recall/F over a longest-matching-blocks alignment of the
// output's and the gold's whitespace-separated words (segment markers are words), and the labelled
// segmentation F: how many of the markers took part in that alignment (a matched `<p>` matches a `<p>`).
import { type MatcherOptions, SequenceMatcher } from './sequence-matcher.js';
import { MARKERS } from './text-formats.js';

export interface WordCounts {
  /** Words (markers included) of the output, of the gold, and aligned. */
  out: number;
  gold: number;
  matched: number;
  /** Markers of the output, of the gold, and aligned. */
  outMarkers: number;
  goldMarkers: number;
  matchedMarkers: number;
}

export interface Prf {
  p: number;
  r: number;
  f: number;
}

export const ZERO_COUNTS: Readonly<WordCounts> = Object.freeze({
  out: 0,
  gold: 0,
  matched: 0,
  outMarkers: 0,
  goldMarkers: 0,
  matchedMarkers: 0,
});

/** P/R/F from counts; an empty side counts as perfect only when the other is empty too. */
export function prf(matched: number, out: number, gold: number): Prf {
  const p = out === 0 ? (gold === 0 ? 1 : 0) : matched / out;
  const r = gold === 0 ? (out === 0 ? 1 : 0) : matched / gold;
  const f = p + r === 0 ? 0 : (2 * p * r) / (p + r);
  return { p, r, f };
}

function countMarkers(tokens: readonly string[]): number {
  let n = 0;
  for (const t of tokens) if (MARKERS.has(t)) n++;
  return n;
}

/**
 * Aligns output words (difflib's `a`) with gold words (`b`). The gold is `b` so that the popular-element
 * heuristic, which looks at `b`, is the same for every system scored against the same gold.
 */
export function alignWords(
  out: readonly string[],
  gold: readonly string[],
  opts: MatcherOptions = {},
): WordCounts {
  const blocks = new SequenceMatcher(out, gold, opts).getMatchingBlocks();
  let matched = 0;
  let matchedMarkers = 0;
  for (const m of blocks) {
    matched += m.size;
    for (let i = m.a; i < m.a + m.size; i++) if (MARKERS.has(out[i])) matchedMarkers++;
  }
  return {
    out: out.length,
    gold: gold.length,
    matched,
    outMarkers: countMarkers(out),
    goldMarkers: countMarkers(gold),
    matchedMarkers,
  };
}

export function wordPrf(c: WordCounts): Prf {
  return prf(c.matched, c.out, c.gold);
}

export function segmentationPrf(c: WordCounts): Prf {
  return prf(c.matchedMarkers, c.outMarkers, c.goldMarkers);
}
