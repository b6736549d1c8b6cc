// The paragraph of each block (its nearest block-level element, Readability.js's unit of scoring), made once per
// block list over the block ancestry: the article region asks it of every block on each of its attempts, and a
// memo keyed by element (a WeakMap) cost more than the walk it saved.

import type { ElementNode } from '../html/node.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';
import { blockAncestry, innermostPassing } from './block-ancestry.js';
import { perBlockList } from './per-block-list.js';

const isBlockLevel = (e: ElementNode): boolean => BLOCK_LEVEL.has(e.name);

/**
 * For each block, the nearest block-level element among its element and that element's ancestors, else the
 * block's element itself (read-only: callers share it).
 */
export const blockParagraphs = perBlockList((blocks): readonly ElementNode[] => {
  const { elements } = blockAncestry(blocks);
  const nearest = innermostPassing(blocks, isBlockLevel);
  const made = new Array<ElementNode>(blocks.length);
  for (let i = 0; i < blocks.length; i++) made[i] = nearest[i] >= 0 ? elements[nearest[i]] : blocks[i].node;
  return made;
});
