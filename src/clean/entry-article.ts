// A list page whose "article" is one of its own entries: article mode scores paragraphs and keeps the region
// holding the best of them, and on a listing of papers, recipes or jobs that region is one entry (or a few) of
// the page's run of alike entries. An article's own region lies outside any such run (a news page's teasers
// and comments are runs beside it), or is the run itself (its paragraphs, alike siblings, nearly all kept).
// So when nearly all that article mode kept lies inside the run, and that is a small part of the run, the
// page is the run: it is kept like a list page's (`listing-page.ts`).
import type { Block, Label } from '../blocks/block.js';
import type { EntriesRun } from './entries.js';
import { runShape } from './listing-page.js';

export interface EntryArticleParams {
  /**
   * The run is the page when at least this share of the words article mode kept lies inside it (0 = off),
   * the run holds `entryArticlePage` of the page's words and article mode kept at most `entryArticleKept` of
   * the run's words.
   */
  entryArticleInside?: number;
  /** Least share of the page's words in the run. */
  entryArticlePage?: number;
  /** Largest share of the run's words that article mode kept (it took an entry, not the run). */
  entryArticleKept?: number;
  /**
   * Largest share of the run's words in one entry: a page's layout columns are alike siblings too, one of
   * them holding an article (as `entriesListingMaxEntry`).
   */
  entryArticleMaxEntry?: number;
  /**
   * A run of few list items passes `entryArticleMaxEntry` too when its largest entry holds at most this many
   * times the mean entry's words (0 = off): four shop cards, one with a longer blurb, hold over a fifth each.
   * Only list items: a page's few layout columns (`<div>`s, table cells) are alike siblings too, one holding
   * the article.
   */
  entryArticleMaxMean?: number;
  /**
   * The run's share is of the page's words outside its furniture (`shownWords`: landmarks, forms, shut boxes,
   * consent dialogs) (1) or of every word (0): a shop's mega-menu and footer outweigh a grid of a few cards.
   */
  entryArticleShown?: number;
}

/** Whether article mode's kept blocks (`out`) are one entry or a few of the page's run (see the params). */
export function articleIsEntry(
  blocks: readonly Block[],
  run: EntriesRun | null,
  out: readonly Label[],
  params: EntryArticleParams,
): boolean {
  const inside = params.entryArticleInside ?? 0;
  if (inside <= 0 || run === null) return false;
  const page = (params.entryArticleShown ?? 0) > 0 ? run.shownWords : run.pageWords;
  if (run.words < (params.entryArticlePage ?? 0) * page) return false;
  let kept = 0;
  let keptInside = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] === 'o') continue;
    kept += blocks[i].words;
    if (run.inside[i]) keptInside += blocks[i].words;
  }
  if (kept === 0 || keptInside < inside * kept) return false;
  if (keptInside > (params.entryArticleKept ?? 1) * run.words) return false;
  const { largest } = runShape(blocks, run);
  if (largest <= (params.entryArticleMaxEntry ?? 1) * run.words) return true;
  const mean = run.words / Math.max(1, run.roots.length);
  const items = run.roots.every((e) => e.name === 'li');
  return items && (params.entryArticleMaxMean ?? 0) > 0 && largest <= params.entryArticleMaxMean! * mean;
}
