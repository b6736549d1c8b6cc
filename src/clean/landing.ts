// Landing pages (a service's or a company's home page) are built of headed sections, each heading with its
// own short text in its own container: "What we do", "How it works", "Why choose us". Article mode looks for
// the one container holding the page's text and drops the rest, which on such a page is most of the
// content (the CRF kept it, WCXB's gold keeps it). This step tells when article mode dropped several of the
// page's own headed sections, so that the second pass can keep the labels it had before article mode.
import type { Block, Label } from '../blocks/block.js';
import { blockAncestry } from '../blocks/block-ancestry.js';
import type { ElementNode, ParentNode } from '../html/node.js';
import { textFacts } from '../metadata/index.js';
import { unlikelyBlocks } from './article/class-weight.js';
import { buyBoxes } from './buy-box.js';
import type { EntriesParams, EntriesRun } from './entries.js';
import { showsDate } from './page-date.js';
import { declaredKind, declaresArticle, type PageSignals } from './page-kind.js';
import { headingAbove } from './page-structure.js';

export interface LandingParams {
  /**
   * Article mode is undone when it drops at least this many headed sections the CRF kept (0 = off). A headed
   * section is the largest element around a kept heading holding no other kept heading, with kept text of
   * its own beside the heading.
   */
  landingSections?: number;
  /** Only blocks with p(o) below this count as a section's kept text (the CRF was sure of them). */
  landingBelow?: number;
  /**
   * On a page that declares no kind (article, product, listing, forum) and shows no publication date (declared
   * or written by its title), article mode is undone when it drops at least this many headed sections the CRF kept below
   * `landingUndatedBelow` (0 = off): an article or a post is dated, a service's landing page is not.
   */
  landingUndated?: number;
  landingUndatedBelow?: number;
  /**
   * `landingUndated` undoes article mode only when it kept at least this share (0..1) of the words the page kept
   * before it (0 = off): a service's page loses a few of its sections, an undated news story cut to its body
   * loses most of the page (a kept side box, related stories) and looks like one otherwise.
   */
  landingUndatedMinKept?: number;
  /**
   * On such a page (no kind, no date), article mode is also undone when it keeps less than this share (0..1) of
   * the words the page kept before it (0 = off): a service's page spreads its text over sections article mode
   * does not join.
   */
  landingUndatedKept?: number;
  /** ... and the page kept at least this many headed sections before article mode (`headedSections`). */
  landingUndatedKeptSections?: number;
  /** ... and at least this share of the words article mode dropped lies in those sections (not in one blob). */
  landingUndatedDroppedInSections?: number;
  /**
   * On such a page (no kind, no date), article mode is also undone when it drops at least this many headed
   * sections of the page as kept without it, its run of alike entries included (0 = off): a service's cards
   * ("Audit", "Tax", "Consulting", each a heading and a paragraph) are entries the CRF alone is unsure of.
   */
  landingUndatedRun?: number;
  /**
   * The undated steps above but `landingUndatedRun` also take a page whose only declaration is og:type
   * "article" (no schema.org type of a kind) and that holds no buy box as declaring no kind (0 = off, 1 = on):
   * site builders put that og:type on every page of a site, a service's pages included. At 2 a date such a
   * page declares but does not show (a site plugin's `WebPage` dates) does not count as its date either.
   */
  landingOgArticle?: number;
  /**
   * On a page declaring an article (schema.org type or og:type, `declaresArticle` in `page-kind.ts`), article mode is
   * undone by dropped sections only when it drops at least this many (instead of `landingSections`; 0 = off):
   * an article's headed parts in wrappers of their own are its sections, not a landing page's.
   */
  landingArticleSections?: number;
  /**
   * `landingArticleSections` applies only when the page also shows a byline naming its author (1 = on, 0 = on
   * every page declaring an article): an author's post whose headed parts sit in wrappers of their own, not a
   * review or guide page built of a page builder's sections under an article's og:type, whose gold keeps them.
   */
  landingArticleByline?: number;
}

/** A section must hold at least this many kept words beside its heading to count as content. */
const MIN_SECTION_WORDS = 8;

/**
 * The headed sections of the kept text: for each kept heading, the largest ancestor (below the body) holding
 * no other kept heading. Returns, per block, the index of its section (−1 for none) and the section count.
 */
