// A heading left at the end of an article's kept text, over a section the page shows and the cleaner dropped
// ("You may also like", "Leave a reply", "Recommended", "Share this article"): the related list, the comment
// form or the share bar under it went, and its title stays behind as the last line. The golds drop it with its
// section. A heading the page closes its article with, with nothing of its own under it in its box (a wire
// service's copyright line set in an `h6`, a "Hat tip" line), is the author's line and stays. Markup only:
// heading elements, the box around the heading, words counted; nothing reads the page's language.
import type { Block } from '../../blocks/block.js';
import { blockAncestry } from '../../blocks/block-ancestry.js';
import { blockSpans, headingAbove } from '../page-structure.js';

export interface ClosingHeadingParams {
  /**
   * On a page taken as an article, a kept heading closing the kept text goes when its box holds at least this
   * many words after it, all dropped (0 = off).
   */
  articleClosingHeadings?: number;
}

/** Words of kept text that must lie before a closing heading: a page of a heading or two keeps them. */
const BODY_WORDS = 50;

/**
 * 1 for each kept heading block after the last kept block that is not such a heading: working up from the end
 * of the kept text, a heading goes when the smallest element around it holding other blocks too holds at least
 * `minWords` words after it (dropped, as nothing after it is kept).
 */
export function closingHeadingBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minWords: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (blocks.length === 0) return out;
  const heading = headingAbove(blocks);
  const { parent } = blockAncestry(blocks);
  const { first, last } = blockSpans(blocks);
  // The kept words left once the closing headings found so far go, for the body test.
  let keptWords = 0;
  for (let i = 0; i < blocks.length; i++) if (kept[i]) keptWords += blocks[i].words;
  // Words of the blocks before each index, to sum a box's words after its heading.
  const prefix = new Float64Array(blocks.length + 1);
  for (let i = 0; i < blocks.length; i++) prefix[i + 1] = prefix[i] + blocks[i].words;
  let i = blocks.length - 1;
  while (i >= 0) {
    while (i >= 0 && !kept[i]) i--;
    if (i < 0) break;
    const h = heading[i];
    if (h < 0) break;
    // The heading's own blocks, and the smallest element around it holding more than them.
    const from = first[h];
    const to = last[h];
    let box = parent[h];
    while (box >= 0 && first[box] === from && last[box] === to) box = parent[box];
    if (box < 0) break;
    const after = prefix[last[box] + 1] - prefix[to + 1];
    if (after < minWords) break;
    let own = 0;
    for (let j = from; j <= to; j++) if (kept[j]) own += blocks[j].words;
    keptWords -= own;
    if (keptWords < BODY_WORDS) break;
    for (let j = from; j <= to; j++) if (kept[j]) out[j] = 1;
    i = from - 1;
  }
  return out;
}
