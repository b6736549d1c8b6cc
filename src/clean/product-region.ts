// The product's own region on a shop page. A product page puts the product's name in its one visible `<h1>`,
// and the description, specifications and buy box around it; the rest of the page (mega-menus, cookie and
// sign-in dialogs, carousels of other products, store policies, testimonials, the footer) lies outside the
// column that holds the name and the description. The region is the smallest ancestor of the name heading
// that holds a share of the words the cleaner kept: kept blocks outside it go, and blocks inside it that the
// CRF was unsure about (collapsed tabs and accordions with the specifications) come back. A page with no
// visible `<h1>`, or whose `<h1>` sits in a region holding too little of the page, is left as it is.
import type { Block, Label } from '../blocks/block.js';
import { wordsOnNodes } from '../blocks/node-words.js';
import { pageElements } from '../blocks/page-elements.js';
import type { ElementNode, ParentNode } from '../html/node.js';
import { elementIndex, subtreeElements, sumUpNumbers } from '../html/tree-order.js';
import { productAnchor } from './product-anchor.js';

export interface ProductRegionParams {
  /**
   * On a product page, the product region's least share of the kept words (0 = off): the smallest ancestor
   * of the name heading holding it is the region, and kept blocks outside it go.
   */
  productRegion?: number;
  /** Blocks inside the product region with p(o) below this are kept (0 = none). */
  productRescueBelow?: number;
  /** Hidden blocks are rescued too (1) or not (0): collapsed tabs hold the specifications. */
  productRescueHidden?: number;
  /**
   * 1 = the region is found among, and restores inside it, the blocks kept before article mode and the listing
   * entries (which can take a product's spec list for an article's furniture or a listing); 0 = after them.
   */
  productFromCrf?: number;
  /**
   * Where the region grows from (`product-anchor.ts`): 0 = the first visible `<h1>`; 1 = else the first hidden
   * `<h1>` (a page whose content its scripts reveal).
   */
  productAnchor?: number;
  /**
   * A page whose only product declaration is og:type "product" (`declaresOgProductOnly`), not kept as a listing
   * and showing a price (`showsPrice`), gets the product step (cards and region) too (1) or not (0); its listing
   * and article steps stay those of an undeclared page.
   */
  productOgType?: number;
  /** What the region's share counts: 0 = the kept words, 1 = the kept words outside links (carousels and menus are links). */
  productRegionWords?: number;
}

/** Elements that a region can be: layout containers, not the heading's own inline wrappers. */
const REGION_TAGS = new Set(['div', 'section', 'article', 'main', 'form', 'td', 'table', 'ul', 'body']);

/**
 * The product region of a page: the smallest region element above the product's name (`productAnchor`: the
 * first visible `<h1>` at level 0) holding at least `share` of the kept words, or null (no name found, or only
 * the whole page holds that share).
 */
export function productRegion(
  blocks: readonly Block[],
  kept: readonly boolean[],
  hidden: Uint8Array | null,
  share: number,
  anchorLevel = 0,
  nonLink = false,
): Set<ElementNode> | null {
  const heading = productAnchor(blocks, hidden, anchorLevel);
  if (!heading) return null;
  const { own, total } = wordsOnNodes(blocks, kept, nonLink);
  if (total === 0) return null;
  const under = sumUpNumbers(pageElements(blocks), own);
  for (let e: ParentNode | null = heading.parent; e && e.kind === 'element'; e = e.parent) {
    if (e.name === 'body' || e.name === 'html') return null;
    if (REGION_TAGS.has(e.name) && under[elementIndex(e)] >= share * total) return subtreeElements([e]);
  }
  return null;
}

/**
 * Narrows `out` to the product region (in place): kept blocks outside it become `o`, blocks inside it with
 * p(o) below `rescueBelow` take their content label. Returns whether a region was found.
 */
export function keepProductRegion(
  blocks: readonly Block[],
  out: Label[],
  pO: Float64Array,
  hidden: Uint8Array | null,
  params: ProductRegionParams,
  contentLabel: (i: number) => Label,
  before: readonly Label[] | null = null,
): boolean {
  const inside = productRegion(
    blocks,
    (before ?? out).map((l) => l !== 'o'),
    hidden,
    params.productRegion ?? 0,
    params.productAnchor ?? 0,
    (params.productRegionWords ?? 0) > 0,
  );
  if (!inside) return false;
  const rescueBelow = params.productRescueBelow ?? 0;
  const rescueHidden = (params.productRescueHidden ?? 0) > 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!inside.has(blocks[i].node)) out[i] = 'o';
    else if (out[i] === 'o' && before && before[i] !== 'o') out[i] = before[i];
    else if (out[i] === 'o' && pO[i] < rescueBelow && (rescueHidden || !hidden?.[i]))
      out[i] = contentLabel(i);
  }
  return true;
}
