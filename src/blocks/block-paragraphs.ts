// The paragraph of each block (its nearest block-level element, Readability.js's unit of scoring), made once per
// block list over the block ancestry: the article region asks it of every block on each of its attempts, and a
// memo keyed by element (a WeakMap) cost more than the walk it saved.
import type { ElementNode } from '../html/node.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';
import type { Block } from './block.js';
import { blockAncestry, innermostPassing } from './block-ancestry.js';

const isBlockLevel = (e: ElementNode): boolean => BLOCK_LEVEL.has(e.name);

const byBlocks = new WeakMap<readonly Block[], readonly ElementNode[]>();

/**
 * For each block, the nearest block-level element among its element and that element's ancestors, else the
 * block's element itself (read-only: callers share it).
 */
export function blockParagraphs(blocks: readonly Block[]): readonly ElementNode[] {
  let out = byBlocks.get(blocks);
  if (out === undefined) {
    const { elements } = blockAncestry(blocks);
    const nearest = innermostPassing(blocks, isBlockLevel);
    const made = new Array<ElementNode>(blocks.length);
    for (let i = 0; i < blocks.length; i++) made[i] = nearest[i] >= 0 ? elements[nearest[i]] : blocks[i].node;
    byBlocks.set(blocks, made);
    out = made;
  }
  return out;
}
