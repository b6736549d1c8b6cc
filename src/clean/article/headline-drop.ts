// The article's headline line is not its body: the main-content golds of WCXB and the Scrapinghub article
// benchmark, like trafilatura's and Readability.js's users, want the body alone (the headline is metadata,
// `title`). Article mode no longer keeps a headline outside the region (`articleTitle` 0), but the CRF keeps
// the `<h1>` set inside the article's own container. The headline is the block `findHeadline` picks
// (`metadata/headline.ts`: a heading or headline-classed element near the article's start whose words match
// the page's `<title>`), looked for around the first kept block. Markup and the title's words only: nothing
// here reads the page's language. (Dragnet's gold keeps the headline on most pages, L3S-GN1's as a class of
// its own.)
import type { Block, Label } from '../../blocks/block.js';
import { findHeadline } from '../../metadata/headline.js';

export interface HeadlineDropParams {
  /**
   * On a page taken as an article, its headline goes: 0 = off, 1 = on, 2 = only when the page also declares an
   * article (schema.org or og:type).
   */
  articleDropHeadline?: number;
}

/** 1 for the article's headline when it is kept, around the first kept block; none else. */
export function headlineBlocks(blocks: readonly Block[], out: readonly Label[]): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const first = out.findIndex((l) => l !== 'o');
  if (first < 0) return marks;
  const headline = findHeadline(blocks, first);
  if (headline >= 0 && out[headline] !== 'o') marks[headline] = 1;
  return marks;
}
