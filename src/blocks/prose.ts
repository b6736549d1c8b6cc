// A block of running text, as the steps that weigh a page's prose against its runs of entries count it: a
// sentence or more (10 words and up) that is mostly not links (at most a fifth of its words). A teaser card's
// title, a widget's link list or a footer's menu never passes; a story's paragraph does.
import type { Block } from './block.js';

const PROSE_WORDS = 10;
const PROSE_LINKS = 0.2;

/** Whether the block is running text: 10 words or more, at most a fifth of them in links. */
export function isProse(b: Block): boolean {
  return b.words >= PROSE_WORDS && b.linkWords <= PROSE_LINKS * b.words;
}
