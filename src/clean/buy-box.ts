// A product page that declares nothing (no schema.org product, no og:type) still shows what it is: one buy box,
// the block with the price and the add-to-cart control. Shops name it in their markup in the same few words
// whatever the page's language (`buy-box`, `buyBox`, `add-to-cart`, `addToBag`, `add_to_basket`). A category
// page or a grid of products has one quick-add control per card, so a page counts as a product page only when
// it holds a few such elements (nested ones count once) and shows a price (`showsPrice`). On such a page the
// product step's furniture (reviews, carousels of related products: `product.ts`) goes as on a declared one.
import type { Block } from '../blocks/block.js';
import { pageElements } from '../blocks/page-elements.js';
import type { ElementNode, ParentNode } from '../html/node.js';
import { classOrIdHas, nameWords } from './named-containers.js';
import { showsPrice } from './product-cards.js';

export interface BuyBoxParams {
  /**
   * On a page declaring no kind that shows a price and at most this many buy boxes (add-to-cart controls), the
   * product step's furniture (reviews, related products) goes (0 = off).
   */
  productBuyBox?: number;
}

const BUY_WORDS = /(?:^| )(?:buy ?box|add ?to ?(?:cart|bag|basket))(?: |$)/;
/** What a class or id must hold for its words to pass `BUY_WORDS`. */
const BUY_OR_ADD = /buy|add/i;

/**
 * Whether the element is named as a buy box or an add-to-cart control by its class or id words. Every element
 * of a page declaring no kind is tested: a plain substring test spares those naming neither word the split.
 */
function isBuyControl(e: ElementNode): boolean {
  if (!classOrIdHas(e, BUY_OR_ADD)) return false;
  return BUY_WORDS.test(nameWords(e));
}

/** The page's buy boxes: elements named so, not inside another one. */
export function buyBoxes(blocks: readonly Block[]): number {
  if (blocks.length === 0) return 0;
  const inside = new Set<ParentNode>();
  let count = 0;
  for (const e of pageElements(blocks)) {
    if (e.kind !== 'element') continue;
    if (e.parent && inside.has(e.parent)) {
      inside.add(e);
      continue;
    }
    if (isBuyControl(e)) {
      inside.add(e);
      count++;
    }
  }
  return count;
}

/** Whether an undeclared page is a product page by its buy box: 1 to `max` buy boxes and a price shown. */
export function showsBuyBox(blocks: readonly Block[], max: number): boolean {
  if (max <= 0) return false;
  const n = buyBoxes(blocks);
  return n >= 1 && n <= max && showsPrice(blocks);
}
