// A review article (a "best of the year" roundup, a buying guide) declares the products it reviews beside its
// own Article type, and its body is product boxes with ratings and pros and cons. The product step's furniture
// (reviews, ratings, other products: `product.ts`) is the article there: on a page taken as an article that
// declares an article type, the product step sees the page as the article it is.
import { ARTICLE_TYPES } from '../../metadata/json-ld.js';
import type { PageKind, PageSignals } from '../page-kind.js';

export interface ReviewArticleParams {
  /** On a page taken as an article and declaring an article type, the product furniture stays (1; 0 = off). */
  articleKeepsProducts?: number;
}

/** The kind the product step reads: `article` for a declared review article taken as one, else `kind`. */
export function productStepKind(
  kind: PageKind | null,
  signals: PageSignals,
  isArticle: boolean,
  params: ReviewArticleParams,
): PageKind | null {
  if (!params.articleKeepsProducts || !isArticle || kind !== 'product') return kind;
  return signals.schemaTypes.some((t) => ARTICLE_TYPES.has(t)) ? 'article' : kind;
}
