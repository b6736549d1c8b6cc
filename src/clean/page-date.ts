// Whether a page says when it was published: a dated page is an article or a post, whatever its layout; a
// service's or a product's landing page states no publication date. The declared date (JSON-LD, meta tags,
// microdata, `<time>`) is read before preclean with the page's declared types (`page-kind.ts`); the written
// one (a byline or date line by the title heading) from the blocks, only when the second pass asks.
import type { Block } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import { type StructuredData, textFacts } from '../metadata/index.js';
import { jsonLdFacts } from '../metadata/json-ld.js';
import { metaFacts } from '../metadata/meta-tags.js';
import { microdataFacts } from '../metadata/microdata.js';
import { timeDate } from '../metadata/time.js';

/** Whether the page declares a publication date (JSON-LD, meta tags, microdata, a `<time>` element). */
export function declaresDate(doc: DocumentNode, data: StructuredData): boolean {
  return Boolean(
    jsonLdFacts(data.jsonld).date ||
      metaFacts(data.head).date ||
      microdataFacts(data.microdata).date ||
      timeDate(doc),
  );
}

/** Whether the blocks show a byline date or a short date line by the page's title heading. */
export function writesDate(blocks: readonly Block[]): boolean {
  return textFacts(blocks, null).date !== null;
}
