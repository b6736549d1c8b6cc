// A landing page's own text between its kept text: a service page sets its offer as cards, lists and quotes
// whose names, short lines and list items stand in their own elements between text the CRF kept, and article
// mode (which keeps its region's paragraphs) or the CRF drops them. A run of dropped blocks between two kept
// ones, few of its words links, none under the page's menus, header, footer, asides, forms or comments and no copy of
// text kept or shown twice in it, is the kept text's own and comes back (`landingGapsCopiesAbove`: a copy of text
// kept above it only; the first showing of a text kept again further down is the page's own, as a package
// repeating an item of the one before). `second-pass/gap-steps.ts` runs it only on pages that show no date and
// are not kept as a listing, a shop's or a thread's: there the blocks between posts or entries are their bylines
// and meta lines (`landingGapsRuns`: a service page whose cards are kept as a run of entries, its gaps outside
// the entries). An accordion's question buttons are the page's text, not controls
// (`landingGapsDisclosures`). A landing page opens with its hero, the page's `<h1>` and its tagline, stats or
// quotes, which the CRF drops as it drops a menu's short lines when nothing above it is kept: with
// `landingHero` the `<h1>` before the first kept text counts as kept, so the hero between them is a gap too,
// and comes back with the heading (not a heading that repeats the page's title: an article's headline); with
// `landingHeroHeld`, on an undeclared, undated page article mode took, a heading straight above the kept text
// comes back alone when the CRF kept it (its offer's name, outside the region article mode kept). A
// shop's filter and sort panel between its heading and its grid is built of short unlinked lines (checkbox
// labels, price ranges) and is no form when a script handles it: under a filter-named container
// (`facets.ts`) it refuses its gap too (`landingGapsFacets`).
import type { Block } from '../blocks/block.js';
import { blocksUnder } from '../blocks/block-ancestry.js';
import { elementRuns } from '../blocks/element-runs.js';
import { FURNITURE_AND_FORMS } from '../html/vocabulary.js';
import { keptHeadline, titleTargets } from '../metadata/headline.js';
import { isDisclosureButton } from './article/clean-conditionally.js';
import { isCommentNamed } from './article/comment-names.js';
import { isFacetNamed } from './facets.js';
import { gapBlocks, isText } from './gap-fill.js';
import { h1Of } from './page-heading.js';

export interface LandingGapParams {
  /** At most this share of a gap's words are link text (0 = off). */
  landingGaps?: number;
  /**
   * An image's caption (`figcaption`) in a gap stays dropped, as `article/captions.ts` left it: 1 on every page,
   * 2 on a page declaring a schema.org article (Readability.js's expected output keeps older pages' captions).
   */
  landingGapsSkipCaptions?: number;
  /**
   * A button that opens a panel (an accordion's or FAQ's question, `isDisclosureButton`) is the page's text, not a
   * control that refuses its gap: 1 by its ARIA or collapse attributes, 2 also by a class or id word (0 = off).
   */
  landingGapsDisclosures?: number;
  /**
   * Also on an undated page of undeclared kind kept as a run of entries (a service page's cards): 1 every gap, 2
   * only gaps outside the run's entries (between a shop's entries lie their prices and controls).
   */
  landingGapsRuns?: number;
  /**
   * On a page declaring no kind and no date and without a single `<h1>`, a date line refuses the gaps only when
   * at most this share of the kept words lies above it (`showsLeadDate`; 0 = off: any date line, as `showsDate`).
   */
  landingGapsLeadDate?: number;
  /**
   * The page's first visible `<h1>` of at most this many words, not mostly links and not repeating the page's
   * title, lying before the first kept block of the body, counts as kept text, so that the hero between it and
   * the kept text is a gap; when that gap comes back, so does the heading (0 = off).
   */
  landingHero?: number;
  /**
   * On a page declaring no kind and no date, the hero heading of at least this many words straight above the
   * kept text comes back alone too when the CRF kept it and article mode dropped it (`heldHero`; 0 = off): a
   * landing page's `<h1>` that is not the page's title is its offer's name, not an article's headline (a
   * one-word `<h1>` is a section's label).
   */
  landingHeroHeld?: number;
  /**
   * A gap holding a block under a container named a filter or sort panel (`isFacetNamed`) is refused: 1 on a
   * page kept as a run of entries (`landingGapsRuns`), 2 on every page (0 = off).
   */
  landingGapsFacets?: number;
  /**
   * Also on a page declaring a product (not kept as a run of entries): of its gaps, only blocks of at least this
   * many words outside the product furniture come back (`product-gaps.ts`; 0 = off).
   */
  landingGapsProducts?: number;
  /**
   * 1: only a kept copy above a gap's block makes it a copy (0 = off: one anywhere). A gap showing a text first,
   * kept again further down (a package repeating an item of the one before it), is the first showing, not a copy.
   */
  landingGapsCopiesAbove?: number;
}

/** Containers text between kept text is never brought back from: the page's furniture, forms and controls. */
const underFurniture = (c: string): boolean => FURNITURE_AND_FORMS.has(c) || c === 'button';
/**
 * A block of this many words already kept, or shown twice in one gap, is a copy (a responsive layout's second
 * version, a "read more" box's full text after its cut one).
 */
const COPY_WORDS = 8;

