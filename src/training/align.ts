// Fallback gold → block labels for training and cross-validation, used until (or unless) the corpus
// converters provide `.anno` files: aligns the gold's words with the page's block words (longest matching
// blocks, as difflib and the CleanEval scorer do) and labels each block by the gold words it covers.
import type { Block, Label } from '../blocks/block.js';

/** A gold segment: its kind (p/h/l, or `p` for plain-text gold) and its words. */
export interface GoldSegment {
  kind: 'p' | 'h' | 'l';
  words: string[];
}

const MARKER = /<([phl])>/g;

/** Parses CleanEval gold text: optional `URL:` line, segments opened by `<p>`, `<h>`, `<l>`. */
export function parseCleanevalGold(text: string): GoldSegment[] {
  const body = text.replace(/^\s*URL:[^\n]*\n/, '');
  const segments: GoldSegment[] = [];
  let last = 0;
  let kind: 'p' | 'h' | 'l' = 'p';
  for (const m of body.matchAll(MARKER)) {
    const words = tokens(body.slice(last, m.index));
    if (words.length > 0) segments.push({ kind, words });
    kind = m[1] as 'p' | 'h' | 'l';
    last = m.index + m[0].length;
  }
  const words = tokens(body.slice(last));
  if (words.length > 0) segments.push({ kind, words });
  return segments;
}

/** Plain-text gold (Dragnet): each non-empty line is a paragraph. */
export function parsePlainGold(text: string): GoldSegment[] {
  return text
    .split('\n')
    .map((l) => tokens(l))
    .filter((w) => w.length > 0)
    .map((words) => ({ kind: 'p' as const, words }));
}

/** Lower-cased letter/digit runs: robust to punctuation and entity differences between page and gold. */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

interface Match {
  a: number;
  b: number;
  size: number;
}

/** difflib's matching blocks of sequences a and b (iterative; popular tokens of b are not anchors). */
export function matchingBlocks(a: readonly string[], b: readonly string[]): Match[] {
  const b2j = new Map<string, number[]>();
  for (let j = 0; j < b.length; j++) {
    let list = b2j.get(b[j]);
    if (!list) {
      list = [];
      b2j.set(b[j], list);
    }
    list.push(j);
  }
  if (b.length >= 200) {
    const popular = Math.floor(b.length / 100) + 1;
    for (const [k, v] of b2j) if (v.length > popular) b2j.delete(k);
  }
  const out: Match[] = [];
  const queue: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop()!;
    let bestI = alo;
    let bestJ = blo;
    let bestSize = 0;
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const next = new Map<number, number>();
      const js = b2j.get(a[i]);
      if (js)
        for (const j of js) {
          if (j < blo) continue;
          if (j >= bhi) break;
          const k = (j2len.get(j - 1) ?? 0) + 1;
          next.set(j, k);
          if (k > bestSize) {
            bestI = i - k + 1;
            bestJ = j - k + 1;
            bestSize = k;
          }
        }
      j2len = next;
    }
    if (bestSize === 0) continue;
    // Popular tokens cannot anchor a match but may extend one (as difflib extends over junk).
    while (bestI > alo && bestJ > blo && a[bestI - 1] === b[bestJ - 1]) {
      bestI--;
      bestJ--;
      bestSize++;
    }
    while (bestI + bestSize < ahi && bestJ + bestSize < bhi && a[bestI + bestSize] === b[bestJ + bestSize])
      bestSize++;
    out.push({ a: bestI, b: bestJ, size: bestSize });
    if (alo < bestI && blo < bestJ) queue.push([alo, bestI, blo, bestJ]);
    if (bestI + bestSize < ahi && bestJ + bestSize < bhi)
      queue.push([bestI + bestSize, ahi, bestJ + bestSize, bhi]);
  }
  return out.sort((x, y) => x.a - y.a);
}

/**
 * Block labels from gold segments: a block is kept when most of its words align with gold words; it opens a
 * segment (p/h/l) when one of its aligned words starts a gold segment, otherwise it continues (`c`).
 */
export function labelsFromGold(blocks: readonly Block[], gold: readonly GoldSegment[]): Label[] {
  const pageWords: string[] = [];
  const owner: number[] = [];
  blocks.forEach((blk, i) => {
    for (const w of tokens(blk.text)) {
      pageWords.push(w);
      owner.push(i);
    }
  });
  const goldWords: string[] = [];
  const startKind: ('p' | 'h' | 'l' | null)[] = [];
  for (const s of gold)
    s.words.forEach((w, k) => {
      goldWords.push(w);
      startKind.push(k === 0 ? s.kind : null);
    });
  const aligned = new Int32Array(pageWords.length).fill(-1);
  for (const m of matchingBlocks(pageWords, goldWords))
    for (let k = 0; k < m.size; k++) aligned[m.a + k] = m.b + k;
  const total = new Int32Array(blocks.length);
  const hit = new Int32Array(blocks.length);
  const opens: ('p' | 'h' | 'l' | null)[] = blocks.map(() => null);
  for (let i = 0; i < pageWords.length; i++) {
    const blk = owner[i];
    total[blk]++;
    if (aligned[i] < 0) continue;
    hit[blk]++;
    const kind = startKind[aligned[i]];
    if (kind && opens[blk] === null) opens[blk] = kind;
  }
  const labels: Label[] = [];
  let prevKept = false;
  for (let i = 0; i < blocks.length; i++) {
    const kept = total[i] === 0 ? prevKept && !blocks[i].spaceBefore : hit[i] * 2 >= total[i];
    if (!kept) {
      labels.push('o');
      prevKept = false;
      continue;
    }
    labels.push(opens[i] ?? (prevKept ? 'c' : 'p'));
    prevKept = true;
  }
  return labels;
}
