// Product pages: the main content is the product's description and specifications (WCXB's gold, and what a
// reader of a shop page looks for), not the shoppers' reviews under it nor the carousels of other products
// beside it. Both are marked up with the same vocabulary in every language: schema.org's `review`/`Review`
// microdata, and class or id names such as `reviews`, `ratings`, `related-products`, `recommendations`,
// `upsell`, `recently-viewed`. On a page that declares itself a product (`page-kind.ts`), the blocks under
// such an element are boilerplate, unless that element holds most of what the cleaner kept (a page-wide
// wrapper whose class happens to mention reviews).
import type { Block } from '../blocks/block.js';
import { type ElementNode, findElement, getAttr } from '../html/node.js';
import { nameWords, underNamedContainers } from './named-containers.js';
import { isTooltip } from './tooltips.js';

export interface ProductParams {
  /** On a declared product page, drop the blocks of review and rating containers (0 = off, 1 = on). */
  productReviews?: number;
  /** On a declared product page, drop the blocks of related / recommended product containers (0 = off, 1 = on). */
  productRelated?: number;
  /**
   * On a declared product page, drop the blocks of shipping, delivery and returns containers (0 = off, 1 = on):
   * the shop's terms, the same on every product page, not the product's description.
   */
  productPolicies?: number;
  /**
   * On a declared product page, drop the blocks of tooltips and popovers (0 = off, 1 = on): the help text a
   * shop shows on hover beside a spec's name or a badge (what "open-back" means, how shipping weight is
   * counted), the same on every product page.
   */
  productTooltips?: number;
  /**
   * On a declared product page, drop the blocks of the shop's own terms and selling lines (0 = off, 1 = on):
   * containers named for legal fine print, unique selling points, trust badges, loyalty rewards or a status alert
   * a script fills in ("Members earn 799 points", "Free delivery over $75", a licence notice, "Thank you for your
   * feedback"), the same on every product page of the shop.
   */
  productShopTerms?: number;
  /** A matched container holding more than this share of the kept words is not dropped (default 0.5). */
  productMaxShare?: number;
}

// Class/id words are split at `-`, `_`, spaces and camelCase humps before matching, so `pdp-reviews`,
// `ReviewsSection` and `yotpo_review` match and `preview` or `operating` do not.
const REVIEW_WORDS = /(?:^| )(?:reviews?|ratings?|bazaarvoice|yotpo|trustpilot|okendo|stamped)(?: |$)/;
const RELATED_WORDS =
  /(?:^| )(?:related|recommend(?:ed|ations?)?|recs|upsells?|cross ?sells?|recently ?viewed|also ?(?:bought|viewed|like)|you ?may ?(?:also )?like|similar ?products?|complete ?the ?look|shop ?the ?look)(?: |$)/;
const POLICY_WORDS = /(?:^| )(?:shipping|delivery|returns|polic(?:y|ies))(?: |$)/;
// Not `badge` (shops name the product's own feature badges so: "15-year guarantee", "10 % lighter") nor `notice`
// (a game store's notice of the account the product needs is part of its description).
const SHOP_TERM_WORDS = /(?:^| )(?:legal|usps?|trust|alerts?|rewards?|loyalty)(?: |$)/;
/** Elements never taken as a container to drop: the page itself and its main landmarks. */
const NEVER = new Set(['html', 'body', 'main']);

const REVIEW_PROP = /(?:^|\s)(?:review|aggregaterating)(?:\s|$)/;
const REVIEW_TYPE = /schema\.org\/(?:Review|AggregateRating)$/i;

function isReviewContainer(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  const prop = (getAttr(e, 'itemprop') ?? '').toLowerCase();
  if (REVIEW_PROP.test(prop)) return true;
  if (REVIEW_TYPE.test(getAttr(e, 'itemtype') ?? '')) return true;
  return REVIEW_WORDS.test(nameWords(e));
}

function isRelatedContainer(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  return RELATED_WORDS.test(nameWords(e));
}

// Shops also put such words on the product's own wrapper (WooCommerce's `shipping-taxable`): a container
// holding the page's name heading is the product, not its terms.
function isPolicyContainer(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  return POLICY_WORDS.test(nameWords(e)) && findElement(e, 'h1') === null;
}

// The same guard as the policies': a container holding the page's name heading is the product.
function isShopTermsContainer(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  return SHOP_TERM_WORDS.test(nameWords(e)) && findElement(e, 'h1') === null;
}

/**
 * 1 for each block under a review container (`reviews`) or a related-products container (`related`), on a
 * product page. `kept` are the cleaner's labels so far: a container holding more than `maxShare` of the kept
 * words is left alone.
 */
export function productFurniture(
  blocks: readonly Block[],
  kept: readonly boolean[],
  want: {
    reviews: boolean;
    related: boolean;
    policies?: boolean;
    tooltips?: boolean;
    shopTerms?: boolean;
    maxShare: number;
  },
): Uint8Array {
  if (!want.reviews && !want.related && !want.policies && !want.tooltips && !want.shopTerms)
    return new Uint8Array(blocks.length);
  const test = (e: ElementNode): boolean =>
    (want.reviews && isReviewContainer(e)) ||
    (want.related && isRelatedContainer(e)) ||
    (!!want.policies && isPolicyContainer(e)) ||
    (!!want.tooltips && isTooltip(e)) ||
    (!!want.shopTerms && isShopTermsContainer(e));
  return underNamedContainers(blocks, kept, test, want.maxShare);
}
