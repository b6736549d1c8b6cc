// Whether a page says when it was published: a dated page is an article or a post, whatever its layout; a
// service's or a product's landing page states no publication date. The date declared in the page's structured
// data (JSON-LD, meta tags, microdata) is read before preclean with the page's declared types (`page-kind.ts`);
// a `<time>` element or a written date (a byline or a date line by the title heading) only when the second pass
// asks, since finding them walks the page.

import { perBlockList } from '../blocks/per-block-list.js';
import { rootOf } from '../html/tree-order.js';
import { textFacts } from '../metadata/index.js';
import { timeDate } from '../metadata/time.js';

/**
 * Whether the page shows a date: a `<time>` element, a byline date or a short date line by the title heading.
 * The landing, collection and run-kind steps may each ask about the same page; it is walked once.
 */
export const showsDate = perBlockList((blocks): boolean => {
  const root = blocks.length > 0 ? rootOf(blocks[0].node) : null;
  return (
    root !== null &&
    ((root.kind === 'document' && timeDate(root) !== null) || textFacts(blocks, null).date !== null)
  );
});
