// Article mode of the auto cleaner's second pass: on a page with an article region (`region.ts`), what the
// CRF kept outside it goes, and what it hesitated over inside it stays. A news or blog page's comments,
// teasers and sidebars are running text the CRF (trained on CleanEval's "all running text" gold) keeps;
// the article benchmarks (Dragnet, L3S-GN1), like a reader, want the article alone.
import type { Block, Label } from '../../blocks/block.js';
import { HEADINGS } from '../../html/vocabulary.js';
import { findHeadline } from '../../metadata/headline.js';
import type { EntriesParams } from '../entries.js';
import { shownTabPanelsOf } from '../tab-panels.js';
import { unlikelyBlocks } from './class-weight.js';
import { cleanedKeptBlocks } from './cleaned-kept.js';
import { datedRegion } from './dated-region.js';
import { regionInFurniture } from './furniture-region.js';
import { type ArticleRegion, findArticleRegion, sectionStyles } from './region.js';
import { toDeclaredBody } from './semantic-body.js';
import { type SureSiblingParams, sureSiblingBlocks } from './sure-siblings.js';
import { threadRegion } from './thread-region.js';

const MIN_ARTICLE_WORDS = 25;

export interface ArticleParams extends SureSiblingParams {
  /** Article mode (0 = off, 1 = on). */
  article?: number;
  /**
   * A region inside page furniture (a footer, header, aside, dialog: `furniture-region.ts`) is no article; a
   * furniture container holding at least this share of the page's words is a wrapper and does not count
   * (0 = off).
   */
  articleShunFurniture?: number;
  /** A region inside a carousel (`carousels.ts`: a promo bar's or a hero's slides) is furniture too (1) or not (0). */
  articleShunSliders?: number;
  /** A region inside a box named `slideshow` (a gallery of other stories set in the body) is furniture too (1) or not (0). */
  articleShunSlideshows?: number;
  /** Article mode applies only when the article region has at least this many words or the CRF kept most of them. */
  articleMinWords?: number;
  /** Blocks inside the article are kept when p(o) is below this. */
  articleRescueBelow?: number;
  /**
   * A kept block outside the article stays when its paragraph and this many containers above it (names and
   * classes) look like those of a kept block inside: the next entry of a listing, the next section of a
   * page (0 = off).
   */
  articleSameStyle?: number;
  /**
   * 1 = for `articleSameStyle`, a class word ending in a one- or two-digit ordinal ("story-body-1",
   * "story-body-2") reads as the same word: a story split into numbered sections (0 = off).
   */
  articleSameStyleOrdinal?: number;
  /** Keep the article's headline (`headline.ts`) whatever the CRF said (0 = off, 1 = on). */
  articleHeadline?: number;
  /** Leave out of the article the containers Readability.js's conditional cleaning removes (0 = off, 1 = on). */
  articleClean?: number;
  /**
   * Keep the title above the article (the last kept heading before it, and a kept h1 before it) although
   * it is outside (1, the default) or not (0: main-content gold has no headline line).
   */
  articleTitle?: number;
  /**
   * Article mode applies only when the region holds at least this share of the words the CRF kept (0 = any):
   * on a listing, a service or a product page the kept text is spread over several containers, and one of
   * them is not the page's content.
   */
  articleMinShare?: number;
  /**
   * A region lying apart from the page's one declared body (one `itemprop="articleBody"`, else one `<article>`)
   * moves to that body when it holds at least this many times the region's words (absent or 0 = off):
   * `semantic-body.ts`.
   */
  articleDeclaredBody?: number;
  /**
   * When the CRF kept fewer than this many words outside comments and sidebars (0 = off), the region found is
   * kept without the share and length tests, if it is prose: a short post the CRF scored as boilerplate with the
   * rest of a page unlike its training otherwise yields a form label, a comments heading or the "About me" box.
   */
  articleFewKept?: number;
  /**
   * Hidden blocks (`hidden.ts`) take no part in finding the article (1) or do (0): a display:none copy of the
   * body must not become the region while the visible body is dropped as "outside" it.
   */
  articleHidden?: number;
  /**
   * With `articleHidden`, the hidden blocks of ARIA tab panels count in conditional cleaning's tallies (1) or not
   * (0 or absent): `tab-panels.ts`.
   */
  articleTabPanels?: number;
  /**
   * When article mode leaves less than this share of the region's words kept (the CRF, confident on a page
   * unlike its training, drops the whole body), the region's visible blocks are kept, as Readability.js would
   * return them, instead of an empty or near-empty page (0 = off).
   */
  articleKeepRegion?: number;
  /**
   * Conditional cleaning does not count what unlikely containers (comments, sidebars) hold against their
   * ancestors (1), as Readability.js, which has stripped them before it cleans; 0 = they count.
   */
  articleCleanUncounted?: number;
  /**
   * Blocks under unlikely containers (comments, share bars, related boxes: Readability.js's list) inside the
   * article's container are outside the article (1), as Readability.js strips them before it picks the
   * article; 2 = only those naming comments (comment, disqus, replies); 0 = they are inside and keep the
   * CRF's labels.
   */
  articleStripUnlikely?: number;
  /**
   * While the region holds fewer than this many characters (its own cleaning emptied it), retry it as
   * Readability.js does: without class weights (a page builder names every container `widget`, a negative
   * word), then without conditional cleaning; 0 = stop after the unlikely containers' retry. The auto cleaner
   * applies it on pages declaring an article type only.
   */
  articleDegrade?: number;
  /** A short post beats its comment thread as the article region (1) or not (0; `region.ts` RegionEvidence). */
  articleShunComments?: number;
  /** A short post beats a longer sidebar box as the article region (1) or not (0; `region.ts` RegionEvidence). */
  articleShunSidebars?: number;
  /**
   * Conditional cleaning keeps disclosure buttons (an accordion's or FAQ's questions, `isDisclosureButton`):
   * 1 = marked by ARIA or a collapse toggle, 2 = also named so by class; 0 = every button goes, as in Readability.js.
   */
  articleDisclosures?: number;
  /** Removed containers the CRF keeps with confidence stay (`cleaned-kept.ts`, a p(o) bound; 0 = off). */
  articleCleanedKeep?: number;
  /**
   * A region inside a comment tree is the whole tree (`thread-region.ts`), its blocks kept when p(o) is below
   * this (0 = off).
   */
  articleThreadRegion?: number;
  /**
   * A region the CRF kept whole (at least `FULL_REGION_KEPT` of its words) is the article when it holds at
   * least this share of the kept words, below `articleMinShare` (0 = off): see `fullRegionShare`.
   */
  articleFullRegion?: number;
  /**
   * No lower share (`articleFullRegion`) when the kept prose outside the region under kept headings of its own
   * (`outsideSections`) reaches this multiple of the region's kept words: a buying guide's or a landing page's
   * other sections, not a sidebar, a teaser run or a comment thread (0 = off).
   */
  articleFullRegionSections?: number;
  /**
   * 1 = no lower share on a page that declares itself a site's, a shop's or a list's page (og:type `website` or
   * `product`, JSON-LD Product, ItemList, CollectionPage, OfferCatalog; `page-kinds.ts`); 0 = off.
   */
  articleFullRegionDeclared?: number;
  /**
   * A region of fewer than `articleMinWords` words but at least this many gets `articleFullRegion`'s lower share
   * when it is dated (`datedRegion`: a date line in it or right around it): a short post beside a sidebar or
   * comments the CRF also kept, not a list page's intro or a page's summary (0 = off).
   */
  articleFullRegionDated?: number;
  /**
   * The region needs no share of the kept words when its running text (two or more paragraphs of 20+ words,
   * few links) holds at least this many times the words the CRF kept on the page (0 = off): see `proseOutweighs`.
   */
  articleProseOutweighs?: number;
}