/** 1 for each block of a dropped run between kept blocks that comes back (see the file's comment). */
export function landingGapBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  params: LandingGapParams,
  declaresArticle = false,
  runInside?: Uint8Array,
  hidden: Uint8Array | null = null,
  titles: readonly string[] = [],
  held: readonly boolean[] | null = null,
): Uint8Array {
  const maxLinks = params.landingGaps ?? 0;
  if (maxLinks <= 0) return new Uint8Array(blocks.length);
  // Readers' comments between a post's kept parts are not its text.
  const comments = blocksUnder(blocks, isCommentNamed);
  // A shop's filter panel between its heading and its grid is a control, not the page's text.
  const facetsOn = params.landingGapsFacets ?? 0;
  const facets = facetsOn > 1 || (facetsOn === 1 && runInside) ? blocksUnder(blocks, isFacetNamed) : null;
  const disclosures = params.landingGapsDisclosures ?? 0;
  const opens =
    disclosures > 0
      ? blocksUnder(blocks, (e) => isDisclosureButton(e, disclosures > 1))
      : new Uint8Array(blocks.length);
  // A container that refuses its gap: furniture, forms and controls, but not a button opening a panel.
  const refusing = (c: string, j: number): boolean =>
    underFurniture(c) && !(c === 'button' && opens[j] === 1);
  // Each text of a kept block long enough to be a copy, at its first kept block.
  const keptTexts = new Map<string, number>();
  for (let k = 0; k < blocks.length; k++)
    if (kept[k] && blocks[k].words >= COPY_WORDS && !keptTexts.has(blocks[k].text))
      keptTexts.set(blocks[k].text, k);
  const above = (params.landingGapsCopiesAbove ?? 0) > 0;
  const keptCopy = (text: string, j: number): boolean => {
    const k = keptTexts.get(text);
    return k !== undefined && (!above || k < j);
  };
  const refuse = (start: number, end: number): boolean => {
    const texts = new Set<string>();
    for (let j = start; j < end; j++) {
      const b = blocks[j];
      if (!isText(b)) continue;
      if (runInside?.[j] === 1) return true;
      if (comments[j] === 1 || facets?.[j] === 1 || b.containers.some((c) => refusing(c, j))) return true;
      if (b.words >= COPY_WORDS && (keptCopy(b.text, j) || texts.has(b.text))) return true;
      texts.add(b.text);
    }
    return false;
  };
  const gaps = gapBlocks(blocks, kept, maxLinks, refuse);
  const hero = heroHeading(blocks, kept, hidden, params.landingHero ?? 0, titles);
  if (hero && !refuse(hero.from, hero.to + 1)) {
    // Kept from the heading on, nothing before it: only the gap after the heading is new.
    const fromHero = kept.map((k, j) => j > hero.to && k);
    for (let j = hero.from; j <= hero.to; j++) fromHero[j] = true;
    const heroGaps = gapBlocks(blocks, fromHero, maxLinks, refuse);
    // The heading comes back with its hero only: an article's `<h1>` straight above its kept body is its headline.
    if (heroGaps.some((g, j) => g === 1 && j > hero.to && !gaps[j])) {
      for (let j = 0; j < blocks.length; j++) gaps[j] |= heroGaps[j];
      for (let j = hero.from; j <= hero.to; j++) gaps[j] = 1;
    } else if (
      held &&
      (params.landingHeroHeld ?? 0) > 0 &&
      heldHero(blocks, held, hero, params.landingHeroHeld!)
    ) {
      for (let j = hero.from; j <= hero.to; j++) if (isText(blocks[j])) gaps[j] = 1;
    }
  }
  const skip = params.landingGapsSkipCaptions ?? 0;
  if (skip === 1 || (skip === 2 && declaresArticle))
    for (let j = 0; j < blocks.length; j++)
      if (gaps[j] && blocks[j].containers.includes('figcaption')) gaps[j] = 0;
  return gaps;
}

/**
 * Whether the hero heading straight above the kept text is one the CRF kept (`held`: its labels before article
 * mode) in all its text blocks, of at least `minWords` words (`landingHeroHeld`).
 */
function heldHero(
  blocks: readonly Block[],
  held: readonly boolean[],
  hero: { from: number; to: number },
  minWords: number,
): boolean {
  let words = 0;
  for (let j = hero.from; j <= hero.to; j++) {
    if (!isText(blocks[j])) continue;
    if (!held[j]) return false;
    words += blocks[j].words;
  }
  return words >= minWords;
}

/**
 * The page's hero heading (`landingHero`): the first visible `<h1>` run, not mostly links, of at most `maxWords`
 * words and not repeating one of the page's `titles`, when no block of the body before it is kept and one after it
 * is; null otherwise.
 */
function heroHeading(
  blocks: readonly Block[],
  kept: readonly boolean[],
  hidden: Uint8Array | null,
  maxWords: number,
  titles: readonly string[],
): { from: number; to: number } | null {
  if (maxWords <= 0) return null;
  for (const { from, to, words, linkWords } of elementRuns(blocks, h1Of)) {
    if (hidden?.[from] || words === 0) continue;
    if (words > maxWords || linkWords * 2 >= words) return null;
    for (let j = 0; j < from; j++) if (kept[j] && !blocks[j].containers.includes('head')) return null;
    // A heading that repeats the page's title (`<title>` or a declared one) is an article's headline, which the
    // main content leaves out (`article/headline-drop.ts`), and what follows it its dek and byline.
    const alone = blocks.map((_, j) => j >= from && j <= to);
    if (keptHeadline(blocks, alone, titleTargets(blocks, titles)) >= 0) return null;
    return kept.some((k, j) => k && j > to) ? { from, to } : null;
  }
  return null;
}
