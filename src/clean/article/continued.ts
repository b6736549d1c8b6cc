// The article's text that goes on past its region. Article mode keeps the region Readability.js's scoring
// finds, and drops what the CRF kept elsewhere; but a body often goes on in a container of its own before or
// after it (a hero's intro, an FAQ section in its own wrapper, a second column of the same story), which the
// CRF keeps with confidence. A stretch of such blocks joined to the kept text by dropped blocks of a few words
// only ("Share this") comes back when it is running text: wordy, few links, no heading linking elsewhere (a
// related story's teaser, which also parts a stretch from the article), nothing under nav, header, footer,
// aside, forms or unlikely containers, and (`articleContinuedRun`) not in the page's run of alike entries
// (review cards, a login box: the cards around an article are not its text). A stretch opens on a block the
// CRF was sure of; with `articleContinuedCarry` it carries the blocks the CRF kept less surely between sure ones
// (an FAQ's questions between its answers, a statistic's linked figures in a page builder's intro), which
// would otherwise part it from the kept text, and (`articleContinuedSmallUnlikely`) those under an unlikely
// container of a few words only (an FAQ's question in its `accordion-header`). On a page declaring no article,
// a stretch past the last kept block must be long (`articleContinuedTrailing`): what follows a story there is
// as often a news-alert sign-up, a login box or a disclaimer as more of it; an intro above it is its own.
// Structure only.

import type { Block, Label } from '../../blocks/block.js';
import { blocksUnder } from '../../blocks/block-ancestry.js';
import type { ElementNode } from '../../html/node.js';
import { FURNITURE_AND_FORMS, HEADINGS } from '../../html/vocabulary.js';
import { unlikelyBlocks, unlikelyTops } from './class-weight.js';

export interface ContinuedParams {
  /** On a page taken as an article, CRF-kept blocks past the region below this p(o) may come back (0 = off). */
  articleContinued?: number;
  /** The least words such a stretch holds (default 40). */
  articleContinuedWords?: number;
  /** The most words of dropped furniture between the kept text and the stretch (default 12). */
  articleContinuedGap?: number;
  /** Blocks inside the page's run of alike entries (review cards, a login box's row) stay out (1) or not (0). */
  articleContinuedRun?: number;
  /** Only on a page whose markup declares an article (1) or on any page taken as one (0). */
  articleContinuedDeclared?: number;
  /**
   * Blocks the CRF kept below this looser p(o) are carried along inside a stretch of sure ones (0 = none): an
   * FAQ's questions between its sure answers, a statistic's linked figures between sure paragraphs.
   */
  articleContinuedCarry?: number;
  /**
   * On a page that declares no article, a stretch past the last kept block needs at least this many words (0 =
   * no more than any stretch): what follows a story there is as often a sign-up, login or disclaimer box.
   */
  articleContinuedTrailing?: number;
  /**
   * A carried block may sit under an unlikely container holding at most this many words in all (0 = never): an
   * FAQ's question in its `accordion-header`, a small box named like page furniture inside the stretch.
   */
  articleContinuedSmallUnlikely?: number;
}

const FURNITURE = new Set([...FURNITURE_AND_FORMS, 'dialog', 'button']);
const isFurniture = (e: ElementNode) => FURNITURE.has(e.name);

/**
 * 1 for each block of a stretch the CRF kept (`before`) below p(o) `below` and article mode dropped (`out`),
 * adjacent to the article's kept text across at most `gap` words of dropped blocks.
 */
