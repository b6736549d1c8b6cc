// A story beside a module of other stories' teasers. On a news or blog page article mode did not take (the CRF
// dropped the story, or kept as much text elsewhere: a sports column, a comment thread), the page's largest run
// of entries is a "more stories" box of linked titles with a line of excerpt each, and the page is kept as that
// run: the story is lost (Dragnet, L3S-GN1: a slider of the blog's posts over a post the CRF dropped, a news
// site's showbiz column beside the story). The page's own structure tells it from a listing: the article region
// Readability.js's scoring finds lies outside the run and is running text (paragraphs of 10+ words, few links)
// at least twice as long as one of the run's entries and a fifth of the whole run, whose cards are short and each
// carry a link. The region is then the page's content, and article mode keeps it whatever the CRF said. Its run
// is not then undone as an undated collection's (`collection-page.ts`): such old news pages show no date the
// markup names. Markup and counts only: no word of any language.
import type { Block } from '../../blocks/block.js';
import { isProse } from '../../blocks/prose.js';
import { type ElementNode, getAttr } from '../../html/node.js';
import { subtreeElements } from '../../html/tree-order.js';
import type { EntriesRun } from '../entries.js';
import { datedRegion } from './dated-region.js';
import type { ArticleRegion } from './region.js';

export interface TeaserRunPostParams {
  /**
   * On a page not taken as an article whose kept run of entries is teaser cards, an article region outside
   * the run holding at least this many words of running text is kept as the article (0 = off).
   */
  articleBesideTeasers?: number;
  /**
   * The most words a teaser card holds on average beside a dated story (absent or below `CARD_WORDS`: `CARD_WORDS`):
   * a blog's "more posts" cards carry a title, a date line and an excerpt of a few sentences, as a shop's product
   * cards carry a name and a few spec lines; a date line by the region tells the post from the category text.
   */
  articleBesideTeasersCard?: number;
}

/** A teaser card is short: at most this many words an entry on average. */
const CARD_WORDS = 60;
/** The region's running text outweighs this many of the run's entries… */
const CARDS_PER_REGION = 2;
/**
 * …and this share of the run's words: a listing's grid dwarfs the prose beside it (a category's intro, a shop's
 * legal lines at the foot, which score as a region too).
 */
const RUN_SHARE = 0.2;

/**
 * The article region beside a run of teaser cards, or null when the page is not one: no region, a region
 * sharing a block with the run, one of fewer than `minWords` words of paragraphs, fewer than two cards' worth or
 * a fifth of the run's words, or a run whose entries are long or carry no link.
 */
export function postBesideTeasers(
  blocks: readonly Block[],
  run: EntriesRun,
  regionOf: () => ArticleRegion | null,
  hidden: Uint8Array | null,
  minWords: number,
  maxCardWords = 0,
): ArticleRegion | null {
  if (minWords <= 0 || run.entries < 2) return null;
  const cardWords = run.words / run.entries;
  if (cardWords > Math.max(CARD_WORDS, maxCardWords)) return null;
  // Cards link elsewhere: each entry holds a link.
  for (const root of run.roots) if (!holdsLink(root)) return null;
  const region = regionOf();
  if (!region) return null;
  let prose = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!region.inside[i] || hidden?.[i]) continue;
    if (run.inside[i]) return null;
    if (isProse(blocks[i])) prose += blocks[i].words;
  }
  if (prose < minWords || prose < CARDS_PER_REGION * cardWords || prose < RUN_SHARE * run.words) return null;
  // Longer cards (a blog's "more posts" excerpts, a shop's product cards alike) only beside a dated story.
  if (cardWords > CARD_WORDS && !datedRegion(blocks, region.inside)) return null;
  return region;
}

function holdsLink(root: ElementNode): boolean {
  for (const e of subtreeElements([root]))
    if (e.name === 'a' && getAttr(e, 'href') !== undefined) return true;
  return false;
}
