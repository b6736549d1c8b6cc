// A faithful port of Python difflib's SequenceMatcher (find_longest_match / get_matching_blocks), the
// longest-matching-blocks alignment the CleanEval scorer used. Only the parts the scorer needs.
//
// Junk: `isjunk` is always None in CleanEval's scorer, so there is no junk predicate here. The "popular
// element" heuristic (Python's autojunk) was always on in the Python of 2007 (2.5; it became switchable in
// 2.7.1), so it is on by default: when `b` has 200 items or more, items occurring more than `len(b)//100 + 1`
// times in `b` are not used to start a match (they can still extend one). That is Python 3's rule; Python 2.5
// applied it while counting (`len(indices) * 100 > n`), which differs by at most one occurrence.

export interface MatchBlock {
  /** Start in `a`. */
  a: number;
  /** Start in `b`. */
  b: number;
  size: number;
}

export interface MatcherOptions {
  /** Python's autojunk: ignore popular elements of `b` as match anchors (default true, as in 2007). */
  autojunk?: boolean;
}

export class SequenceMatcher<T> {
  private readonly b2j = new Map<T, number[]>();

  constructor(
    private readonly a: readonly T[],
    private readonly b: readonly T[],
    opts: MatcherOptions = {},
  ) {
    for (let i = 0; i < b.length; i++) {
      const idx = this.b2j.get(b[i]);
      if (idx) idx.push(i);
      else this.b2j.set(b[i], [i]);
    }
    const n = b.length;
    if ((opts.autojunk ?? true) && n >= 200) {
      const ntest = Math.floor(n / 100) + 1;
      for (const [elt, idxs] of this.b2j) if (idxs.length > ntest) this.b2j.delete(elt);
    }
  }

  /** Longest matching block in a[alo:ahi] and b[blo:bhi]; ties go to the earliest in `a`, then in `b`. */
  findLongestMatch(alo: number, ahi: number, blo: number, bhi: number): MatchBlock {
    const { a, b, b2j } = this;
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    // j2len[j] = length of the longest match ending with a[i-1] and b[j]
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map<number, number>();
      const js = b2j.get(a[i]);
      if (js) {
        for (const j of js) {
          if (j < blo) continue;
          if (j >= bhi) break;
          const k = (j2len.get(j - 1) ?? 0) + 1;
          newj2len.set(j, k);
          if (k > bestsize) {
            besti = i - k + 1;
            bestj = j - k + 1;
            bestsize = k;
          }
        }
      }
      j2len = newj2len;
    }
    // Extend with equal elements that were not anchors (popular ones); with no junk predicate the
    // second pair of loops of Python's version (junk-only extension) can never fire.
    while (besti > alo && bestj > blo && a[besti - 1] === b[bestj - 1]) {
      besti--;
      bestj--;
      bestsize++;
    }
    while (besti + bestsize < ahi && bestj + bestsize < bhi && a[besti + bestsize] === b[bestj + bestsize]) {
      bestsize++;
    }
    return { a: besti, b: bestj, size: bestsize };
  }

  /** Non-overlapping matching blocks, in increasing order, adjacent blocks collapsed (as Python does). */
  getMatchingBlocks(): MatchBlock[] {
    const queue: [number, number, number, number][] = [[0, this.a.length, 0, this.b.length]];
    const blocks: MatchBlock[] = [];
    while (queue.length > 0) {
      const [alo, ahi, blo, bhi] = queue.pop()!;
      const m = this.findLongestMatch(alo, ahi, blo, bhi);
      if (m.size === 0) continue;
      blocks.push(m);
      if (alo < m.a && blo < m.b) queue.push([alo, m.a, blo, m.b]);
      if (m.a + m.size < ahi && m.b + m.size < bhi) queue.push([m.a + m.size, ahi, m.b + m.size, bhi]);
    }
    blocks.sort((x, y) => x.a - y.a || x.b - y.b || x.size - y.size);
    const out: MatchBlock[] = [];
    for (const m of blocks) {
      const last = out[out.length - 1];
      if (last && last.a + last.size === m.a && last.b + last.size === m.b) last.size += m.size;
      else out.push({ ...m });
    }
    return out;
  }
}
