// A collection or listing page that article mode took for an article: a shop's category page, a catalogue's
// index, a site's section of cards. Readability's scoring finds "an article" on any page with a few paragraphs
// (a category's SEO intro, a dialog's prose), and drops the grid of entries around it. What tells such a page
// from an article with a teaser stream: it declares no article (nor product, nor forum thread) and no
// publication date, shows none either (no `<time>`, no byline date), and holds a run of alike entries
// (`entries.ts`) with a share of its words. An article or a post is dated; a shop's or a catalogue's index
// is not. Article mode is then undone and the page is treated as a listing (its run kept).
import type { Block, Label } from '../blocks/block.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { CLASS_UNLIKELY } from '../html/vocabulary.js';
import { isUnlikely } from './article/class-weight.js';
import type { EntriesRun } from './entries.js';
import { runShape } from './listing-page.js';
import { showsDate } from './page-date.js';
import { declaredKind, declaresOgProductOnly, type PageKind, type PageSignals } from './page-kind.js';

export interface CollectionPageParams {
  /**
   * Undo article mode on an undated page declaring no kind but a listing whose run of entries holds at least
   * this share of the page's words (0 = off).
   */
  collectionUndated?: number;
  /**
   * Only when article mode kept at most this share of the run's words (1 = whatever it kept): the grid lies
   * outside what article mode took. A news page whose paragraphs are themselves the run is left alone.
   */
  collectionOutside?: number;
  /**
   * Largest share of the run's words in one entry (1 = any): a page's layout columns, one of them holding a
   * news article, are alike siblings too, where a grid's cards are of a size (`runShape`, as list pages).
   */
  collectionMaxEntry?: number;
  /**
   * A page declaring an article but no publication date, and showing none, counts as declaring nothing (1) or
   * stays an article (0): CMS themes mark their category and archive pages up as an Article too, an article
   * has a date.
   */
  collectionUndatedArticle?: number;
  /**
   * Inside an entry, a container named only for its head or foot (`<header class="entry-header">`,
   * `card-footer`) is the entry's own part, not an unlikely one (1), or counts as unlikely (0).
   */
  collectionEntryParts?: number;
  /**
   * An undated collection whose article mode was undone keeps its run whatever share of the page it holds (1),
   * or only as other pages of its declared kind do (0: a declared article's run needs `entriesDeclaredArticle`).
   */
  collectionKeepsRun?: number;
  /**
   * On a page article mode did not take, a declared article with no publication date, declared or shown,
   * keeps its run as an undeclared page does (1) when the run holds more words than the page keeps outside
   * it, or as a declared article (0): see `collectionUndatedArticle`.
   */
  entriesUndatedArticle?: number;
  /**
   * A page whose only product declaration is og:type "product" counts as declaring nothing when at least this
   * share of its run's words lies in links (0 = off): shops put that og:type on their category pages too, and a
   * category grid's cards link to the products, where a product page's runs (features, specifications) do not.
   */
  collectionOgProduct?: number;
}

/** An entry's own head or foot: the only unlikely words of its class and id name a header or footer. */
function entryPart(e: ElementNode): boolean {
  if (e.name === 'header' || e.name === 'footer') return true;
  const words = `${getAttr(e, 'class') ?? ''} ${getAttr(e, 'id') ?? ''}`.split(/\s+/);
  return words.every((w) => !CLASS_UNLIKELY.test(w) || /header|footer/i.test(w));
}

/**
 * Words of the run's blocks under an unlikely container (menu, sidebar, related: Readability.js's list) inside
 * their entry: a news page's headline menu is a run of rows whose cells are named `menuhighlights`. Only the
 * entry's own elements count: a page wrapper can carry any class.
 */
function unlikelyInside(blocks: readonly Block[], run: EntriesRun, parts: boolean): number {
  const roots = new Set<ElementNode>(run.roots);
  let words = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i]) continue;
    for (let e: ElementNode | null = blocks[i].node; e; e = e.parent?.kind === 'element' ? e.parent : null) {
      if (isUnlikely(e) && !(parts && entryPart(e))) {
        words += blocks[i].words;
        break;
      }
      if (roots.has(e)) break;
    }
  }
  return words;
}

/** Whether the page taken as an article is an undated collection (see `CollectionPageParams`). */
export function isUndatedCollection(
  blocks: readonly Block[],
  run: EntriesRun | null,
  params: CollectionPageParams,
  signals: PageSignals,
  out: readonly Label[],
): boolean {
  const share = params.collectionUndated ?? 0;
  if (share <= 0 || run === null || run.words < share * run.shownWords) return false;
  let kept = 0;
  for (let i = 0; i < blocks.length; i++) if (run.inside[i] && out[i] !== 'o') kept += blocks[i].words;
  if (kept > (params.collectionOutside ?? 1) * run.words) return false;
  const shape = runShape(blocks, run);
  if (shape.largest > (params.collectionMaxEntry ?? 1) * run.words) return false;
  const parts = (params.collectionEntryParts ?? 0) > 0;
  if (unlikelyInside(blocks, run, parts) > 0.5 * run.words) return false;
  const kind = declaredKind(signals);
  const undatedArticle = kind === 'article' && (params.collectionUndatedArticle ?? 0) > 0;
  const ogProduct = params.collectionOgProduct ?? 0;
  const linkedShop =
    ogProduct > 0 && declaresOgProductOnly(signals) && shape.links >= ogProduct * shape.words;
  if ((kind !== null && kind !== 'listing' && !undatedArticle && !linkedShop) || signals.dated) return false;
  // The date shown on the page is looked for last: it walks the page.
  return !showsDate(blocks);
}

/**
 * The kind the run is kept by: a declared article with no publication date, declared or shown, counts as
 * undeclared when its run holds more words than the page keeps outside it (`entriesUndatedArticle`): a
 * category page its CMS marks up as an Article, not a story with a box of links beside it.
 */
export function runKind(
  blocks: readonly Block[],
  run: EntriesRun | null,
  out: readonly Label[],
  kind: PageKind | null,
  signals: PageSignals,
  params: CollectionPageParams,
): PageKind | null {
  if (run === null || kind !== 'article' || !params.entriesUndatedArticle || signals.dated) return kind;
  let outside = 0;
  for (let i = 0; i < blocks.length; i++) if (!run.inside[i] && out[i] !== 'o') outside += blocks[i].words;
  if (outside >= run.words) return kind;
  return showsDate(blocks) ? kind : null;
}
