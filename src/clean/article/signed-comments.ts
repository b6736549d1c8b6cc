// Readers' comments that no class names: a blog engine's classic templates (Movable Type, TypePad) set the post
// and then each comment as plain paragraphs in one container, each closed by a short signature line of its own
// kind (`<p class="posted">Posted by: Ann | Apr 6, 2007 1:11 PM</p>`), the post's own signature first. With no
// `comment` word to find (`comment-names.ts`), the region keeps the whole thread: 9,000 words of comments
// beside a 300-word post. The thread is told by structure alone: three or more short lines of one kind (tag and
// class) in one container, each holding a digit (a date or a time), with kept text between them and none after
// the last (a signature closes each post; a live blog's time stamps open each update, so the last update
// follows the last stamp and the step leaves it alone). What follows the first signature in that container,
// up to the last, goes, when the text before it holds a post, when fewer than half as many headings as
// signatures lie among them (a blog's front page opens each post with its title), and, on a page kept as a run
// of entries, when the run is that thread (its comments taken as entries). Run last: the gap steps would bring
// the thread back between the post and what is kept below it. Markup only.
import type { Block } from '../../blocks/block.js';
import { blockAncestry, innermostPassing } from '../../blocks/block-ancestry.js';
import { type ElementNode, getAttr } from '../../html/node.js';
import { BLOCK_LEVEL, HEADINGS } from '../../html/vocabulary.js';
import { headingAbove } from '../page-structure.js';

export interface SignedCommentParams {
  /** On a page taken as an article, the least number of alike signature lines that mark a thread (0 = off). */
  articleSignedComments?: number;
}

/** A signature line holds at most this many words. */
const MAX_WORDS = 20;
/** The kept words outside links before the first signature: a post, not a headline over the thread. */
const MIN_POST = 25;
/** Kept words allowed after the last signature in its container (a signature closes each post). */
const MAX_TAIL = 10;
const DIGIT = /\p{N}/u;
const NEVER = new Set(['html', 'body', 'main', 'article']);

interface Line {
  element: ElementNode;
  first: number;
  last: number;
}

/** 1 for each kept block of a signed thread after the post's own signature (see the header). */
export function signedCommentBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minLines: number,
  run: Uint8Array | null = null,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (minLines <= 0 || blocks.length === 0) return out;
  // Each block's line: its innermost block-level element.
  const lineOf = innermostPassing(blocks, (e) => BLOCK_LEVEL.has(e.name));
  // Each block's heading element (its index in `elements`), for the headings among the signatures.
  const headingAt = headingAbove(blocks);
  const { elements } = blockAncestry(blocks);
  // Each line's first and last block and its words (indexed as `elements`), in arrays: most lines are no
  // signature, so a line's record and its digit test wait for the cheap tests (a Map of a record per line
  // and a test of every block's text were most of the step's time).
  const firstOf = new Int32Array(elements.length).fill(-1);
  const lastOf = new Int32Array(elements.length);
  const wordsOf = new Float64Array(elements.length);
  const linkWordsOf = new Float64Array(elements.length);
  const order: number[] = []; // the lines by their first block
  for (let i = 0; i < blocks.length; i++) {
    const k = lineOf[i];
    if (k < 0) continue;
    if (firstOf[k] < 0) {
      firstOf[k] = i;
      order.push(k);
    }
    lastOf[k] = i;
    wordsOf[k] += blocks[i].words;
    linkWordsOf[k] += blocks[i].linkWords;
  }
  const hasDigit = (k: number) => {
    for (let i = firstOf[k]; i <= lastOf[k]; i++)
      if (lineOf[i] === k && DIGIT.test(blocks[i].text)) return true;
    return false;
  };
  // Signature lines grouped by kind in their container.
  const kinds = new Map<string, Line[]>();
  const containerIds = new Map<ElementNode, number>();
  for (const k of order) {
    const e = elements[k];
    const cls = getAttr(e, 'class')?.trim();
    const parent = e.parent;
    if (!cls || !parent || parent.kind !== 'element' || NEVER.has(e.name) || HEADINGS.has(e.name)) continue;
    if (wordsOf[k] > MAX_WORDS || linkWordsOf[k] >= wordsOf[k] || !hasDigit(k)) continue;
    const line: Line = { element: e, first: firstOf[k], last: lastOf[k] };
    const id = containerIds.get(parent) ?? containerIds.size;
    containerIds.set(parent, id);
    const key = `${id} ${e.name} ${cls}`;
    const group = kinds.get(key);
    if (group) group.push(line);
    else kinds.set(key, [line]);
  }
  const isSig = new Uint8Array(blocks.length);
  for (const group of kinds.values())
    if (group.length >= minLines) for (const l of group) for (let i = l.first; i <= l.last; i++) isSig[i] = 1;
  for (const group of kinds.values()) {
    if (group.length < minLines) continue;
    group.sort((a, b) => a.first - b.first);
    const parent = group[0].element.parent as ElementNode;
    const inside = (i: number) => {
      for (let p: ElementNode['parent'] = blocks[i].node; p && p.kind === 'element'; p = p.parent)
        if (p === parent) return true;
      return false;
    };
    const first = group[0];
    const last = group[group.length - 1];
    // None after the last in the container.
    // A blog's front page closes each post with the same line, but each of its posts opens with a heading.
    // Most gaps between two signatures hold kept text of another kind than theirs (a recipe's ingredient
    // lines are one kind, some with a digit and some without: no thread).
    const kindOf = (i: number) => {
      const e = lineOf[i] >= 0 ? elements[lineOf[i]] : null;
      return (
        e !== null &&
        e.parent === parent &&
        e.name === first.element.name &&
        getAttr(e, 'class') === getAttr(first.element, 'class')
      );
    };
    let between = 0;
    let gapsWithText = 0;
    const headings = new Set<number>();
    for (let g = 0; g + 1 < group.length; g++) {
      let words = 0;
      for (let i = group[g].last + 1; i < group[g + 1].first; i++) {
        if (kept[i] && !isSig[i] && !kindOf(i)) words += blocks[i].words;
        if (headingAt[i] >= 0) headings.add(headingAt[i]);
      }
      between += words;
      if (words > 0) gapsWithText++;
    }
    if (gapsWithText * 2 < group.length - 1 || headings.size * 2 >= group.length) continue;
    let tail = 0;
    for (let i = last.last + 1; i < blocks.length && inside(i); i++) if (kept[i]) tail += blocks[i].words;
    if (between === 0 || tail > MAX_TAIL) continue;
    let post = 0;
    for (let i = 0; i < first.first; i++) if (kept[i]) post += blocks[i].words - blocks[i].linkWords;
    if (post < MIN_POST) continue;
    // On a page kept as a run of entries, the run must be the thread itself (its comments taken as entries).
    let runWords = 0;
    let runMarked = 0;
    for (let i = 0; run && i < blocks.length; i++) {
      if (!run[i] || !kept[i]) continue;
      runWords += blocks[i].words;
      if (i > first.last && i <= last.last) runMarked += blocks[i].words;
    }
    if (run && runMarked * 2 < runWords) continue;
    for (let i = first.last + 1; i <= last.last; i++) if (kept[i]) out[i] = 1;
  }
  return out;
}
