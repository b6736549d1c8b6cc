// The second pass's product step: on a page selling one product, its reviews and carousels of other products
// go, its region around the name heading is kept, and so is that heading.
import { productStepKind } from '../article/review-article.js';
import { showsBuyBox } from '../buy-box.js';
import { pageHeadingBlocks, pageHeadingCap } from '../page-heading.js';
import { declaresOgProductOnly } from '../page-kind.js';
import { showsPrice } from '../product-cards.js';
import { productStep } from '../product-step.js';
import { labelOf, type PassState, revive } from './state.js';

export function productPage(s: PassState): void {
  const { blocks, out, params, signals, pO, hidden, kind, isArticle, entriesKept, productOnly } = s;
  if (s.onlyRegion !== null) return;
  // An undeclared page with a buy box (at most `productBuyBox`) and a price gets the product furniture step (`buy-box.ts`).
  const productKind =
    productStepKind(kind, signals, isArticle, params) ??
    (params.productBuyBox && showsBuyBox(blocks, params.productBuyBox) ? 'product' : null);
  s.productKind = productKind;
  // A product page's reviews and carousels of other products go, and its own region around the name heading
  // is kept (`product-step.ts`).
  productStep(
    blocks,
    out,
    pO,
    hidden,
    productKind,
    // og:type "product" alone is enough for the product step (`productOgType`) on a page not kept as a
    // listing (shops put it on their category pages too) that shows a price (not a review article marked
    // so), not for the steps above.
    productOnly ||
      (!!params.productOgType && !entriesKept && declaresOgProductOnly(signals) && showsPrice(blocks)),
    params,
    (i) => labelOf(s, i),
    s.beforeKinds,
    signals.products,
  );
  // A product page's name heading is content (`page-heading.ts`).
  const headingCap = pageHeadingCap(params, kind === 'product');
  if (headingCap && productKind === 'product' && !entriesKept)
    revive(s, (kept) => pageHeadingBlocks(blocks, kept, hidden, headingCap));
}