export function headedSections(
  blocks: readonly Block[],
  kept: readonly Label[],
): { sectionOf: Int32Array; count: number; isHeading: Uint8Array } {
  const n = blocks.length;
  const isHeading = new Uint8Array(n);
  const headings = new Set<ElementNode>();
  // Comments, sidebars and footers (Readability.js's unlikely containers) are not the page's sections: a
  // thread's posts each have a heading ("Re: …") and a text of their own too.
  const unlikely = unlikelyBlocks(blocks);
  // Each block's heading element (its element or an ancestor), and below each section found per element of
  // the block ancestry, not by a walk up from every block.
  const { elements, parent, blockElement } = blockAncestry(blocks);
  const headingAt = headingAbove(blocks);
  const outside = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (kept[i] === 'o') continue;
    if (unlikely[i]) {
      outside[i] = 1;
      continue;
    }
    // A linked heading is a teaser's title (related articles, a blog index), not a section of the page.
    if (blocks[i].linkWords * 2 > blocks[i].words) continue;
    if (headingAt[i] >= 0) {
      headings.add(elements[headingAt[i]]);
      isHeading[i] = 1;
    }
  }
  // Kept headings under every ancestor of one (a page has few headings, so climbing from each is cheap).
  const under = new Map<ParentNode, number>();
  for (const h of headings)
    for (let e: ParentNode | null = h; e; e = e.parent) under.set(e, (under.get(e) ?? 0) + 1);
  const index = new Map<ParentNode, number>();
  for (const h of headings) {
    let top: ElementNode = h;
    for (let e = h.parent; e && e.kind === 'element' && e.name !== 'body'; e = e.parent) {
      if ((under.get(e) ?? 0) > 1) break;
      top = e;
    }
    if (!index.has(top)) index.set(top, index.size);
  }
  // Each block's section is that of the innermost element around it that tops one (parents come first).
  const sectionAt = new Int32Array(elements.length);
  for (let k = 0; k < elements.length; k++)
    sectionAt[k] = index.get(elements[k]) ?? (parent[k] >= 0 ? sectionAt[parent[k]] : -1);
  const sectionOf = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) if (!outside[i]) sectionOf[i] = sectionAt[blockElement[i]];
  return { sectionOf, count: index.size, isHeading };
}

/**
 * Whether article mode (`before` → `after`) dropped at least `landingSections` headed sections whose own
 * text the CRF kept with confidence: the page is laid out as sections, not as one article.
 */
export function articleDropsSections(
  blocks: readonly Block[],
  before: readonly Label[],
  after: readonly Label[],
  pO: Float64Array,
  params: LandingParams,
): boolean {
  const least = params.landingSections ?? 0;
  if (least <= 0) return false;
  const below = params.landingBelow ?? 0.5;
  // Only what the CRF was sure of makes a section, its heading included: a sidebar's widget titles are not.
  const sure = before.map((l, i) => (pO[i] < below ? l : 'o'));
  const { sectionOf, count, isHeading } = headedSections(blocks, sure);
  if (count < least) return false;
  const wordsBefore = new Float64Array(count);
  const wordsAfter = new Float64Array(count);
  for (let i = 0; i < blocks.length; i++) {
    const s = sectionOf[i];
    if (s < 0 || isHeading[i] || sure[i] === 'o') continue;
    const w = blocks[i].words - blocks[i].linkWords;
    wordsBefore[s] += w;
    if (after[i] !== 'o') wordsAfter[s] += w;
  }
  let dropped = 0;
  for (let s = 0; s < count; s++)
    if (wordsBefore[s] >= MIN_SECTION_WORDS && wordsAfter[s] < 0.5 * wordsBefore[s]) dropped++;
  return dropped >= least;
}

/**
 * Whether article mode (`before` → `after`) should be undone on a landing page: it dropped `landingSections`
 * sections the CRF was sure of, or, on a page declaring no kind and showing no publication date,
 * `landingUndated` sections the CRF kept below `landingUndatedBelow`, or most of the page's headed sections
 * (`keptLittle`).
 */