/**
 * The share of a region's words the CRF must keep for `articleFullRegion`'s lower share. A short story or post
 * (40 to 500 words) the CRF kept whole, beside a sidebar, a teaser run or a comment thread it also kept, fails
 * `articleMinShare` by the weight of that furniture, and article mode then switches off and lets all of it
 * back (Dragnet's NHL.com, TypePad and Blogger posts, L3S-GN1's table-laid news pages). When the CRF agrees
 * with the whole region, that agreement stands for the share: the region is the page's text, and what lies
 * beside it is what article mode is for.
 */
const FULL_REGION_KEPT = 0.9;

/** The least share of the kept words a region needs: `minShare`, or `articleFullRegion`'s when the CRF kept it whole. */
function fullRegionShare(
  minShare: number,
  params: ArticleParams,
  keptWords: number,
  regionWords: number,
  dated: () => boolean,
): number {
  const full = params.articleFullRegion ?? 0;
  if (full <= 0 || full >= minShare || keptWords < FULL_REGION_KEPT * regionWords) return minShare;
  if (regionWords >= (params.articleMinWords ?? 0)) return full;
  // A short region (under `articleMinWords`) is a list page's intro or a box as often as a post: only when dated.
  const shortWords = params.articleFullRegionDated ?? 0;
  return shortWords > 0 && regionWords >= shortWords && dated() ? full : minShare;
}

