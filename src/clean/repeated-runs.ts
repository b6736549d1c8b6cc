// A product page's second rendering of the same box: shops write the buy box, the variant picker or a spec
// guide twice, once for narrow screens and once for wide ones, and show one by CSS. Each copy is made of short
// blocks (a price, "Size", "20 oz", a colour's name), below `dropDuplicates`' word floor, and is not a loop
// right after its twin (`dropShortRepeats`), so both copies were kept. A run of kept blocks repeating, in
// order, an earlier run of kept blocks is that second copy, when there is no third one. Only on the pages the
// product step runs on: a category page's cards or a listing's entries repeat their fields by design.
import type { Block } from '../blocks/block.js';

/** Occurrences of a text beyond which it cannot start a copy that appears twice in all. */
const MAX_STARTS = 8;

export interface RepeatedRunParams {
  /**
   * On a page given the product step, a run of at least this many kept blocks with text that repeats, block by
   * block and in order, an earlier run of kept blocks goes (0 = off).
   */
  productRepeatedRuns?: number;
}

/**
 * 1 for each kept block of a run of at least `minRun` kept blocks repeating an earlier run of kept blocks, the run
 * appearing twice in all.
 */
export function repeatedRunBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minRun: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  if (minRun <= 0) return marks;
  // The kept blocks with text, in page order, and where each text was seen.
  const seq: number[] = [];
  for (let i = 0; i < blocks.length; i++) if (kept[i] && blocks[i].words > 0) seq.push(i);
  const text = seq.map((i) => blocks[i].text.trim().toLowerCase());
  const at = new Map<string, number[]>();
  text.forEach((t, k) => {
    const list = at.get(t);
    if (list) list.push(k);
    else at.set(t, [k]);
  });
  for (let j = 0; j < seq.length; ) {
    let best = 0;
    const earlier = at.get(text[j])!;
    // A text seen more than a few times is a field or a label, never the start of a second copy; skipping it
    // also keeps a page of thousands of equal lines linear.
    if (earlier.length > MAX_STARTS) {
      j++;
      continue;
    }
    for (const i of earlier) {
      if (i >= j) break;
      // The copy starts after the run it repeats ends: a run never repeats itself.
      let len = 0;
      while (j + len < seq.length && i + len < j && text[i + len] === text[j + len]) len++;
      if (len > best) best = len;
    }
    // A third copy makes it data: the feature list every plan card shares, a field of each entry.
    if (best >= minRun && copies(text, at.get(text[j])!, j, best) === 2) {
      for (let k = j; k < j + best; k++) marks[seq[k]] = 1;
      j += best;
    } else j++;
  }
  return marks;
}

/** How many times the `len` texts from `j` on appear, in order, starting at one of `starts`. */
function copies(text: readonly string[], starts: readonly number[], j: number, len: number): number {
  let n = 0;
  for (const s of starts) {
    let k = 0;
    while (k < len && s + k < text.length && text[s + k] === text[j + k]) k++;
    if (k === len) n++;
  }
  return n;
}