export function isLandingPage(
  blocks: readonly Block[],
  before: readonly Label[],
  after: readonly Label[],
  pO: Float64Array,
  params: LandingParams & Pick<EntriesParams, 'entriesRescueBelow'>,
  signals: PageSignals,
  run: Pick<EntriesRun, 'inside'> | null = null,
): boolean {
  if (
    articleDropsSections(blocks, before, after, pO, params) &&
    !articleAsksMore(blocks, before, after, pO, params, signals)
  )
    return true;
  // A shop's product page marked og:type "article" by its theme is no landing page (`buy-box.ts`).
  const ogOnly = (params.landingOgArticle ?? 0) > 0 && signals.ogType === 'article' && buyBoxes(blocks) === 0;
  // At 2 a date such a page declares but does not show (a site plugin's page dates) does not count either.
  const dated = signals.dated && !(ogOnly && (params.landingOgArticle ?? 0) >= 2);
  if (dated || declaredKind(ogOnly ? { ...signals, ogType: null } : signals) !== null) return false;
  const undated = params.landingUndated ?? 0;
  const sections = { landingSections: undated, landingBelow: params.landingUndatedBelow ?? 0.8 };
  const runSections = params.landingUndatedRun ?? 0;
  const bySections =
    (undated > 0 &&
      keptShare(blocks, before, after) >= (params.landingUndatedMinKept ?? 0) &&
      articleDropsSections(blocks, before, after, pO, sections)) ||
    (runSections > 0 &&
      run !== null &&
      // Pages so marked whose run is their content are blogs' and directories' lists, not landing pages.
      !ogOnly &&
      articleDropsSections(blocks, withRun(before, run, pO, params), after, pO, {
        landingSections: runSections,
        landingBelow: 2,
      }));
  // The date shown on the page is looked for last: it walks the page.
  return (bySections || keptLittle(blocks, before, after, params)) && !showsDate(blocks);
}

/**
 * Whether a page on which article mode dropped `landingSections` sections is an article that asks more of them
 * (`landingArticleSections`): it declares an article and, with `landingArticleByline`, shows its author's byline,
 * and article mode dropped fewer than `landingArticleSections` sections.
 */
function articleAsksMore(
  blocks: readonly Block[],
  before: readonly Label[],
  after: readonly Label[],
  pO: Float64Array,
  params: LandingParams,
  signals: PageSignals,
): boolean {
  const least = params.landingArticleSections ?? 0;
  if (least <= 0 || !declaresArticle(signals)) return false;
  // The byline is looked for only here: it walks the page's first blocks.
  if ((params.landingArticleByline ?? 0) > 0 && textFacts(blocks, null).author === null) return false;
  return !articleDropsSections(blocks, before, after, pO, { ...params, landingSections: least });
}

/** The labels kept without article mode, the run's entries rescued as the listing step rescues them. */
function withRun(
  before: readonly Label[],
  run: Pick<EntriesRun, 'inside'>,
  pO: Float64Array,
  params: Pick<EntriesParams, 'entriesRescueBelow'>,
): Label[] {
  const below = params.entriesRescueBelow ?? 1;
  return before.map((l, i) => (l === 'o' && run.inside[i] && pO[i] < below ? 'p' : l));
}

/** The share of the words kept before article mode (`before`) that it kept (`after`); 1 when none were. */
export function keptShare(
  blocks: readonly Block[],
  before: readonly Label[],
  after: readonly Label[],
): number {
  let wordsBefore = 0;
  let wordsAfter = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (before[i] !== 'o') wordsBefore += blocks[i].words;
    if (after[i] !== 'o') wordsAfter += blocks[i].words;
  }
  return wordsBefore > 0 ? wordsAfter / wordsBefore : 1;
}

/**
 * Whether article mode (`before` → `after`) kept less than `landingUndatedKept` of the words kept before it, on
 * a page that kept `landingUndatedKeptSections` headed sections, most of the dropped words lying in them: a
 * service's sections article mode did not join, not a news page's comments or a hidden copy of the body.
 */
function keptLittle(
  blocks: readonly Block[],
  before: readonly Label[],
  after: readonly Label[],
  params: LandingParams,
): boolean {
  const share = params.landingUndatedKept ?? 0;
  if (share <= 0 || keptShare(blocks, before, after) >= share) return false;
  const { sectionOf, count } = headedSections(blocks, before);
  if (count < (params.landingUndatedKeptSections ?? 0)) return false;
  let dropped = 0;
  let inSections = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (before[i] === 'o' || after[i] !== 'o') continue;
    dropped += blocks[i].words;
    if (sectionOf[i] >= 0) inSections += blocks[i].words;
  }
  return inSections >= (params.landingUndatedDroppedInSections ?? 0) * dropped;
}
