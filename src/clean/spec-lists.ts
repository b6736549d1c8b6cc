// A product's specification list kept in part: shops write "Fit: Regular", "Pattern: Plain", "Article number:
// …" as a description list (`<dl>`, each name a `<dt>`, each value a `<dd>`), often one list per panel of the
// details accordion. Its items are one or two words each, so the CRF keeps some names or values and drops
// their neighbours (a value without its name, a name without its value). The page built the list as one
// record of the product, so it is content or furniture together: with any of its items kept, the rest come
// back. A list is the nearest `<dl>` above a `<dt>`/`<dd>`, or, where a page sets its pairs in plain boxes
// without one, the nearest element above holding `specLists` names or more. Only the structure is read.
import type { Block } from '../blocks/block.js';
import { blockAncestry, innermostPassing } from '../blocks/block-ancestry.js';
import { blockSpans } from './page-structure.js';

export interface SpecListParams {
  /**
   * On a product page, a description list of at least this many `<dt>` names with a kept item keeps all
   * its items (0 = off).
   */
  productSpecLists?: number;
}

/** 1 for each block not kept of a description list (at least `minNames` names) holding a kept block. */
export function specListBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minNames: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  if (minNames <= 0) return marks;
  const { elements, parent } = blockAncestry(blocks);
  // Each element's count of `<dt>` elements at or under it (children come after parents in `elements`).
  const names = new Int32Array(elements.length);
  for (let e = elements.length - 1; e >= 0; e--) {
    if (elements[e].name === 'dt') names[e]++;
    if (parent[e] >= 0) names[parent[e]] += names[e];
  }
  // The nearest `<dl>` or box of enough names at or above each element, in one pass down (parents first).
  const listAt = new Int32Array(elements.length);
  for (let e = 0; e < elements.length; e++)
    listAt[e] =
      elements[e].name === 'dl' || names[e] >= minNames ? e : parent[e] >= 0 ? listAt[parent[e]] : -1;
  // The list of each block under a `<dt>`/`<dd>`: the nearest `<dl>`, else the nearest box of enough names.
  const item = innermostPassing(blocks, (e) => e.name === 'dt' || e.name === 'dd');
  const listOf = new Int32Array(blocks.length).fill(-1);
  for (let i = 0; i < blocks.length; i++) {
    const list = item[i] >= 0 && parent[item[i]] >= 0 ? listAt[parent[item[i]]] : -1;
    if (list >= 0 && names[list] >= minNames) listOf[i] = list;
  }
  const { first, last } = blockSpans(blocks);
  const done = new Uint8Array(elements.length);
  for (let i = 0; i < blocks.length; i++) {
    const list = listOf[i];
    if (list < 0 || done[list] || !kept[i] || blocks[i].words === 0) continue;
    done[list] = 1;
    for (let k = first[list]; k <= last[list]; k++) if (!kept[k] && listOf[k] === list) marks[k] = 1;
  }
  return marks;
}
