// The article's own furniture: the byline and the date line at its head. Main-content gold (WCXB, the
// article benchmarks, Readability.js) leaves them out of the text; they are found by the metadata's readers
// (`metadata/byline.ts`, `metadata/dates.ts`), so the cleaner and `-f json`'s author and date agree on them.
// Nothing here reads the page's language: the byline is a marked element (rel/itemprop/class/id, an author
// link) or a short "By …" line, and a date line is a short line in which a date parses.
import type { Block, Label } from '../../blocks/block.js';
import type { ParentNode } from '../../html/node.js';
import { findByline } from '../../metadata/byline.js';
import { findDateInText } from '../../metadata/dates.js';
import { findHeadline } from '../../metadata/headline.js';

/** A date line is short: `Published March 3, 2024 · 4 min read`, not a paragraph that mentions a date. */
const MAX_DATE_LINE_CHARS = 80;
/** The article's body starts at its first block of this many words: dates and bylines above it are furniture. */
const BODY_WORDS = 20;

export interface FurnitureParams {
  /**
   * The article's byline (1), and with 2 also the short date lines between its headline and its body, become
   * boilerplate on a page taken as an article (0 = off).
   */
  articleByline?: number;
}

/** Whether `node` is `el` or inside it (bylines are a few levels deep at most: a short walk). */
function isUnder(node: ParentNode | null, el: ParentNode): boolean {
  for (let n = node, d = 0; n && d < 8; n = n.parent, d++) if (n === el) return true;
  return false;
}

/**
 * Drops (in `out`) the byline near the article's start and, with `articleByline` 2, the kept date lines above
 * its body. `first` is the first block of the article region.
 */
export function dropArticleFurniture(
  blocks: readonly Block[],
  out: Label[],
  first: number,
  params: FurnitureParams,
): void {
  const level = params.articleByline ?? 0;
  if (level <= 0 || first < 0) return;
  const heading = findHeadline(blocks, first);
  const byline = findByline(blocks, heading >= 0 ? heading : first);
  if (byline) {
    const el = byline.element;
    if (el === null) out[byline.index] = 'o';
    else for (let i = byline.index; i < blocks.length && isUnder(blocks[i].node, el); i++) out[i] = 'o';
  }
  if (level < 2) return;
  // Between the headline (or the region's start) and the first block of running text.
  const from = Math.min(first, heading >= 0 ? heading + 1 : first);
  for (let i = from; i < blocks.length; i++) {
    if (blocks[i].words >= BODY_WORDS) break;
    if (out[i] === 'o' || blocks[i].text.length > MAX_DATE_LINE_CHARS) continue;
    if (findDateInText(blocks[i].text)) out[i] = 'o';
  }
}
