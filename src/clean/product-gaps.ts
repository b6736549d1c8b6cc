// A product page's prose between its kept text: a shop sets its product's selling points as feature cards, key
// points and callouts (a sentence or two each, beside a picture) that the CRF drops as it drops the cards of a
// landing page, and `landing-gaps.ts` brings back a landing page's gaps. On a product page the blocks between
// the kept name and description are mostly the buy box's furniture (prices, payment plans, variant names, a
// currency list, "Add to cart") and the shop's own panels (tooltips' help text, reviews, shipping terms), so of a
// gap only the blocks of prose long enough to be no such line come back, and none under the product furniture's
// containers (`product.ts`), whatever share of the kept words they hold.
import type { Block } from '../blocks/block.js';
import { type ProductParams, productFurniture } from './product.js';

/**
 * `gaps` (the landing gaps' marks, changed in place) less the blocks under `minWords` words and those under a
 * product furniture container.
 */
export function productGapBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  gaps: Uint8Array,
  minWords: number,
  params: ProductParams,
): Uint8Array {
  if (!gaps.some((m) => m)) return gaps;
  const furniture = productFurniture(blocks, kept, {
    reviews: !!params.productReviews,
    related: !!params.productRelated,
    policies: !!params.productPolicies,
    tooltips: !!params.productTooltips,
    shopTerms: !!params.productShopTerms,
    maxShare: 1,
  });
  for (let i = 0; i < gaps.length; i++) if (furniture[i] || blocks[i].words < minWords) gaps[i] = 0;
  return gaps;
}
