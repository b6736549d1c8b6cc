// The second pass's product step: on a page that declares itself a product, the reviews and the carousels of
// other products go (`product.ts`); on such a page, or on one that declares nothing but has a buy box, the
// product's own region around its name heading is kept (`product-region.ts`). Furniture dropped first stays
// dropped: the region's rescue of uncertain blocks does not bring it back.
import type { Block, Label } from '../blocks/block.js';
import { rootOf } from '../html/tree-order.js';
import { hiddenBlocks } from './hidden.js';
import type { PageKind } from './page-kind.js';
import { type ProductParams, productFurniture } from './product.js';
import { hasBuyBox, keepProductRegion, type ProductRegionParams } from './product-region.js';

/** Whether the region step runs on a page of this declared kind (`productUndeclared` for pages with none). */
function regionApplies(
  blocks: readonly Block[],
  kind: PageKind | null,
  isArticle: boolean,
  params: ProductRegionParams,
): boolean {
  if (!params.productRegion) return false;
  if (kind === 'product') return true;
  if (kind !== null || isArticle) return false;
  const undeclared = params.productUndeclared ?? 0;
  if (undeclared === 2) return true;
  return undeclared === 1 && hasBuyBox(rootOf(blocks[0].node));
}

/** Applies the product step to `out` in place. */
export function productStep(
  blocks: readonly Block[],
  out: Label[],
  pO: Float64Array,
  hidden: Uint8Array | null,
  kind: PageKind | null,
  isArticle: boolean,
  params: ProductParams & ProductRegionParams,
  contentLabel: (i: number) => Label,
  before: Label[] | null = null,
): void {
  if (blocks.length === 0) return;
  let furniture: Uint8Array | null = null;
  if (kind === 'product' && (params.productReviews || params.productRelated)) {
    furniture = productFurniture(
      blocks,
      out.map((l) => l !== 'o'),
      {
        reviews: !!params.productReviews,
        related: !!params.productRelated,
        maxShare: params.productMaxShare ?? 0.5,
      },
    );
    for (let i = 0; i < blocks.length; i++)
      if (furniture[i]) {
        out[i] = 'o';
        if (before) before[i] = 'o';
      }
  }
  if (!regionApplies(blocks, kind, isArticle, params)) return;
  keepProductRegion(blocks, out, pO, hidden ?? hiddenBlocks(blocks), params, contentLabel, before);
  if (furniture) for (let i = 0; i < blocks.length; i++) if (furniture[i]) out[i] = 'o';
}
