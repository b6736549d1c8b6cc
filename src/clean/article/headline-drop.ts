// The article's headline line is not its body: the main-content golds of WCXB and the Scrapinghub article
// benchmark, like trafilatura's and Readability.js's users, want the body alone (the headline is metadata,
// `title`). The headline is the heading (or headline-classed element) among the first kept blocks, before the
// body's first paragraph, whose words match one of the page's titles: its `<title>` or a title it declares
// (og:title, the JSON-LD or microdata headline; `metadata/headline.ts` keptHeadline), each also without its
// site part. Markup and the titles' words only: nothing here reads the page's language. (Dragnet's gold keeps
// the headline on most pages, L3S-GN1's as a class of its own.)
import type { Block, Label } from '../../blocks/block.js';
import { keptHeadline, titleTargets } from '../../metadata/headline.js';
import type { PageKind } from '../page-kind.js';

export interface HeadlineDropParams {
  /**
   * On a page taken as an article, its headline goes: 0 = off, 1 = on, 2 = only when the page also declares an
   * article (schema.org or og:type).
   */
  articleDropHeadline?: number;
  /**
   * Beyond `articleDropHeadline`'s pages, the headline line goes whatever the mode kept (entries, or the CRF's
   * labels alone): 0 = off, 1 = on pages that declare an article, 2 = on every page but a declared product's (its
   * name heading is its content), 3 = on every page.
   */
  headlineDropWide?: number;
}

/**
 * Whether the headline step runs: on a page taken as an article that kept no entries (`articleDropHeadline` 1;
 * 2 only when it declares an article), or, with `headlineDropWide`, whatever the mode kept.
 */
export function dropsHeadline(
  params: HeadlineDropParams,
  kind: PageKind | null,
  isArticle: boolean,
  entriesKept: boolean,
): boolean {
  const wide = params.headlineDropWide ?? 0;
  if (wide > 2 || (wide === 2 && kind !== 'product') || (wide === 1 && kind === 'article')) return true;
  const drop = params.articleDropHeadline ?? 0;
  return drop > 0 && isArticle && !entriesKept && (drop === 1 || kind === 'article');
}

/**
 * 1 for the page's headline line when the kept text begins with it (`keptHeadline`: among the first kept
 * blocks, the heading that matches the `<title>` or a `declared` title), and for kept copies of it
 * there (a mobile and a desktop heading); none else.
 */
export function headlineBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  declared: readonly string[] = [],
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const kept = out.map((l) => l !== 'o');
  const headline = keptHeadline(blocks, kept, titleTargets(blocks, declared));
  if (headline < 0) return marks;
  marks[headline] = 1;
  const text = blocks[headline].text;
  for (let i = 0, seen = 0; i < blocks.length && seen < 4; i++) {
    if (!kept[i]) continue;
    seen++;
    if (blocks[i].text === text && blocks[i].tag === blocks[headline].tag) marks[i] = 1;
  }
  return marks;
}
