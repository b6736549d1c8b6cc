// Accordion items kept in part: an FAQ or a "related advice" accordion below a shop's grid, each item a toggle
// (the question, the article's title) over the panel it opens (the answer, the teaser). The CRF often keeps the
// toggle's heading-like line and drops the panel's sentences, or keeps one paragraph of an answer and not the
// question; the page built both halves as one item, so they are content or furniture together. An item is the
// smallest element holding a disclosure toggle (WAI-ARIA's `aria-expanded` / `aria-controls`, Bootstrap's
// `collapse`, a button named as an accordion's or FAQ's question, a `<details>`'s `<summary>`) and blocks
// besides it, and no other toggle; with any of its blocks kept, the rest come back. Items of at most
// `accordionItems` words: a toggle whose nearest box holds a whole page section is no item.
import type { Block } from '../blocks/block.js';
import { blockAncestry } from '../blocks/block-ancestry.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { isDisclosureButton } from './article/clean-conditionally.js';
import { blockSpans } from './page-structure.js';

export interface AccordionItemParams {
  /**
   * An accordion item (a disclosure toggle and its panel) of at most this many words with a kept block keeps
   * all its blocks (0 = off).
   */
  accordionItems?: number;
}

/** Whether the element opens and closes a panel: a disclosure button, a `<summary>`, or a link acting as one. */
export function isToggle(e: ElementNode): boolean {
  if (e.name === 'summary') return true;
  if (e.name === 'a')
    return (
      getAttr(e, 'aria-expanded') !== undefined ||
      (getAttr(e, 'data-toggle') ?? getAttr(e, 'data-bs-toggle')) === 'collapse'
    );
  return isDisclosureButton(e, true);
}

/** 1 for each block not kept of an accordion item (at most `maxWords` words) holding a kept block. */
export function accordionItemBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  if (maxWords <= 0) return marks;
  const { elements, parent } = blockAncestry(blocks);
  // Each element's first and last block (blocks are in document order, so a subtree's blocks are contiguous).
  const { first: lo, last: hi } = blockSpans(blocks);
  const toggles: number[] = [];
  for (let e = 0; e < elements.length; e++) if (lo[e] >= 0 && isToggle(elements[e])) toggles.push(e);
  // Toggles inside toggles (a summary's button) count once: the outermost.
  const firstBlocks = [...new Set(toggles.map((t) => lo[t]))].sort((x, y) => x - y);
  // Sorted, so counting those in a range is two binary searches, not a scan per toggle (pages with many toggles).
  const togglesIn = (a: number, b: number) => lowerBound(firstBlocks, b + 1) - lowerBound(firstBlocks, a);
  for (const t of toggles) {
    let item = parent[t];
    while (item >= 0 && lo[item] === lo[t] && hi[item] === hi[t]) item = parent[item];
    if (item < 0) continue;
    const a = lo[item];
    const b = hi[item];
    if (togglesIn(a, b) !== 1) continue;
    let words = 0;
    let anyKept = false;
    for (let i = a; i <= b; i++) {
      words += blocks[i].words;
      if (kept[i] && blocks[i].words > 0) anyKept = true;
    }
    if (!anyKept || words > maxWords) continue;
    // An image's alt text in a panel is a caption of a screenshot, not the panel's text.
    for (let i = a; i <= b; i++) if (!kept[i] && blocks[i].node.name !== 'img') marks[i] = 1;
  }
  return marks;
}

/** The index of the first value of the sorted array that is at least `x`. */
function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
