// The elements above a page's blocks, numbered once per block list, so that the second pass's "is this block
// under an element that …" steps (named containers, hidden and screen-reader-only elements: nine per page)
// each fill one byte array instead of a Map memo keyed by element: those Maps were a fifth of the second
// pass's allocations and most of `underMatching`'s own time.

import type { ElementNode } from '../html/node.js';
import { elementIndex } from '../html/tree-order.js';
import type { Block } from './block.js';
import { pageElements } from './page-elements.js';
import { perBlockList } from './per-block-list.js';

export interface BlockAncestry {
  /**
   * Every block's element and its element ancestors, each once, parents before children: for each block in
   * order, its ancestors not listed yet, top down (the order in which a memoized walk up from each block meets
   * them, so a step tests the same elements in the same order as that walk).
   */
  readonly elements: readonly ElementNode[];
  /** Index in `elements` of each element's parent element, -1 for the topmost (the document is not listed). */
  readonly parent: Int32Array;
  /** Index in `elements` of each block's element. */
  readonly blockElement: Int32Array;
}

/** The ancestry of `blocks`, made once per block list (read-only: callers share it). */
export const blockAncestry = perBlockList(buildAncestry);

function buildAncestry(blocks: readonly Block[]): BlockAncestry {
  // Each page element's index in `elements` (by `elementIndex`), -1 while not listed.
  const index = new Int32Array(blocks.length === 0 ? 0 : pageElements(blocks).length).fill(-1);
  const elements: ElementNode[] = [];
  const parents: number[] = [];
  const blockElement = new Int32Array(blocks.length);
  const path: ElementNode[] = [];
  for (let i = 0; i < blocks.length; i++) {
    // Up from the block to the first element already listed (or past the topmost element).
    let above = -1;
    path.length = 0;
    for (let p: ElementNode['parent'] = blocks[i].node; p !== null && p.kind === 'element'; p = p.parent) {
      const known = index[elementIndex(p)];
      if (known >= 0) {
        above = known;
        break;
      }
      path.push(p);
    }
    for (let k = path.length - 1; k >= 0; k--) {
      index[elementIndex(path[k])] = elements.length;
      parents.push(above);
      above = elements.length;
      elements.push(path[k]);
    }
    blockElement[i] = above;
  }
  return { elements, parent: Int32Array.from(parents), blockElement };
}

/**
 * Each element's sum of a per-block weight over the blocks under it (indexed as `elements`): each block's weight
 * on its element, then children handing their sums to their parents (children are listed after their parents).
 */
export function sumUnderElements(
  ancestry: BlockAncestry,
  weight: Float64Array | readonly number[],
): Float64Array {
  const { elements, parent, blockElement } = ancestry;
  const under = new Float64Array(elements.length);
  for (let i = 0; i < blockElement.length; i++) under[blockElement[i]] += weight[i];
  for (let k = elements.length - 1; k >= 0; k--) if (parent[k] >= 0) under[parent[k]] += under[k];
  return under;
}

/**
 * For each block, the index in `elements` of the outermost of its element and its ancestors that passes `test`,
 * or -1. Elements under one that passes are not tested, and each is tested once, in `elements`' order.
 */
export function outermostPassing(blocks: readonly Block[], test: (e: ElementNode) => boolean): Int32Array {
  const out = new Int32Array(blocks.length).fill(-1);
  if (blocks.length === 0) return out;
  const { elements, parent, blockElement } = blockAncestry(blocks);
  const top = new Int32Array(elements.length);
  for (let k = 0; k < elements.length; k++) {
    const p = parent[k];
    top[k] = p >= 0 && top[p] >= 0 ? top[p] : test(elements[k]) ? k : -1;
  }
  for (let i = 0; i < blocks.length; i++) out[i] = top[blockElement[i]];
  return out;
}

/**
 * For each block, the index in `elements` of the innermost of its element and its ancestors that passes
 * `test`, or -1 (what a walk up from the block finds first). Each element is tested once.
 */
export function innermostPassing(blocks: readonly Block[], test: (e: ElementNode) => boolean): Int32Array {
  const out = new Int32Array(blocks.length).fill(-1);
  if (blocks.length === 0) return out;
  const { elements, parent, blockElement } = blockAncestry(blocks);
  const near = new Int32Array(elements.length);
  for (let k = 0; k < elements.length; k++)
    near[k] = test(elements[k]) ? k : parent[k] >= 0 ? near[parent[k]] : -1;
  for (let i = 0; i < blocks.length; i++) out[i] = near[blockElement[i]];
  return out;
}

/** 1 for each block whose element or one of its ancestors passes `test` (tested as `outermostPassing` does). */
export function blocksUnder(blocks: readonly Block[], test: (e: ElementNode) => boolean): Uint8Array {
  const top = outermostPassing(blocks, test);
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) out[i] = top[i] >= 0 ? 1 : 0;
  return out;
}

/**
 * `blocksUnder` among the kept blocks only, and none when every kept word lies under a passing element: a step
 * that drops these blocks never empties the page.
 */
export function keptBlocksUnder(
  blocks: readonly Block[],
  kept: readonly boolean[],
  test: (e: ElementNode) => boolean,
): Uint8Array {
  const under = blocksUnder(blocks, test);
  let outside = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!kept[i]) under[i] = 0;
    else if (!under[i]) outside += blocks[i].words;
  }
  if (outside === 0) under.fill(0);
  return under;
}

/**
 * `blocksUnder` with the test given each element's index in `blockAncestry(blocks).elements`, for tests that
 * read arrays of the ancestry (indexed as `elements`) instead of Maps keyed by element.
 */
export function blocksUnderIndex(blocks: readonly Block[], test: (k: number) => boolean): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (blocks.length === 0) return out;
  const { elements, parent, blockElement } = blockAncestry(blocks);
  // 1 when the element or an ancestor passes; as `outermostPassing`, nothing under a passing element is tested.
  const under = new Uint8Array(elements.length);
  for (let k = 0; k < elements.length; k++) {
    const p = parent[k];
    under[k] = p >= 0 && under[p] === 1 ? 1 : test(k) ? 1 : 0;
  }
  for (let i = 0; i < blocks.length; i++) out[i] = under[blockElement[i]];
  return out;
}

/**
 * For each element of `blockAncestry(blocks)`, the first and last index of the blocks under it that pass
 * `include` (all blocks when absent), -1 when none. Linear: each block marks its own element, then children hand
 * their spans to their parents (parents come before children), so a page nested deep costs no walk per block.
 */
export function elementSpans(
  blocks: readonly Block[],
  include?: (i: number) => boolean,
): { first: Int32Array; last: Int32Array } {
  const { elements, parent, blockElement } = blockAncestry(blocks);
  const first = new Int32Array(elements.length).fill(-1);
  const last = new Int32Array(elements.length).fill(-1);
  for (let i = 0; i < blocks.length; i++) {
    if (include && !include(i)) continue;
    const e = blockElement[i];
    if (first[e] < 0) first[e] = i;
    last[e] = i;
  }
  for (let e = elements.length - 1; e >= 0; e--) {
    const p = parent[e];
    if (p < 0 || first[e] < 0) continue;
    if (first[p] < 0 || first[e] < first[p]) first[p] = first[e];
    if (last[e] > last[p]) last[p] = last[e];
  }
  return { first, last };
}
