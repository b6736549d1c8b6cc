// Blocks the CRF is sure of, which article mode dropped. Article mode keeps one region (Readability.js's
// scoring) and drops what the CRF kept elsewhere: right for an article's sidebars and teasers, which the CRF
// keeps with some doubt, wrong where a page's content lies in more than one container and the region took
// one of them: a product page whose description sits in one box and its testimonials or specifications in
// another (the region takes the other), a game store's summary beside its "about" section. A block the CRF
// kept with p(o) below a small bound (`articleSureBelow`, a few hundredths) is seldom boilerplate on a
// product page, so such blocks come back wherever they lie (`articleSurePages`: on pages declaring a product
// or an offer and no article: on every page, WCXB articles lose about as much as they gain). Structure only: the CRF's own
// certainty.
import type { Block, Label } from '../../blocks/block.js';

export interface SureBlockParams {
  /** On a page taken as an article, blocks the CRF kept below this p(o) come back (0 = off). */
  articleSureBelow?: number;
  /**
   * Where (1 = on a page whose schema.org markup declares a product or an offer, `declaresForSale`; 2 = on
   * every page taken as an article). On articles the CRF's sure blocks outside the region are as often a
   * related story as more of the body.
   */
  articleSurePages?: number;
  /**
   * On a page taken as an article whose run of entries is kept too (a list page), blocks the CRF kept below
   * this p(o) that article mode dropped come back, on every page (0 = off).
   */
  articleSureRuns?: number;
  /**
   * 1 = `articleSureRuns` also on a page taken as an article that declares no kind and holds a run of entries
   * that is not kept, unless the run's entries are a thread's posts (0 = off).
   */
  articleSureRunsFound?: number;
  /**
   * There, only blocks of at least this many words, less than half of them in links, come back: a sidebar's
   * link lists and counts are short lines (0 = any block).
   */
  articleSureRunsFoundWords?: number;
  /**
   * There, blocks in a sidebar column beside the region stay out (`sidebar-column.ts`): its branch named aside,
   * sidebar or widget, or at most this share of the region branch's words with half or more in links (0 = off).
   */
  articleSureRunsFoundSide?: number;
  /**
   * There, with `articleSureRunsFoundSide`, a branch beside the region that is a footer (1) or also named a
   * right or left column (2) is a sidebar column too (`sidebar-column.ts` `sidebarColumnFooters`; 0 = off).
   */
  articleSureRunsFoundFooter?: number;
  /**
   * There, only on a page that is not a dated story (`page-date.ts`' `notDatedStory`): 1 = it neither declares
   * nor shows a publication date, 2 = and shows no byline either (0 = every such page). A dated story's comments, poll and promo boxes sit where a company
   * page's testimonials and hero sit; a story says when it was written, a service's page does not.
   */
  articleSureRunsFoundUndated?: number;
}

/**
 * 1 for each block the CRF kept (`before`, the labels before article mode) with p(o) below `below` that
 * article mode dropped (`out`).
 */
export function sureBlocks(
  before: readonly Label[],
  out: readonly Label[],
  pO: Float64Array,
  below: number,
): Uint8Array {
  const marks = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) if (before[i] !== 'o' && out[i] === 'o' && pO[i] < below) marks[i] = 1;
  return marks;
}

/** `sureBlocks`, less the blocks under `minWords` words or with half their words or more in links. */
export function sureTextBlocks(
  blocks: readonly Block[],
  before: readonly Label[],
  out: readonly Label[],
  pO: Float64Array,
  below: number,
  minWords: number,
): Uint8Array {
  const marks = sureBlocks(before, out, pO, below);
  for (let i = 0; i < marks.length; i++)
    if (marks[i] && (blocks[i].words < minWords || 2 * blocks[i].linkWords >= blocks[i].words)) marks[i] = 0;
  return marks;
}
