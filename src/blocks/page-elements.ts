// The elements of a page in document order, listed once per block list: the CRF's structure columns and four
// steps of the auto cleaner's second pass (named containers, main region, entries, the article region) each
// walked the whole tree for the same list, a fifth of the time they took together.
import type { ParentNode } from '../html/node.js';
import { elementsInOrder, numberElements, rootOf } from '../html/tree-order.js';
import type { Block } from './block.js';

// Keyed by the block list: blocks are built after the last change to the tree before cleaning, and every step
// that reads the list reads the tree those blocks were built from.
const byBlocks = new WeakMap<readonly Block[], readonly ParentNode[]>();

/**
 * `elementsInOrder(rootOf(blocks[0].node))`, made once per block list (read-only: callers share it) and numbered
 * (`numberElements`: `elementIndex(order[k])` is k). `blocks` must not be empty.
 */
export function pageElements(blocks: readonly Block[]): readonly ParentNode[] {
  let order = byBlocks.get(blocks);
  if (order === undefined || order[0] !== rootOf(blocks[0].node)) {
    order = elementsInOrder(rootOf(blocks[0].node));
    numberElements(order);
    byBlocks.set(blocks, order);
  }
  return order;
}
