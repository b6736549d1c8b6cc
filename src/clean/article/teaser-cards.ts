// Other pages' teaser cards closing an article ("more stories", related posts, other reviews), which the article
// region keeps when a theme sets them in the story's column and which the article benchmarks' golds leave out.
// `teaser-articles.ts` finds such cards set as `<article>` elements; these are built of any element. Known by
// structure alone: a card is an element of at most `CARD_WORDS` words (kept or not: the CRF may have dropped
// its title) with a linked title to another page before any sentence-long plain text, or closing with a short
// link ("Read more"); a kind of element (tag and first class word) is one of teaser cards when at least
// `MIN_CARDS` of its elements, and half of them, are cards. Walking back from the page's last kept block
// through such cards and short lines between them ("More stories") must meet `TAIL_CARDS` cards, hold at most a
// share of the kept words, and leave before it a paragraph of running text and no teaser card (a landing or
// documentation page made of card grids keeps them). Nothing here reads words, so it holds in any language.
import type { Block, Label } from '../../blocks/block.js';
import { blockAncestry } from '../../blocks/block-ancestry.js';
import { getAttr, tagAndFirstClass } from '../../html/node.js';
import { isLinkedTitle, opensText, wholeLink } from './linked-titles.js';

export interface TeaserCardParams {
  /** On a page taken as an article, a closing run of teaser cards holding at most this share of the kept words goes: 0 = off. */
  articleTeaserCards?: number;
}

/** The fewest cards in a run. */
const MIN_CARDS = 3;
/** Cards the closing run holds at least: 3 boxes closing a service page are its offers. */
const TAIL_CARDS = 4;
/** Words a card's closing link ("Read more", "Continue reading →") holds at most. */
const MORE_WORDS = 4;
/** Words a card holds at most (a title, an excerpt, a link). */
const CARD_WORDS = 150;
/** Words of a short line between cards (a 'More stories' heading). */
const SHORT_WORDS = 5;
/** Words of a plain block of running text the body before the run must hold. */
const BODY_PARAGRAPH = 25;

/** 1 for each kept block of a closing run of teaser cards (see the file's comment). */
export function teaserCardBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  maxShare: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const keptIdx: number[] = [];
  let total = 0;
  for (let i = 0; i < blocks.length; i++)
    if (out[i] !== 'o') {
      keptIdx.push(i);
      total += blocks[i].words;
    }
  if (keptIdx.length === 0) return marks;
  const { elements, parent, blockElement } = blockAncestry(blocks);
  // Per element: its first and last block, kept or not (a card is known by its build, whatever the CRF kept).
  const first = new Int32Array(elements.length).fill(-1);
  const last = new Int32Array(elements.length).fill(-1);
  for (let i = 0; i < blocks.length; i++)
    for (let k = blockElement[i]; k >= 0; k = parent[k]) {
      if (first[k] < 0) first[k] = i;
      last[k] = i;
    }
  // Words before each block, so that an element's words cost one subtraction, not a walk over its blocks.
  const before = new Float64Array(blocks.length + 1);
  for (let i = 0; i < blocks.length; i++) before[i + 1] = before[i] + blocks[i].words;
  const isCard = (k: number): boolean => {
    if (first[k] === last[k]) return false;
    if (before[last[k] + 1] - before[first[k]] > CARD_WORDS) return false;
    const z = blocks[last[k]];
    if (z.words <= MORE_WORDS && wholeLink(z)) return true;
    // A linked title before the card's first sentence-long plain text (a category or a date may come first).
    for (let i = first[k]; i <= last[k]; i++) {
      const b = blocks[i];
      if (isLinkedTitle(b)) return true;
      if (opensText(b)) return false;
    }
    return false;
  };
  // Kinds of element: a tag and a first class word. A kind most of whose elements are cards, 3 at least, is one
  // of teaser cards.
  const kindOf = new Array<string | null>(elements.length).fill(null);
  const kinds = new Map<string, { members: number; cards: number }>();
  const card = new Uint8Array(elements.length);
  for (let k = 0; k < elements.length; k++) {
    if (!getAttr(elements[k], 'class')?.trim()) continue;
    const key = tagAndFirstClass(elements[k]);
    kindOf[k] = key;
    const c = kinds.get(key) ?? { members: 0, cards: 0 };
    kinds.set(key, c);
    c.members++;
    if (isCard(k)) {
      card[k] = 1;
      c.cards++;
    }
  }
  const teaserKind = (k: number): boolean => {
    const key = kindOf[k];
    const c = key === null ? undefined : kinds.get(key);
    return !!c && c.cards >= MIN_CARDS && 2 * c.cards >= c.members && card[k] === 1;
  };
  // The outermost teaser card above each element, or -1 (a card's title and excerpt boxes may be cards too).
  const cardOf = new Int32Array(elements.length).fill(-1);
  for (let k = 0; k < elements.length; k++)
    cardOf[k] = parent[k] >= 0 && cardOf[parent[k]] >= 0 ? cardOf[parent[k]] : teaserKind(k) ? k : -1;
  // Walk back from the page's last kept block through cards and short lines between them ("More stories").
  // Counts the cards met: a single box closing the body (a signup, an author) is not a run of teasers.
  let start = keptIdx.length;
  const met = new Set<number>();
  while (start > 0) {
    const i = keptIdx[start - 1];
    if (cardOf[blockElement[i]] >= 0) met.add(cardOf[blockElement[i]]);
    else if (blocks[i].words > SHORT_WORDS) break;
    start--;
  }
  if (met.size < TAIL_CARDS) return marks;
  const from = keptIdx[start] ?? blocks.length;
  let tailWords = 0;
  for (let s = start; s < keptIdx.length; s++) tailWords += blocks[keptIdx[s]].words;
  if (tailWords > maxShare * total) return marks;
  // The body before it holds a paragraph of running text and no teaser card (a page of card grids keeps them).
  let body = false;
  for (const i of keptIdx) {
    if (i >= from) break;
    if (cardOf[blockElement[i]] >= 0) return marks;
    const b = blocks[i];
    if (b.words >= BODY_PARAGRAPH && b.linkWords * 4 < b.words) body = true;
  }
  if (!body) return marks;
  for (let s = start; s < keptIdx.length; s++) marks[keptIdx[s]] = 1;
  return marks;
}
