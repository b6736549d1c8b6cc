// A review article (a "best of the year" roundup, a buying guide) declares the products it reviews beside its
// own Article type, and its body is product boxes with ratings and pros and cons. The product step's furniture
// (reviews, ratings, other products: `product.ts`) is the article there: on a page that declares an article
// type, the product step sees the page as the article it is. (A shop page declaring only a product is not
// touched; its own region step, `product-region.ts`, already leaves such mixed pages alone.)
import { ARTICLE_TYPES } from '../../metadata/json-ld.js';
import type { PageKind, PageSignals } from '../page-kind.js';

export interface ReviewArticleParams {
  /**
   * The product furniture stays on a page declaring an article type beside its products: when it is taken as
   * an article (1), or whether or not it is (2: a roundup of product boxes is seldom one article region); 0 = off.
   */
  articleKeepsProducts?: number;
}

/** The kind the product step reads: `article` for a declared review article taken as one, else `kind`. */
export function productStepKind(
  kind: PageKind | null,
  signals: PageSignals,
  isArticle: boolean,
  params: ReviewArticleParams,
): PageKind | null {
  const mode = params.articleKeepsProducts ?? 0;
  if (mode <= 0 || kind !== 'product' || (mode < 2 && !isArticle)) return kind;
  return signals.schemaTypes.some((t) => ARTICLE_TYPES.has(t)) ? 'article' : kind;
}
