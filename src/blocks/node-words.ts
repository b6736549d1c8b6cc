// The words of a page's blocks summed on their elements: the start of every "share of the page's words under
// an element" test (`sumUpNumbers` of html/tree-order.ts then adds them up the tree).
import type { ParentNode } from '../html/node.js';
import type { Block } from './block.js';

/**
 * The words of the blocks (those `kept`, when given; only those outside links with `nonLink`) on each block's
 * element, and their total.
 */
export function wordsOnNodes(
  blocks: readonly Block[],
  kept?: readonly boolean[],
  nonLink = false,
): { own: Map<ParentNode, number>; total: number } {
  const own = new Map<ParentNode, number>();
  let total = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (kept && !kept[i]) continue;
    const b = blocks[i];
    const w = nonLink ? b.words - b.linkWords : b.words;
    total += w;
    own.set(b.node, (own.get(b.node) ?? 0) + w);
  }
  return { own, total };
}
