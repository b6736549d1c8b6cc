// The main region (`AutoParams.mainShare`): the deepest layout element holding a share of the kept words.
import type { Block, Label } from '../../blocks/block.js';
import { blockAncestry, sumUnderElements } from '../../blocks/block-ancestry.js';
import type { ParentNode } from '../../html/node.js';
import { rootOf } from '../../html/tree-order.js';
import { mainRegionSkips } from '../main-comments.js';
import type { AutoParams } from './params.js';
import { contentLabel } from './state.js';

/** Elements that can be a page's main region: layout containers, not paragraphs or inline elements. */
const REGION_TAGS = new Set([
  'div',
  'td',
  'th',
  'article',
  'section',
  'main',
  'body',
  'form',
  'center',
  'table',
]);
const isRegion = (e: ParentNode): boolean => e.kind === 'document' || REGION_TAGS.has(e.name);

/** Kept blocks outside the main region (see `AutoParams.mainShare`) become `o`; uncertain ones inside are kept. */
export function keepMainRegion(
  blocks: readonly Block[],
  out: Label[],
  pO: Float64Array,
  post: Float64Array,
  labels: readonly string[],
  params: AutoParams,
  thread: boolean,
): void {
  const share = params.mainShare!;
  // Only the elements above the blocks can hold kept words: the others are never the main region.
  const ancestry = blockAncestry(blocks);
  const { elements, parent, blockElement } = ancestry;
  const own = new Float64Array(blocks.length);
  // Readers' comments under a short post do not make the main region, a declared thread's posts do (`main-comments.ts`).
  const skips = thread ? null : mainRegionSkips(blocks, out, params);
  let total = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] === 'o' || skips?.[i]) continue;
    const w = blocks[i].words - blocks[i].linkWords;
    if (w <= 0) continue;
    total += w;
    own[i] = w;
  }
  if (total === 0) return;
  // Kept words under every element (children are listed after their parents), and the deepest region
  // element holding the share, the first in document order at that depth (the ancestry lists them in
  // document order). The document, depth 0, holds all of them: the region when no element does.
  const under = sumUnderElements(ancestry, own);
  const root = rootOf(blocks[0].node);
  let main = root.kind === 'document' && total >= share * total ? -1 : -2;
  let mainDepth = 0;
  const depth = new Int32Array(elements.length);
  for (let k = 0; k < elements.length; k++) {
    const p = parent[k];
    depth[k] = p >= 0 ? depth[p] + 1 : elements[k].parent ? 1 : 0;
    if (isRegion(elements[k]) && under[k] >= share * total && (main === -2 || depth[k] > mainDepth)) {
      mainDepth = depth[k];
      main = k;
    }
  }
  if (main === -2) return;
  // Elements inside the main region (none listed when it is the document: every block is inside).
  const inside = main >= 0 ? new Uint8Array(elements.length) : null;
  for (let k = 0; inside && k < elements.length; k++)
    inside[k] = k === main || (parent[k] >= 0 && inside[parent[k]] === 1) ? 1 : 0;
  const dropAbove = params.mainDropAbove ?? 0;
  const rescueBelow = params.mainRescueBelow ?? 0;
  for (let i = 0; i < blocks.length; i++) {
    const isInside = inside === null || inside[blockElement[i]] === 1;
    if (out[i] === 'o') {
      if (isInside && pO[i] < rescueBelow) out[i] = contentLabel(post, i, labels);
    } else if (!isInside && pO[i] >= dropAbove) out[i] = 'o';
  }
}