/** A paragraph of running text: 20+ words, at most a fifth of them in links. */
const PARAGRAPH_WORDS = 20;

/**
 * Whether the region's own paragraphs (two or more of `PARAGRAPH_WORDS`+ words, few links) hold at least
 * `words` words. A news story or post the CRF dropped at p(o) about 0.9 while it kept a run of teasers, a widget
 * column or a few boxes fails `articleMinShare` however plain its text is; when its paragraphs alone outweigh
 * everything the CRF kept, the region is the page's text whatever the CRF said of it.
 */
function proseOutweighs(
  blocks: readonly Block[],
  inside: ArrayLike<number>,
  skip: Uint8Array | null,
  words: number,
): boolean {
  let paragraphs = 0;
  let prose = 0;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (!inside[i] || skip?.[i] || b.words < PARAGRAPH_WORDS || b.linkWords > 0.2 * b.words) continue;
    paragraphs++;
    prose += b.words;
  }
  return paragraphs >= 2 && prose >= words;
}

/**
 * The kept prose outside the region under kept headings of its own (`articleFullRegionSections`): a section
 * counts when a kept `h1`–`h6` outside links is followed, before the next heading or the region, by 15 or more
 * words of kept blocks of 8 or more words that are not mostly links. Comment, sidebar and footer containers
 * (`unlikely`) are left out, as from the share. A related-posts box or a category list has headings too, but
 * over links and titles; a landing page's "Storage Solutions" has its sentences, a guide's "How we picked" its
 * paragraphs.
 */
export function outsideSections(
  blocks: readonly Block[],
  out: readonly Label[],
  inside: ArrayLike<number>,
  unlikely: ArrayLike<number | boolean>,
): { sections: number; sectionWords: number; outsideWords: number } {
  let sections = 0;
  let sectionWords = 0;
  let outsideWords = 0;
  let open = false;
  let current = 0;
  const close = () => {
    if (open && current >= 15) {
      sections++;
      sectionWords += current;
    }
    open = false;
    current = 0;
  };
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (inside[i]) {
      close();
      continue;
    }
    if (out[i] === 'o' || unlikely[i]) continue;
    outsideWords += b.words;
    if (HEADINGS.has(b.tag) && !b.inLink) {
      close();
      open = true;
      continue;
    }
    if (open && b.words >= 8 && b.linkWords <= 0.3 * b.words) current += b.words;
  }
  close();
  return { sections, sectionWords, outsideWords };
}

/** One `findArticleRegion` call of `articleRegionOf`: its arguments besides the blocks, and its region. */
interface RegionCall {
  key: string;
  skip: Uint8Array | null;
  region: ArticleRegion | null;
}

/**
 * The regions found for each block list. The second pass asks for the same region twice (`passRegion` and
 * `keepArticle`), and the region depends on nothing else than its arguments and the tree, which cleaning never
 * changes; callers treat it as read-only (they copy `inside` before adding to it).
 */
