// A post's action links (the corpus scope's second pass, `actionLinks`): a blog or classifieds page repeats the
// same few link words under each entry ("permalink", "comments (0)", "View this ad"), each pointing to its own
// entry. They are furniture, not running text: the same text linked to three or more different addresses is
// an action on each entry, while a byline's author or category link points to one page every time and a
// listing's entry titles differ. Only link text, addresses and markup are read, so it holds in any language.
import type { Block, Label } from '../blocks/block.js';
import { WORDY } from '../blocks/segments.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';

export interface ActionLinkParams {
  /**
   * Corpus scope: kept link blocks of at most this many words whose text (digits aside) is linked to three or
   * more different addresses on the page are dropped (0 = off).
   */
  actionLinks?: number;
  /**
   * The short container holding such a link (at most this many words, its innermost block-level element) goes
   * with it: the date and author of the entry's footer line (0 = the links alone).
   */
  actionLinkLines?: number;
}

/** How often a text must be linked to distinct addresses to be an action on each entry. */
const MIN_ADDRESSES = 3;
const LETTERS = /\p{L}/gu;
const DIGITS = /\p{N}/gu;
/** Words, not a date or time: a timestamp linked to its entry ("1:53 PM") is the entry's byline, kept. */
const actionLike = (text: string): boolean =>
  (text.match(LETTERS)?.length ?? 0) > (text.match(DIGITS)?.length ?? 0);

/** The link element around a block's text, if any (its nearest `<a href>` ancestor). */
function linkOf(b: Block): ElementNode | null {
  let n: ElementNode | null = b.node;
  for (let d = 0; n && d < 8; d++) {
    if (n.name === 'a' && getAttr(n, 'href') !== undefined) return n;
    n = n.parent && n.parent.kind === 'element' ? n.parent : null;
  }
  return null;
}

/** A link text with digits folded, so "comments (0)" and "comments (12)" are one action. */
const actionKey = (text: string): string => text.toLowerCase().replace(/\p{N}+/gu, '0');

/** The innermost block-level element around a block (the line it sits on). */
function lineOf(b: Block): ElementNode | null {
  let n: ElementNode | null = b.node;
  while (n && !BLOCK_LEVEL.has(n.name)) n = n.parent && n.parent.kind === 'element' ? n.parent : null;
  return n;
}

/** 1 for each kept block that is an entry's action link (and, with `lineWords`, the rest of its short line). */
export function actionLinkBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
  lineWords: number,
): Uint8Array {
  const n = blocks.length;
  const out = new Uint8Array(n);
  const links: (ElementNode | null)[] = new Array(n).fill(null);
  const hrefs = new Map<string, Set<string>>();
  for (let i = 0; i < n; i++) {
    const b = blocks[i];
    if (!b.inLink || b.words > maxWords || !actionLike(b.text)) continue;
    const a = linkOf(b);
    if (!a) continue;
    links[i] = a;
    const key = actionKey(b.text);
    const set = hrefs.get(key) ?? new Set<string>();
    set.add(getAttr(a, 'href')!.trim());
    hrefs.set(key, set);
  }
  const lines = new Set<ElementNode>();
  for (let i = 0; i < n; i++) {
    if (!kept[i] || !links[i]) continue;
    if ((hrefs.get(actionKey(blocks[i].text))?.size ?? 0) < MIN_ADDRESSES) continue;
    out[i] = 1;
    if (lineWords > 0) {
      const line = lineOf(blocks[i]);
      if (line) lines.add(line);
    }
  }
  if (lines.size > 0) markShortLines(blocks, kept, lines, lineWords, out);
  // Separators left beside a dropped link ("permalink | comments", "[ 11 Comments ]") go with it.
  for (let i = 0; i < n; i++)
    if (out[i]) {
      for (let j = i - 1; j >= 0 && kept[j] && !out[j] && !WORDY.test(blocks[j].text); j--) out[j] = 1;
      for (let j = i + 1; j < n && kept[j] && !out[j] && !WORDY.test(blocks[j].text); j++) out[j] = 1;
    }
  return out;
}

/** The kept blocks of each short line holding an action link (in place). */
function markShortLines(
  blocks: readonly Block[],
  kept: readonly boolean[],
  lines: ReadonlySet<ElementNode>,
  lineWords: number,
  out: Uint8Array,
): void {
  const n = blocks.length;
  // A line goes whole only when it is short: a paragraph ending with "View this ad" keeps its text.
  const lineWordsOf = new Map<ElementNode, number>();
  const lineIdx: (ElementNode | null)[] = blocks.map((b) => {
    const l = lineOf(b);
    if (l && lines.has(l)) lineWordsOf.set(l, (lineWordsOf.get(l) ?? 0) + b.words);
    return l && lines.has(l) ? l : null;
  });
  for (let i = 0; i < n; i++) {
    const l = lineIdx[i];
    if (l && kept[i] && (lineWordsOf.get(l) ?? 0) <= lineWords) out[i] = 1;
  }
}

/** Drop the marked blocks; a continuation after a dropped segment opener takes its kind (in place; `formLabels` too). */
export function dropPassingKinds(out: Label[], marks: Uint8Array): void {
  let pending: Label | null = null;
  for (let i = 0; i < out.length; i++) {
    if (out[i] === 'o') continue;
    if (marks[i]) {
      if (out[i] !== 'c') pending = out[i];
      out[i] = 'o';
    } else {
      if (out[i] === 'c' && pending) out[i] = pending;
      pending = null;
    }
  }
}
