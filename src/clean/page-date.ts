// Whether a page says when it was published: a dated page is an article or a post, whatever its layout; a
// service's or a product's landing page states no publication date. The date declared in the page's structured
// data (JSON-LD, meta tags, microdata) is read before preclean with the page's declared types (`page-kind.ts`);
// a `<time>` element or a written date (a byline or a date line by the title heading) only when the second pass
// asks, since finding them walks the page.

import type { Block } from '../blocks/block.js';
import { perBlockList } from '../blocks/per-block-list.js';
import { rootOf } from '../html/tree-order.js';
import { findByline, findDateLine, MAX_DATE_LINE_CHARS, WITHOUT_HEADING } from '../metadata/byline.js';
import { findDateInText } from '../metadata/dates.js';
import { findTitleHeading } from '../metadata/headline.js';
import { textFacts } from '../metadata/index.js';
import { timeDate } from '../metadata/time.js';

/** The date of the page's `<time>` elements (`timeDate`) when its blocks hang from a document: asked twice a page. */
const rootTimeDate = perBlockList((blocks): string | null => {
  const root = blocks.length > 0 ? rootOf(blocks[0].node) : null;
  return root !== null && root.kind === 'document' ? timeDate(root) : null;
});

/**
 * Whether the page shows a date: a `<time>` element, a byline date or a short date line by the title heading.
 * The landing, collection and run-kind steps may each ask about the same page; it is walked once.
 */
export const showsDate = perBlockList((blocks): boolean => {
  const root = blocks.length > 0 ? rootOf(blocks[0].node) : null;
  return root !== null && (rootTimeDate(blocks) !== null || textFacts(blocks, null).date !== null);
});

/**
 * Whether the page is not a dated story: it declares no publication date (`declared`: `PageSignals.dated`) and
 * shows none (`showsDate`), and with `noByline` shows no byline either (`metadata/byline.ts`). A news story or a
 * post says when (and by whom) it was written; a company's or a service's page does not.
 */
export function notDatedStory(blocks: readonly Block[], declared: boolean, noByline: boolean): boolean {
  if (declared || showsDate(blocks)) return false;
  return !noByline || findByline(blocks) === null;
}

/**
 * `showsDate`, with a written date read by the page's title heading (its single `<h1>`) or, with no such heading,
 * only above the last `1 - share` of the kept words: `textFacts` then takes a date line from anywhere in the
 * page's first blocks, and one deep in a landing page's kept text is a review's, a chart's or an offer's, not the
 * page's (a story's date line sits above or at the top of its text).
 */
export function showsLeadDate(blocks: readonly Block[], kept: readonly boolean[], share: number): boolean {
  const root = blocks.length > 0 ? rootOf(blocks[0].node) : null;
  if (root === null) return false;
  if (rootTimeDate(blocks) !== null) return true;
  // By the title heading, the date `textFacts` reads: its byline's, or a date line near it.
  const heading = findTitleHeading(blocks, null);
  if (heading >= 0) return (findByline(blocks, heading)?.date ?? findDateLine(blocks, heading)) !== null;
  let total = 0;
  for (let i = 0; i < blocks.length; i++) if (kept[i]) total += blocks[i].words;
  const byline = findByline(blocks);
  let before = 0;
  for (let i = 0; i < Math.min(blocks.length, WITHOUT_HEADING); i++) {
    if (before > share * total) return false;
    const dated =
      (byline?.index === i && byline.date !== null) ||
      (blocks[i].text.length <= MAX_DATE_LINE_CHARS && findDateInText(blocks[i].text) !== null);
    if (dated) return true;
    if (kept[i]) before += blocks[i].words;
  }
  return false;
}
