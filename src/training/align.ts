// Gold → block labels. The gold is a sequence of tokens, each in a gold segment that is content (with a
// kind p/h/l) or not (L3S's classes 0/4/5, text outside any span). Page-block tokens are aligned to gold
// tokens monotonically (difflib's longest matching blocks, the CleanEval scorer's own matcher); a block is kept
// when at least half its tokens align with content tokens. A kept block whose first content token lies in a
// different gold segment than the previous kept block's opens a segment (its kind); otherwise it is `c`.
import type { Block, Label } from '../blocks/block.js';
import { structuralKind } from '../clean/segment-bounds.js';
import { SequenceMatcher } from '../eval/sequence-matcher.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';
import { alignTokens } from './tokens.js';

export type SegmentKind = 'p' | 'h' | 'l';

export interface GoldSegment {
  /** Content kind, or null for annotated non-content (kept in the alignment to anchor it). */
  kind: SegmentKind | null;
  tokens: string[];
  /** Segments sharing a group are one logical segment interrupted by other text (default: its index). */
  group?: number;
}

export interface Alignment {
  labels: Label[];
  /** Gold content tokens, and those aligned with a token of a kept block. */
  goldTokens: number;
  coveredTokens: number;
  /** Tokens of kept blocks, and those aligned with gold content (the labels' precision). */
  keptTokens: number;
  keptAlignedTokens: number;
}

/** How a kept block that opens a segment is labelled: the gold's kind, or the page's structure. */
export type KindPolicy = 'gold' | 'structure';

/** The nearest block-level element around a block (the paragraph it belongs to in the page). */
export function blockElement(b: Block): Block['node'] {
  let n: Block['node'] = b.node;
  while (!BLOCK_LEVEL.has(n.name) && n.parent?.kind === 'element') n = n.parent;
  return n;
}

// The page's own idea of a block's kind lives with the corpus scope's second pass, which uses it too.
export { structuralKind };

export function alignGold(
  blocks: readonly Block[],
  gold: readonly GoldSegment[],
  policy: KindPolicy,
): Alignment {
  const pageWords: string[] = [];
  const owner: number[] = [];
  for (let i = 0; i < blocks.length; i++)
    for (const w of alignTokens(blocks[i].text)) {
      pageWords.push(w);
      owner.push(i);
    }
  const goldWords: string[] = [];
  const goldSegment: number[] = [];
  let goldTokens = 0;
  gold.forEach((s, k) => {
    for (const w of s.tokens) {
      goldWords.push(w);
      goldSegment.push(k);
    }
    if (s.kind) goldTokens += s.tokens.length;
  });
  const aligned = new Int32Array(pageWords.length).fill(-1);
  for (const m of new SequenceMatcher(pageWords, goldWords).getMatchingBlocks())
    for (let k = 0; k < m.size; k++) aligned[m.a + k] = m.b + k;

  const total = new Int32Array(blocks.length);
  const hit = new Int32Array(blocks.length);
  const firstSegment = new Int32Array(blocks.length).fill(-1);
  for (let t = 0; t < pageWords.length; t++) {
    const i = owner[t];
    total[i]++;
    if (aligned[t] < 0) continue;
    const seg = goldSegment[aligned[t]];
    if (!gold[seg].kind) continue;
    hit[i]++;
    if (firstSegment[i] < 0) firstSegment[i] = seg;
  }

  const groupOf = (seg: number) => (seg < 0 ? -1 : (gold[seg].group ?? seg));
  const labels: Label[] = new Array(blocks.length);
  let prevKept = false;
  let lastSegment = -1;
  let lastElement: Block['node'] | null = null;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    // A block of punctuation only ("!", "|") follows its neighbour when nothing separated them.
    const kept = total[i] === 0 ? prevKept && !b.spaceBefore : hit[i] * 2 >= total[i];
    if (!kept) {
      labels[i] = 'o';
      prevKept = false;
      continue;
    }
    const seg = firstSegment[i] < 0 ? lastSegment : firstSegment[i];
    const element = blockElement(b);
    // With plain-text gold the page's paragraphs split a gold line further; CleanEval's markers are exact.
    const opens =
      lastSegment < 0 ||
      groupOf(seg) !== groupOf(lastSegment) ||
      (policy === 'structure' && element !== lastElement && b.spaceBefore);
    labels[i] = opens ? (policy === 'gold' ? (gold[seg]?.kind ?? 'p') : structuralKind(b)) : 'c';
    if (opens && policy === 'structure' && gold[seg]?.kind === 'h') labels[i] = 'h';
    lastSegment = seg;
    lastElement = element;
    prevKept = true;
  }

  let coveredTokens = 0;
  let keptTokens = 0;
  for (let t = 0; t < pageWords.length; t++) {
    if (labels[owner[t]] === 'o') continue;
    keptTokens++;
    if (aligned[t] >= 0 && gold[goldSegment[aligned[t]]].kind) coveredTokens++;
  }
  return { labels, goldTokens, coveredTokens, keptTokens, keptAlignedTokens: coveredTokens };
}
