// The words of a page's blocks summed on their elements: the start of every "share of the page's words under
// an element" test (`sumUpNumbers` of html/tree-order.ts then adds them up the tree).
import { elementIndex } from '../html/tree-order.js';
import type { Block } from './block.js';
import { pageElements } from './page-elements.js';

/**
 * The words of the blocks (those `kept`, when given; only those outside links with `nonLink`) on each block's
 * element (indexed by `elementIndex`, as `pageElements(blocks)`), and their total.
 */
export function wordsOnNodes(
  blocks: readonly Block[],
  kept?: readonly boolean[],
  nonLink = false,
): { own: Float64Array; total: number } {
  const own = new Float64Array(blocks.length === 0 ? 0 : pageElements(blocks).length);
  let total = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (kept && !kept[i]) continue;
    const b = blocks[i];
    const w = nonLink ? b.words - b.linkWords : b.words;
    total += w;
    own[elementIndex(b.node)] += w;
  }
  return { own, total };
}
