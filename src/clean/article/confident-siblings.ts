// Running text the CRF is sure of beside the article's container. Readability.js joins a sibling of the
// article's top container only when its own paragraph score is high enough, and a page builder that cuts
// the body into sibling sections (an intro section holding a table of contents, then the body's sections)
// leaves its first section out. Beside the region, a paragraph of running text the CRF keeps with confidence
// is the body's too. Structure only: nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import type { ElementNode, ParentNode } from '../../html/node.js';

export interface ConfidentSiblingParams {
  /**
   * Outside the article region, a kept block of running text (8+ words, at most 30 % link words, not under an
   * unlikely container) in a sibling of the region's top container stays when its p(o) is below this (0 = off).
   */
  articleSiblings?: number;
}

const MIN_WORDS = 8;
const MAX_LINK_SHARE = 0.3;

/** 1 for each block of running text under a sibling of `top` with p(o) below `below` (`unlikely`: blocks left out). */
export function confidentSiblingBlocks(
  blocks: readonly Block[],
  top: ElementNode,
  pO: Float64Array,
  below: number,
  unlikely: Uint8Array,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const parent = top.parent;
  if (parent?.kind !== 'element' || parent.name === 'body' || parent.name === 'html') return marks;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (pO[i] >= below || unlikely[i] || b.words < MIN_WORDS || b.linkWords > MAX_LINK_SHARE * b.words)
      continue;
    // The block's ancestor just below the top's parent: a sibling of the top, not the top itself (whose own
    // cleaning left the block out).
    let e: ParentNode | null = b.node;
    while (e && e.kind === 'element' && e.parent !== parent) e = e.parent;
    if (e && e !== top && e.parent === parent) marks[i] = 1;
  }
  return marks;
}
