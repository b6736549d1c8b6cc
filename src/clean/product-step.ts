// The second pass's product step: on a page that declares itself a product, the reviews and the carousels of
// other products go (`product.ts` by class names, `product-cards.ts` by their build: picture, link and price),
// and the product's own region around its name heading is kept (`product-region.ts`). Furniture dropped first stays dropped: the region's rescue of uncertain blocks does not
// bring it back. (A region step on pages that declare nothing, with or without a buy box — price microdata, an
// add-to-cart control — measured no better on WCXB dev's 21 undeclared products and lowered its services.)
import type { Block, Label } from '../blocks/block.js';
import { hiddenBlocks } from './hidden.js';
import type { PageKind } from './page-kind.js';
import { type ProductParams, productFurniture } from './product.js';
import { productAnchor } from './product-anchor.js';
import { type ProductCardParams, productCards } from './product-cards.js';
import { keepProductRegion, type ProductRegionParams } from './product-region.js';

/** Applies the product step to `out` in place. */
export function productStep(
  blocks: readonly Block[],
  out: Label[],
  pO: Float64Array,
  hidden: Uint8Array | null,
  kind: PageKind | null,
  productOnly: boolean,
  params: ProductParams & ProductRegionParams & ProductCardParams,
  contentLabel: (i: number) => Label,
  before: Label[] | null = null,
  declared = 0,
): void {
  if (blocks.length === 0) return;
  // The hidden blocks, found once when the cleaner did not (the name's anchor and the region both read them).
  const seen = () => (hidden ??= hiddenBlocks(blocks));
  let furniture: Uint8Array | null = null;
  if (kind === 'product' && (params.productReviews || params.productRelated || params.productCards)) {
    furniture = productFurniture(
      blocks,
      out.map((l) => l !== 'o'),
      {
        reviews: !!params.productReviews,
        related: !!params.productRelated,
        policies: !!params.productPolicies,
        tooltips: !!params.productTooltips,
        shopTerms: !!params.productShopTerms,
        maxShare: params.productMaxShare ?? 0.5,
      },
    );
    // Cards of other products (`product-cards.ts`), never the one holding the product's name; only on a page
    // declaring a product alone (a category page declaring the products of its grid is made of such cards).
    if (params.productCards && productOnly) {
      const name = productAnchor(blocks, seen(), params.productAnchor ?? 0);
      const cards = productCards(blocks, params.productCards, name, declared);
      for (let i = 0; i < blocks.length; i++) furniture[i] |= cards[i];
    }
    for (let i = 0; i < blocks.length; i++)
      if (furniture[i]) {
        out[i] = 'o';
        if (before) before[i] = 'o';
      }
  }
  // A review article or a category page that also declares the products it shows keeps its own steps.
  if (!productOnly || !params.productRegion) return;
  keepProductRegion(blocks, out, pO, seen(), params, contentLabel, before);
  if (furniture) for (let i = 0; i < blocks.length; i++) if (furniture[i]) out[i] = 'o';
}
