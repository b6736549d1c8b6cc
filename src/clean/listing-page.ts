// A list page that article mode took for an article: a Wikipedia "List of …" page, an arXiv listing, a category
// page whose intro paragraph Readability's scoring prefers to its list. The run of entries is then the page's
// content, beside whatever article mode kept. What sets such a run apart from a news article's teaser stream or
// its comment thread (both also runs of alike siblings): it holds most of the page's words, it has many entries
// (a teaser box has a handful), and its entries are largely links (titles linking to the listed items), where
// comments and blog posts are running text.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { type EntriesRun, entryOf } from './entries.js';

export interface ListingPageParams {
  /**
   * The run is kept even on a page taken as an article when it holds at least this share of the page's words
   * (0 = off), with at least `entriesListingMin` entries and `entriesListingLinks` of its words in links.
   */
  entriesListingShare?: number;
  /** Fewest entries of such a run. */
  entriesListingMin?: number;
  /**
   * Fewest words per entry, on average: listed documents, products or papers carry a title and a line or two,
   * where archive, tag and link lists in an article's column carry a few words each.
   */
  entriesListingWords?: number;
  /** Least share of the run's words inside links. */
  entriesListingLinks?: number;
  /**
   * Largest share of the run's words in one entry (1 = any): a page's layout columns are alike siblings too,
   * one of them holding the article, where a list's entries are of a size.
   */
  entriesListingMaxEntry?: number;
}

/** Whether the run makes the page a list page whatever article mode found (see `ListingPageParams`). */
export function runIsListing(
  blocks: readonly Block[],
  run: EntriesRun | null,
  params: ListingPageParams,
): boolean {
  const share = params.entriesListingShare ?? 0;
  if (run === null || share <= 0 || run.words < share * run.shownWords) return false;
  if (run.entries < (params.entriesListingMin ?? 15)) return false;
  if (run.words < (params.entriesListingWords ?? 0) * run.entries) return false;
  const { words, links, largest } = runShape(blocks, run);
  if (words === 0 || links < (params.entriesListingLinks ?? 0.4) * words) return false;
  return largest <= (params.entriesListingMaxEntry ?? 1) * words;
}

/** The words of a run's blocks, those inside links, and the words of its largest entry. */
export function runShape(
  blocks: readonly Block[],
  run: EntriesRun,
): { words: number; links: number; largest: number } {
  let words = 0;
  let links = 0;
  const roots = new Set<ElementNode>(run.roots);
  const perEntry = new Map<ElementNode, number>();
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i]) continue;
    words += blocks[i].words;
    links += blocks[i].linkWords;
    const e = entryOf(blocks[i].node, roots);
    if (e) perEntry.set(e, (perEntry.get(e) ?? 0) + blocks[i].words);
  }
  let largest = 0;
  for (const w of perEntry.values()) largest = Math.max(largest, w);
  return { words, links, largest };
}
