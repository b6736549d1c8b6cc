// A list page whose article region holds the run of entries but not its words: article mode picks the container
// holding the best paragraphs, and on a blog's front page or a shop's category page that container can be the
// page's `<main>` itself, whose entries conditional cleaning then takes out (link-dense cards), leaving a promo
// box or a blurb as "the article" and dropping the list. A story's container does not hold the page's run of
// other entries (its teasers and comments are runs beside it), and when it holds a small one (a related box at
// its foot) the story's own words outweigh it. So when the region's top container holds nearly all of the
// run, the region proper keeps little of it, the run outweighs the region and its entries are linked cards, the
// page is its list: article mode is undone.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, isInside } from '../../html/node.js';
import { type EntriesRun, entryOf } from '../entries.js';
import type { ArticleRegion } from './region.js';

export interface RegionOverRunParams {
  /**
   * Article mode is undone when the region's top container holds at least 0.8 of the run's words, the region
   * keeps less than this share of them and the run holds more words than the region (0 = off).
   */
  articleOverRun?: number;
}

/** Whether the region's top container holds the run while the region keeps little of it (see the params). */
export function regionOverRun(
  blocks: readonly Block[],
  run: EntriesRun | null,
  region: ArticleRegion | null,
  params: RegionOverRunParams,
): boolean {
  const most = params.articleOverRun ?? 0;
  if (most <= 0 || run === null || region === null) return false;
  let held = 0;
  let kept = 0;
  let regionWords = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (region.inside[i]) regionWords += blocks[i].words;
    if (!run.inside[i]) continue;
    if (region.inside[i]) kept += blocks[i].words;
    if (isInside(blocks[i].node, region.top)) held += blocks[i].words;
  }
  if (held < 0.8 * run.words || kept >= most * run.words || run.words <= regionWords) return false;
  return linkedCards(blocks, run);
}

/** Fewest link words of an entry's title. */
const TITLE_WORDS = 4;

/**
 * Whether the run's entries are cards linking to their pages: every entry holds a link of a title's length (a
 * forum post's links are a name, a date, a permalink), and links are a tenth to a half of the run's words.
 * Comments (no links, or a name's only), a chapter's sections (no links) and a menu of links are no such run.
 */
function linkedCards(blocks: readonly Block[], run: EntriesRun): boolean {
  const roots = new Set(run.roots);
  const linked = new Set<ElementNode>();
  let links = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i] || blocks[i].linkWords === 0) continue;
    links += blocks[i].linkWords;
    if (blocks[i].linkWords < TITLE_WORDS) continue;
    const e = entryOf(blocks[i].node, roots);
    if (e) linked.add(e);
  }
  return linked.size === roots.size && links >= 0.1 * run.words && links <= 0.5 * run.words;
}