const regionCalls = new WeakMap<readonly Block[], RegionCall[]>();

/** The article region article mode works on, under `params` (`skip`: hidden blocks, when they take no part). */
export function articleRegionOf(
  blocks: readonly Block[],
  params: ArticleParams & EntriesParams,
  skip: Uint8Array | null,
): ArticleRegion | null {
  const clean = (params.articleClean ?? 0) > 0;
  const uncountUnlikely = (params.articleCleanUncounted ?? 0) > 0;
  const stripUnlikely = params.articleStripUnlikely ?? 0;
  const degrade = params.articleDegrade ?? 0;
  const shunComments = (params.articleShunComments ?? 0) > 0;
  const shunSidebars = (params.articleShunSidebars ?? 0) > 0;
  const keepDisclosures = params.articleDisclosures ?? 0;
  const declared = params.articleDeclaredBody ?? 0;
  const tabs = (params.articleTabPanels ?? 0) > 0 && skip !== null;
  const key = `${clean} ${uncountUnlikely} ${stripUnlikely} ${degrade} ${shunComments} ${shunSidebars} ${keepDisclosures} ${declared} ${tabs}`;
  let calls = regionCalls.get(blocks);
  if (calls === undefined) {
    calls = [];
    regionCalls.set(blocks, calls);
  }
  for (const c of calls) if (c.key === key && c.skip === skip) return c.region;
  const found = findArticleRegion(blocks, clean, skip, uncountUnlikely, stripUnlikely, degrade, {
    shunComments,
    shunSidebars,
    keepDisclosures,
    tallyHidden: tabs ? shownTabPanelsOf(blocks, skip) : undefined,
  });
  const region = found && declared > 0 ? toDeclaredBody(blocks, found, declared, skip, params) : found;
  calls.push({ key, skip, region });
  return region;
}

/**
 * Relabels `out` in place and says whether the page was taken as an article (`minShare`: the region's least
 * share of the kept words, by default `articleMinShare`; `fewKeptOnly`: only when the CRF kept fewer than
 * `articleFewKept` words, as on a page none of whose blocks passed). Outside the article, kept blocks become `o`,
 * except the title (the last kept heading before the article, and any kept h1 before it) and blocks styled like
 * the article's own. `admitted.lowerShare` tells whether only `articleFullRegion`'s lower share let the region in.
 */
