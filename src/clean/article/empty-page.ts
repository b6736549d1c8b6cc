// A page on which the CRF kept nothing (every block's p(o) above the threshold: a short post on a site unlike
// the training pages, its sidebar widgets as confident as its text) still yields its main text. The auto
// cleaner's last resort keeps the div or td group of the single most content-like block, often a widget beside
// a post of a few lines; Readability.js would return the post, the container its paragraph scores pick.
// This takes that article region when there is one, and leaves the last resort to pages without.
import type { Block } from '../../blocks/block.js';
import { underUnlikely } from './class-weight.js';
import { findArticleRegion } from './region.js';

export interface EmptyPageParams {
  /**
   * On a page the CRF emptied, keep the visible blocks of the article region (`region.ts`) when it holds at
   * least this many words, instead of the group of the most content-like block (0 = off).
   */
  emptyPageArticle?: number;
}

/**
 * 1 for each visible block of the article region of a page the CRF emptied, or null when the step is off or
 * the page has no region of `emptyPageArticle` words outside unlikely containers (hidden blocks, from
 * `hidden.ts`, neither score nor stay).
 */
export function emptyPageRegion(
  blocks: readonly Block[],
  hidden: Uint8Array | null,
  params: EmptyPageParams & { articleClean?: number; articleCleanUncounted?: number },
): Uint8Array | null {
  const least = params.emptyPageArticle ?? 0;
  if (least <= 0 || blocks.length === 0) return null;
  const region = findArticleRegion(
    blocks,
    (params.articleClean ?? 0) > 0,
    hidden,
    (params.articleCleanUncounted ?? 0) > 0,
  );
  // A region under a footer, sidebar or comment container (found on the pass that does not skip them) is the
  // page's furniture, not a post: the last resort stays.
  if (!region || underUnlikely(region.top, new Map())) return null;
  let words = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (hidden?.[i]) region.inside[i] = 0;
    if (region.inside[i]) words += blocks[i].words;
  }
  return words >= least ? region.inside : null;
}