export function continuedBlocks(
  blocks: readonly Block[],
  before: readonly Label[],
  out: readonly Label[],
  pO: Float64Array,
  hidden: Uint8Array | null,
  params: ContinuedParams,
  runInside: Uint8Array | null = null,
  declared = true,
): Uint8Array {
  const n = blocks.length;
  const below = params.articleContinued ?? 0;
  const minWords = params.articleContinuedWords ?? 40;
  const maxGap = params.articleContinuedGap ?? 12;
  const marks = new Uint8Array(n);
  const unlikely = unlikelyBlocks(blocks);
  const furniture = blocksUnder(blocks, isFurniture);
  const inRun = (params.articleContinuedRun ?? 0) > 0 ? runInside : null;
  const carry = Math.max(below, params.articleContinuedCarry ?? 0);
  const smallUnlikely = smallUnlikelyBlocks(blocks, unlikely, params.articleContinuedSmallUnlikely ?? 0);
  // A stretch opens on a sure block and may carry blocks the CRF kept with less certainty.
  const candidate = (i: number) => carried(i) && pO[i] < below && !unlikely[i];
  const carried = (i: number) =>
    before[i] !== 'o' &&
    out[i] === 'o' &&
    pO[i] < carry &&
    (!unlikely[i] || smallUnlikely[i] === 1) &&
    !furniture[i] &&
    !hidden?.[i] &&
    !inRun?.[i];
  const kept = new Uint8Array(n);
  for (let k = 0; k < n; k++) if (out[k] !== 'o') kept[k] = 1;
  // Past the article's last kept block, on a page declaring none, only a long stretch continues it.
  let lastKept = -1;
  for (let k = 0; k < n; k++) if (kept[k]) lastKept = k;
  const trailingWords = declared ? 0 : (params.articleContinuedTrailing ?? 0);
  let i = 0;
  while (i < n) {
    if (!candidate(i)) {
      i++;
      continue;
    }
    // The stretch: candidates, with blocks of 3 words or fewer between them (an accordion's icon).
    let end = i;
    let j = i + 1;
    while (j < n) {
      if (linkedHeading(blocks[j])) break;
      if (carried(j)) end = j;
      else if (out[j] !== 'o' || blocks[j].words > 3) break;
      j++;
    }
    let words = 0;
    let linkWords = 0;
    let wordy = false;
    let teaser = false;
    for (let k = i; k <= end; k++) {
      if (!carried(k)) continue;
      words += blocks[k].words;
      linkWords += blocks[k].linkWords;
      if (candidate(k) && blocks[k].words - blocks[k].linkWords >= 15) wordy = true;
      if (linkedHeading(blocks[k])) teaser = true;
    }
    const ok =
      words >= minWords &&
      (i < lastKept || words >= trailingWords) &&
      linkWords <= 0.2 * words &&
      wordy &&
      !teaser &&
      (gapTo(blocks, kept, i, -1, maxGap) || gapTo(blocks, kept, end, 1, maxGap));
    // A stretch brought back is kept text for the next one's gap (an FAQ's answers, one after another).
    if (ok)
      for (let k = i; k <= end; k++)
        if (carried(k)) {
          marks[k] = 1;
          kept[k] = 1;
        }
    i = end + 1;
  }
  return marks;
}

/** 1 for each block under an unlikely container holding at most `maxWords` words (none when 0). */
function smallUnlikelyBlocks(blocks: readonly Block[], unlikely: Uint8Array, maxWords: number): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  if (maxWords <= 0 || !unlikely.includes(1)) return marks;
  const top = unlikelyTops(blocks);
  const words = new Map<number, number>();
  for (let i = 0; i < blocks.length; i++)
    if (top[i] >= 0) words.set(top[i], (words.get(top[i]) ?? 0) + blocks[i].words);
  for (let i = 0; i < blocks.length; i++) if (top[i] >= 0 && words.get(top[i])! <= maxWords) marks[i] = 1;
  return marks;
}

/** Whether a kept block lies `step`-wards of `from` across dropped blocks of at most `maxGap` words in all. */
function gapTo(
  blocks: readonly Block[],
  kept: Uint8Array,
  from: number,
  step: 1 | -1,
  maxGap: number,
): boolean {
  let gap = 0;
  for (let k = from + step; k >= 0 && k < blocks.length; k += step) {
    if (kept[k]) return true;
    if (linkedHeading(blocks[k])) return false;
    gap += blocks[k].words;
    if (gap > maxGap) return false;
  }
  return false;
}

/** A heading that is mostly a link: another page's title (a teaser), which parts a stretch from the article. */
function linkedHeading(b: Block): boolean {
  return HEADINGS.has(b.tag) && b.linkWords * 2 > b.words;
}