export function keepArticle(
  blocks: readonly Block[],
  out: Label[],
  pO: Float64Array,
  contentLabel: (i: number) => Label,
  params: ArticleParams,
  minShare = params.articleMinShare ?? 0,
  hidden: Uint8Array | null = null,
  fewKeptOnly = false,
  admitted: { lowerShare: boolean } | null = null,
): boolean {
  const skip = params.articleHidden ? hidden : null;
  const found = articleRegionOf(blocks, params, skip);
  if (!found) return false;
  const thread = params.articleThreadRegion ? threadRegion(blocks, found) : null;
  let region = thread ?? found;
  if (
    params.articleShunFurniture &&
    regionInFurniture(
      blocks,
      region,
      params.articleShunFurniture,
      (params.articleShunSliders ?? 0) > 0,
      (params.articleShunSlideshows ?? 0) > 0,
    )
  )
    return false;
  let regionWords = 0;
  let keptWords = 0;
  let allKeptWords = 0;
  let regionLinkWords = 0;
  // Kept text under comment, sidebar or footer containers does not count against the region's share: a
  // news page with long comments is still an article page.
  const unlikely = unlikelyBlocks(blocks);
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] !== 'o' && (region.inside[i] || !unlikely[i])) allKeptWords += blocks[i].words;
    if (!region.inside[i] || skip?.[i]) continue;
    regionWords += blocks[i].words;
    regionLinkWords += blocks[i].linkWords;
    if (out[i] !== 'o') keptWords += blocks[i].words;
  }
  if (regionWords < MIN_ARTICLE_WORDS) return false;
  // When the CRF kept next to nothing outside comments and sidebars, the region needs no share or length test,
  // only to be prose: a footer's list of links is no article.
  if (allKeptWords < (params.articleFewKept ?? 0)) {
    if (regionLinkWords > 0.5 * regionWords || regionWords - regionLinkWords < MIN_ARTICLE_WORDS)
      return false;
  } else {
    if (fewKeptOnly) return false;
    let share = fullRegionShare(minShare, params, keptWords, regionWords, () =>
      datedRegion(blocks, region.inside),
    );
    // Not when the kept words outside are the page's other headed sections rather than furniture.
    const sectionsShare = params.articleFullRegionSections ?? 0;
    if (
      share < minShare &&
      sectionsShare > 0 &&
      keptWords < minShare * allKeptWords &&
      outsideSections(blocks, out, region.inside, unlikely).sectionWords >= sectionsShare * keptWords
    )
      share = minShare;
    const outweighs = params.articleProseOutweighs ?? 0;
    if (outweighs > 0 && share > 0 && proseOutweighs(blocks, region.inside, skip, outweighs * allKeptWords))
      share = 0;
    if (keptWords < share * allKeptWords) return false;
    if (admitted) admitted.lowerShare = keptWords < minShare * allKeptWords;
    // A short region is trusted only when the CRF agrees with it (keeps most of its words); a few lines are
    // never an article.
    if (regionWords < (params.articleMinWords ?? 0) && keptWords < 0.5 * regionWords) return false;
  }
  const keepRegion = params.articleKeepRegion ?? 0;
  // Sections beside the region's top that scored nothing (no paragraphs) but the CRF is sure of join it.
  if (params.articleSureSiblings) {
    const siblings = sureSiblingBlocks(blocks, region, pO, hidden, params);
    if (siblings.includes(1)) {
      const inside = Uint8Array.from(region.inside);
      for (let i = 0; i < blocks.length; i++) if (siblings[i]) inside[i] = 1;
      region = { ...region, inside };
    }
  }

  const first = region.inside.indexOf(1);
  let title = -1;
  const keepTitle = (params.articleTitle ?? 1) > 0;
  for (let i = first - 1; i >= 0 && title < 0 && keepTitle; i--) if (out[i] === 'h') title = i;
  const headline = params.articleHeadline ? findHeadline(blocks, first) : -1;
  if (headline >= 0) out[headline] = 'h';
  const depth = params.articleSameStyle ?? 0;
  const ordinal = (params.articleSameStyleOrdinal ?? 0) > 0;
  const insideStyles = new Set<string>();
  const styleOf = sectionStyles(blocks, depth, ordinal);
  if (depth > 0)
    for (let i = 0; i < blocks.length; i++)
      if (region.inside[i] && out[i] !== 'o') insideStyles.add(styleOf(i));
  const rescueBelow = Math.max(params.articleRescueBelow ?? 0, thread ? params.articleThreadRegion! : 0);
  const cleanedKept = params.articleCleanedKeep
    ? cleanedKeptBlocks(blocks, region, out, pO, params.articleCleanedKeep, hidden)
    : null;

  for (let i = 0; i < blocks.length; i++) {
    if (region.inside[i]) {
      if (out[i] === 'o' && pO[i] < rescueBelow) out[i] = contentLabel(i);
      continue;
    }
    if (out[i] === 'o' || i === title || i === headline || (keepTitle && i < first && blocks[i].tag === 'h1'))
      continue;
    if (depth > 0 && insideStyles.has(styleOf(i))) continue;
    if (cleanedKept?.[i]) continue;
    out[i] = 'o';
  }
  if (keepRegion > 0) {
    let kept = 0;
    for (let i = 0; i < blocks.length; i++)
      if (region.inside[i] && !skip?.[i] && out[i] !== 'o') kept += blocks[i].words;
    if (kept < keepRegion * regionWords)
      for (let i = 0; i < blocks.length; i++)
        if (region.inside[i] && !skip?.[i] && out[i] === 'o' && pO[i] < 1) out[i] = contentLabel(i);
  }
  return true;
}
