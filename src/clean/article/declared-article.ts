// A page that says it is an article: a schema.org article type (Article, NewsArticle, BlogPosting, … beside
// whatever else it declares: a review article also declares the products it reviews) or og:type "article".
// Such a page's headed parts are the article's sections even when they sit in separate wrappers (a page
// builder's blocks, a review's FAQ), so the landing-page test that undoes article mode asks more of it
// (`landing.ts`, `landingArticleSections`).
import { ARTICLE_TYPES } from '../../metadata/json-ld.js';
import type { PageSignals } from '../page-kind.js';

/** Whether the page declares an article by schema.org type or og:type. */
export function declaresArticle(signals: PageSignals): boolean {
  return signals.ogType === 'article' || signals.schemaTypes.some((t) => ARTICLE_TYPES.has(t));
}
