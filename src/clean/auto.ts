// The auto cleaner (default): the CRF's posterior label probabilities, then a page-level second pass.
// A block is kept when its probability of being boilerplate is below a threshold; a block whose own
// evidence is uncertain follows the evidence of its region (the innermost div/td group it belongs to),
// so that a short line inside a clearly kept region is kept and a stray one in a boilerplate region dropped.
import type { Block, Label } from '../blocks/block.js';
import { blockAncestry } from '../blocks/block-ancestry.js';
import type { DocumentNode, ParentNode } from '../html/node.js';
import { rootOf } from '../html/tree-order.js';
import { type BundledModel, hasBundledModel } from '../ml/bundled-models.js';
import type { CrfModel } from '../ml/crf/model.js';
import type { Options, Scope } from '../options.js';
import { type AccordionItemParams, accordionItemBlocks } from './accordion-items.js';
import { type ActionLinkParams, actionLinkBlocks, dropPassingKinds } from './action-links.js';
import { type AlikeMixParams, alikeKinds, mixAlike, mixWithGroup } from './alike-mix.js';
import { type AlikeParagraphParams, alikeParagraphBlocks } from './article/alike-paragraphs.js';
import { type AuthorBoxParams, authorBoxBlocks } from './article/author-box.js';
import { type ButtonLinkParams, buttonLinkBlocks } from './article/button-links.js';
import { type BylineParams, bylineBlocks } from './article/bylines.js';
import { type CaptionParams, captionBlocks } from './article/captions.js';
import { type ClosingHeadingParams, closingHeadingBlocks } from './article/closing-headings.js';
import { type CommentAnchorParams, commentAnchorBlocks } from './article/comment-anchors.js';
import { type CommentNameParams, commentBlocks } from './article/comment-names.js';
import { type ContinuedParams, continuedBlocks } from './article/continued.js';
import { type CtaBoxParams, ctaBoxBlocks } from './article/cta-boxes.js';
import { dropsHeadline, type HeadlineDropParams, headlineBlocks } from './article/headline-drop.js';
import { type LeadParams, leadBlocks } from './article/lead.js';
import { type ArticleParams, articleRegionOf, keepArticle } from './article/mode.js';
import { type ReadAlsoParams, readAlsoBlocks } from './article/read-also.js';
import { productStepKind, type ReviewArticleParams } from './article/review-article.js';
import { type SandwichParams, sandwichBlocks } from './article/sandwich.js';
import { type ShortPostParams, shortPost } from './article/short-post.js';
import { type SignedCommentParams, signedCommentBlocks } from './article/signed-comments.js';
import { type SubscribeBoxParams, subscribeBoxBlocks } from './article/subscribe-boxes.js';
import { type SureBlockParams, sureBlocks } from './article/sure-blocks.js';
import { type TeaserArticleParams, teaserArticleBlocks } from './article/teaser-articles.js';
import { type TeaserCardParams, teaserCardBlocks } from './article/teaser-cards.js';
import { postBesideTeasers, type TeaserRunPostParams } from './article/teaser-run-post.js';
import { type TocParams, tocBlocks } from './article/toc.js';
import { type WholeLineParams, wholeLineBlocks } from './article/whole-lines.js';
import { type ButtonParams, buttonBlocks, closingButtonLinkBlocks } from './buttons.js';
import { type BuyBoxParams, showsBuyBox } from './buy-box.js';
import { type CarouselParams, carouselBlocks } from './carousels.js';
import { type ClosableParams, closableBlocks } from './close-controls.js';
import { type CodeBlockParams, codeBlocks } from './code-blocks.js';
import { type CollectionPageParams, isUndatedCollection, runKind } from './collection-page.js';
import { type CommentTreeParams, commentTreeText } from './comment-tree.js';
import { consentBlocks } from './consent.js';
import { type CopyrightFooterParams, copyrightFooterBlocks } from './copyright-footer.js';
import { BUNDLED_CRF_MODEL, crfColumns, loadCrfModel } from './crf.js';
import { type DeclaredPostParams, declaredPostBlocks, microdataPostBlocks } from './declared-posts.js';
import { type DialogParams, dialogBlocks } from './dialogs.js';
import { type DisclaimerParams, disclaimerBlocks } from './disclaimers.js';
import { type EntriesParams, findEntries, keepsEntries, listingFirst } from './entries.js';
import { type EntriesCommentsParams, runIsComments } from './entries-comments.js';
import { type EntriesSidebarsParams, runInSidebar } from './entries-sidebars.js';
import { type EntriesWidgetsParams, runIsWidgets } from './entries-widgets.js';
import { articleIsEntry, type EntryArticleParams } from './entry-article.js';
import { type EntryControlParams, entryControlBlocks } from './entry-controls.js';
import { type EntryFieldParams, FURNITURE, fieldVerdicts, sharedValue } from './entry-fields.js';
import { type EntryTitleParams, entryTitleBlocks, settleEntryTitles } from './entry-titles.js';
import { type FacetParams, facetBlocks } from './facets.js';
import { type FormLabelParams, formLabelBlocks } from './form-labels.js';
import { type GapFillParams, gapBlocks, gapLabel } from './gap-fill.js';
import { type HeadingIntroParams, headingIntroBlocks } from './heading-intro.js';
import { hiddenBlocks, screenReaderBlocks } from './hidden.js';
import { type IntroducedListParams, introducedListBlocks } from './introduced-lists.js';
import { isLandingPage, type LandingParams } from './landing.js';
import { type LandingGapParams, landingGapBlocks } from './landing-gaps.js';
import { type LeadHeadingParams, leadHeadingBlocks } from './lead-headings.js';
import { type LinkPreviewsParams, linkPreviewBlocks } from './link-previews.js';
import { keepListingIntro, type ListingIntroParams } from './listing-intro.js';
import { type ListingOutroParams, listingOutroBlocks } from './listing-outro.js';
import { type ListingPageParams, runIsListing } from './listing-page.js';
import { type MainCommentsParams, mainRegionSkips } from './main-comments.js';
import { type MainRunsParams, mainRunBlocks } from './main-runs.js';
import { type MediaFallbackParams, mediaFallbackBlocks } from './media-fallback.js';
import { type NoticesParams, noticeBlocks } from './notices.js';
import { showsDate, showsLeadDate } from './page-date.js';
import { type PageFooterParams, pageFooterBlocks } from './page-footer.js';
import { type PageHeadingParams, pageHeadingBlocks } from './page-heading.js';
import {
  declaredKind,
  declaresForSale,
  declaresOgProductOnly,
  declaresProductOnly,
  declaresSchemaArticle,
  NO_SIGNALS,
  type PageKindParams,
  type PageSignals,
} from './page-kind.js';
import { type PostCountersParams, postCounterBlocks } from './post-counters.js';
import { type PosterDetailsParams, posterDetailBlocks } from './poster-details.js';
import type { ProductParams } from './product.js';
import { type ProductCardParams, showsPrice } from './product-cards.js';
import { productGapBlocks } from './product-gaps.js';
import type { ProductRegionParams } from './product-region.js';
import { productStep } from './product-step.js';
import { type QaRemarksParams, qaRemarkBlocks } from './qa-remarks.js';
import { type RepeatedRunParams, repeatedRunBlocks } from './repeated-runs.js';
import { dropRepeats, type RepeatParams } from './repeats.js';
import { type SegmentBoundParams, settleSegmentBounds } from './segment-bounds.js';
import { type SidebarBoxParams, sidebarBoxBlocks } from './sidebar-boxes.js';
import { runIsSignedReplies, type SignedRepliesParams } from './signed-replies.js';
import { type SpecListParams, specListBlocks } from './spec-lists.js';
import { type TemplatePlaceholderParams, templatePlaceholderBlocks } from './template-placeholders.js';
import {
  runHoldsThread,
  signatureBlocks,
  type ThreadParams,
  type ThreadRescueParams,
  threadReplies,
} from './thread.js';
import { runIsPosts, type ThreadRunParams } from './thread-run.js';

export interface AutoParams
  extends AlikeMixParams,
    AccordionItemParams,
    SpecListParams,
    DeclaredPostParams,
    IntroducedListParams,
    HeadingIntroParams,
    LeadHeadingParams,
    PageHeadingParams,
    ArticleParams,
    AuthorBoxParams,
    BuyBoxParams,
    ButtonParams,
    ButtonLinkParams,
    CarouselParams,
    CodeBlockParams,
    DialogParams,
    DisclaimerParams,
    ClosableParams,
    MediaFallbackParams,
    PageFooterParams,
    CopyrightFooterParams,
    BylineParams,
    CaptionParams,
    CollectionPageParams,
    CommentNameParams,
    ShortPostParams,
    TeaserRunPostParams,
    SignedCommentParams,
    CommentAnchorParams,
    MainCommentsParams,
    EntriesCommentsParams,
    EntriesSidebarsParams,
    EntriesWidgetsParams,
    SignedRepliesParams,
    ThreadRunParams,
    TemplatePlaceholderParams,
    SidebarBoxParams,
    ReviewArticleParams,
    ReadAlsoParams,
    TeaserCardParams,
    SubscribeBoxParams,
    ClosingHeadingParams,
    CtaBoxParams,
    AlikeParagraphParams,
    ContinuedParams,
    LeadParams,
    SureBlockParams,
    TeaserArticleParams,
    SandwichParams,
    WholeLineParams,
    TocParams,
    EntriesParams,
    EntryArticleParams,
    EntryFieldParams,
    FacetParams,
    EntryControlParams,
    HeadlineDropParams,
    LandingParams,
    LandingGapParams,
    ListingIntroParams,
    ListingOutroParams,
    ListingPageParams,
    MainRunsParams,
    PageKindParams,
    ProductParams,
    ProductCardParams,
    ProductRegionParams,
    CommentTreeParams,
    RepeatParams,
    RepeatedRunParams,
    SegmentBoundParams,
    GapFillParams,
    EntryTitleParams,
    ActionLinkParams,
    FormLabelParams,
    ThreadParams,
    PosterDetailsParams,
    NoticesParams,
    LinkPreviewsParams,
    QaRemarksParams,
    PostCountersParams,
    ThreadRescueParams {
  /** Keep a block when p(o) is below this. */
  keepBelow: number;
  /** Weight of the region's mean p(o) (by words) mixed into the block's own p(o), 0..1. */
  region: number;
  /**
   * Main-region share, 0..1 (0 = off): the deepest element holding at least this share of the kept
   * non-link words is the page's main region, and kept blocks outside it are dropped. A page whose kept
   * text is spread out (CleanEval-like running text) has no element with that share below the body, so
   * nothing changes; an article page with a few stray kept lines outside its article loses them.
   */
  mainShare?: number;
  /** Only kept blocks outside the main region with p(o) at least this are dropped (0 = all of them). */
  mainDropAbove?: number;
  /** Blocks inside the main region are kept when p(o) is below this (0 = off; only above `keepBelow` matters). */
  mainRescueBelow?: number;
  /** Drop image alt text and iframe fallback text of fewer than this many words (0 = off). */
  dropAltText?: number;
  /** Drop the text of inline SVG (icon titles and descriptions: "Pro Building office"), 1 = on, 0 = off. */
  dropSvgText?: number;
  /**
   * Blocks inside hidden elements (`hidden.ts`): 0 = no different from others, 1 = boilerplate when a
   * visible block has the same text (a hidden copy), 2 = always boilerplate. Pages often hide real content
   * that a script reveals (tabs, accordions, "read more"), so hiding alone is weak evidence.
   */
  dropHidden?: number;
  /**
   * Blocks under screen-reader-only classes (`hidden.ts`: `sr-only`, `screen-reader-text`…) are boilerplate (1),
   * also under their namespaced variants (2: `wt-screen-reader-only`, `plp-price__sr-text`), or not (0).
   */
  dropScreenReader?: number;
  /**
   * A page no block of which passes keeps the region of its most content-like block in `<body>` (1) or in the
   * whole document (0): the head's `<title>`, a script shell's only text, is not a one-paragraph page.
   */
  keepAnyInBody?: number;
  /**
   * That block must hold at least this many words outside links and lie outside the page's header, nav and
   * footer (0 = any block): a script shell whose body shows only its logo heading, a search box and footer
   * links yields nothing rather than its logo.
   */
  keepAnyMinWords?: number;
  /**
   * On such a page, article mode still runs when that block's region holds fewer than `articleFewKept` words
   * outside comments and sidebars, and its region of prose replaces it: a short post on a page unlike the CRF's
   * training otherwise yields its comments heading or its search box's label (1 = on, 0 = off).
   */
  articleOnFallback?: number;
}

export const DEFAULT_AUTO_PARAMS: Readonly<AutoParams> = Object.freeze({ keepBelow: 0.5, region: 0 });

const CONTENT: Label[] = ['p', 'h', 'l', 'c'];
/** Elements whose text a block can come from but a reader does not read as text. */
const NOT_RUNNING_TEXT = new Set(['img', 'iframe']);

/** Whether the block is the head's text (its `<title>`), which a browser shows in its tab, not in the page. */
const inHead = (b: Block): boolean => b.containers.includes('head');

/** The page's chrome landmarks: a script shell renders these server-side around an empty content slot. */
const CHROME = ['header', 'nav', 'footer'];

/** Whether a block can be the text of a page none of whose blocks passes (`keepAnyMinWords`). */
function fallbackCandidate(b: Block, minWords: number): boolean {
  if (minWords <= 0) return true;
  return b.words - b.linkWords >= minWords && !CHROME.some((c) => b.containers.includes(c));
}

/** The block's region: its innermost enclosing div or td (td ids are shifted below −1 to keep them apart). */
function regionKey(b: Block): number {
  for (let i = b.containers.length - 1; i >= 0; i--) {
    const c = b.containers[i];
    if (c === 'div') return b.divGroup;
    if (c === 'td' || c === 'th') return -2 - b.tdGroup;
  }
  return b.divGroup >= 0 ? b.divGroup : b.tdGroup >= 0 ? -2 - b.tdGroup : -1;
}

/** Labels from posteriors (rows of `labels.length` probabilities, in the model's label order). */
export function secondPass(
  blocks: readonly Block[],
  post: Float64Array,
  labels: readonly string[],
  params: AutoParams = DEFAULT_AUTO_PARAMS,
  signals: PageSignals = NO_SIGNALS,
): Label[] {
  const L = labels.length;
  const oIndex = labels.indexOf('o');
  const n = blocks.length;
  const pO = new Float64Array(n);
  for (let i = 0; i < n; i++) pO[i] = oIndex >= 0 ? post[i * L + oIndex] : 0;
  // A hidden block is certain boilerplate before any page-level step, so that a hidden copy of the body
  // neither stays nor pulls its region along.
  const hidden = params.dropHidden || params.articleHidden ? hiddenBlocks(blocks) : null;
  // The blocks article mode reads as hidden, and the content label a block brought back takes (its likeliest).
  const regionHidden = params.articleHidden ? hidden : null;
  const labelOf = (i: number): Label => contentLabel(post, i, labels);
  if (hidden && params.dropHidden) {
    const visible = new Set<string>();
    if (params.dropHidden === 1) for (let i = 0; i < n; i++) if (!hidden[i]) visible.add(blocks[i].text);
    for (let i = 0; i < n; i++)
      if (hidden[i] && (params.dropHidden > 1 || visible.has(blocks[i].text))) pO[i] = 1;
  }
  // So is text only a screen reader announces ("Skip to content", "opens in a new window").
  if (params.dropScreenReader) {
    markBoilerplate(pO, screenReaderBlocks(blocks, params.dropScreenReader > 1));
  }
  // A cookie-consent dialog's text is boilerplate before any page-level step too (`consent.ts`).
  if (params.dropConsent) {
    markBoilerplate(pO, consentBlocks(blocks));
  }
  // So is an on-demand dialog's (`dialogs.ts`): a sign-up modal, a page builder's popup.
  if (params.dropDialogs) {
    markBoilerplate(pO, dialogBlocks(blocks, params.dropDialogs, params));
  }
  let mixed = params.region > 0 ? mixWithGroup(blocks, pO, params.region, regionKey) : pO;
  if (params.alikeMix) mixed = mixAlike(blocks, mixed, params);
  // A page is never emptied while its body has text: when no block passes, the region of the most
  // content-like block is kept (a one-paragraph page, or a page unlike anything in training, still yields its
  // main text). With `keepAnyInBody` the head's `<title>` is no candidate: a script shell has nothing else.
  let threshold = params.keepBelow;
  let onlyRegion: number | null = null;
  if (n > 0 && !mixed.some((p) => p < threshold)) {
    let best = -1;
    for (let i = 0; i < n; i++)
      if (
        (best < 0 || mixed[i] < mixed[best]) &&
        !(params.keepAnyInBody && inHead(blocks[i])) &&
        fallbackCandidate(blocks[i], params.keepAnyMinWords ?? 0)
      )
        best = i;
    if (best >= 0) {
      onlyRegion = regionKey(blocks[best]);
      threshold = Number.POSITIVE_INFINITY;
    }
  }
  const out: Label[] = new Array(n);
  for (let i = 0; i < n; i++) {
    if (mixed[i] >= threshold || (onlyRegion !== null && regionKey(blocks[i]) !== onlyRegion)) {
      out[i] = 'o';
      continue;
    }
    out[i] = labelOf(i);
  }
  const kind = declaredKind(signals);
  if (params.mainShare && params.mainShare > 0 && onlyRegion === null)
    keepMainRegion(blocks, out, mixed, post, labels, params, kind === 'forum');
  // A listing's entries are its content: on a page not taken as an article, its largest run of entries
  // built alike is kept whole; a declared forum thread's posts come before article mode.
  // The product step may start again from the labels before article mode and the entries (`productFromCrf`).
  const productOnly = declaresProductOnly(signals, params);
  const beforeKinds = productOnly && params.productFromCrf ? out.slice() : null;
  const found = params.entries ? findEntries(blocks, params, kind) : null;
  // A post's parts (the post, its comments, the reply form) are no listing, a declared thread's posts are
  // (`entries-comments.ts`).
  // Nor are a blog's sidebar boxes (`entries-sidebars.ts`).
  // Unless its entries carry post signatures: a forum's replies marked up as comments (`signed-replies.ts`).
  const signed = !!found && kind !== 'forum' && runIsSignedReplies(blocks, found, params);
  // Nor a blog's column of widget boxes beside its text (`entries-widgets.ts`), whose kept boxes may go.
  const widgets = !!found && kind !== 'forum' && runIsWidgets(blocks, found, params);
  if (widgets && params.entriesDropWidgets) for (let i = 0; i < n; i++) if (found.inside[i]) out[i] = 'o';
  const run =
    found &&
    kind !== 'forum' &&
    ((runIsComments(blocks, found, params) && !signed) || runInSidebar(blocks, found, params) || widgets)
      ? null
      : found;
  const isListing = listingFirst(run, params, kind) && runHoldsThread(run, params);
  let isArticle = false;
  // A landing page's headed sections are its content: article mode is undone when it drops several (`landing.ts`).
  const beforeArticle =
    params.landingSections ||
    params.landingUndated ||
    params.threadRescueBelow ||
    params.collectionUndated ||
    params.articleContinued ||
    params.articleSureBelow ||
    params.articleSureRuns
      ? out.slice()
      : null;
  // Not when the page has a run of entries to keep: they, not a region, are then its content.
  const fallbackArticle = onlyRegion !== null && !run && (params.articleOnFallback ?? 0) > 0;
  // The region's retries without class weights and cleaning only on a page that declares an article: on
  // the others a retried region is as often a service's or a listing's one section.
  const articleParams = kind === 'article' ? params : { ...params, articleDegrade: 0 };
  if (params.article && (onlyRegion === null || fallbackArticle) && !isListing) {
    isArticle = keepArticle(
      blocks,
      out,
      mixed,
      labelOf,
      articleParams,
      params.articleMinShare,
      hidden,
      // On a page nothing passed, the region replaces the fallback's only when that kept next to nothing.
      fallbackArticle,
    );
  }
  // A story beside a run of other stories' teaser cards is the page's article, whatever the CRF kept
  // (`article/teaser-run-post.ts`); its run, being teaser cards, is not undone as an undated collection's.
  let besideTeasers = false;
  if (
    params.articleBesideTeasers &&
    params.article &&
    !isArticle &&
    !isListing &&
    run &&
    kind !== 'forum' &&
    !productOnly
  ) {
    const story = postBesideTeasers(
      blocks,
      run,
      () => articleRegionOf(blocks, articleParams, regionHidden),
      regionHidden,
      params.articleBesideTeasers,
    );
    if (story) {
      const before = out.slice();
      for (let i = 0; i < n; i++) if (story.inside[i] && out[i] === 'o' && !hidden?.[i]) out[i] = labelOf(i);
      isArticle = keepArticle(blocks, out, mixed, labelOf, articleParams, 0, hidden);
      besideTeasers = isArticle;
      if (!isArticle) for (let i = 0; i < n; i++) out[i] = before[i];
    }
  }
  // So is an undated collection's: its grid of entries is its content (`collection-page.ts`).
  const landing =
    isArticle && !!beforeArticle && isLandingPage(blocks, beforeArticle, out, pO, params, signals, run);
  const collection =
    isArticle &&
    !!beforeArticle &&
    !landing &&
    !besideTeasers &&
    isUndatedCollection(blocks, run, params, signals, out);
  if (beforeArticle && (landing || collection)) {
    for (let i = 0; i < n; i++) out[i] = beforeArticle[i];
    isArticle = false;
  }
  // An undeclared thread article mode took for an article (its first post) keeps the replies (`thread.ts`).
  const replies =
    isArticle && beforeArticle ? threadReplies(blocks, run, beforeArticle, out, pO, params, signed) : null;
  for (let i = 0; replies && i < n; i++) if (replies[i]) out[i] = beforeArticle![i];
  // An undeclared discussion page article mode did not take keeps its reply tree (`comment-tree.ts`).
  if (kind === null && params.threadCommentTree && !isArticle && !isListing)
    bringBack(blocks, out, (kept) => commentTreeText(blocks, kept, pO, params), hidden, labelOf);
  // A list page article mode took for an article (its intro) keeps its run beside it (`listing-page.ts`).
  // So does one whose article is one of its own entries (`entry-article.ts`).
  const listPage =
    isArticle &&
    !productOnly &&
    (runIsListing(blocks, run, params) || articleIsEntry(blocks, run, out, params));
  // An undated collection whose article mode was undone keeps its run whatever it declares, and an undated
  // declared article counts as undeclared when its run outweighs the rest (`collection-page.ts`).
  const entriesKept =
    !!run &&
    (listPage ||
      (collection && (params.collectionKeepsRun ?? 0) > 0) ||
      keepsEntries(
        run,
        params,
        isArticle ? kind : runKind(blocks, run, out, kind, signals, params),
        isListing,
        isArticle,
        productOnly,
      ));
  if (run && entriesKept) {
    // A declared thread's posts (entriesKind 2) keep the CRF's labels: article mode alone is left out.
    const byKind = isListing && params.entriesKind === 2 && kind === 'forum';
    const below = byKind ? 0 : (params.entriesRescueBelow ?? 1);
    const dropAlt = (params.entriesDropAlt ?? 0) > 0;
    const verdict = fieldVerdicts(blocks, run, params);
    for (let i = 0; i < n; i++) {
      if (!run.inside[i]) continue;
      if (verdict[i] === FURNITURE || (dropAlt && NOT_RUNNING_TEXT.has(blocks[i].node.name))) out[i] = 'o';
      else if (out[i] === 'o' && pO[i] < below) out[i] = labelOf(i);
    }
    // Its heading and intro above the grid are content too (`listing-intro.ts`).
    if (params.entriesIntro && !byKind)
      keepListingIntro(blocks, run, pO, params.entriesIntro, out, labelOf, params.entriesIntroControls ?? 0);
    // Its filter and sort panels are controls, not the list (`facets.ts`).
    if (params.entriesDropFacets && !byKind) dropMarked(out, (kept) => facetBlocks(blocks, kept, run));
    // So are the small forms, menus and buttons inside its entries (`entry-controls.ts`).
    if (params.entriesDropControls && !byKind)
      dropMarked(out, (kept) => entryControlBlocks(blocks, kept, run, params.entriesDropControls!));
  }
  // Steps that find content by the page's own evidence bring dropped blocks back with their content label.
  const revive = (mark: (kept: boolean[]) => Uint8Array) => bringBack(blocks, out, mark, hidden, labelOf);
  // A kept listing's closing text below its grid in its column (a buying guide, FAQ answers) is content too
  // (`listing-outro.ts`); not a thread's.
  if (params.entriesOutro && run && entriesKept && kind !== 'forum')
    revive((kept) => listingOutroBlocks(blocks, run, kept, params.entriesOutro!));
  // A declared thread's posts whose text its JSON-LD spells out are kept (`declared-posts.ts`).
  if (params.declaredPosts && kind === 'forum')
    revive(() => {
      const posts = declaredPostBlocks(blocks, signals.postTexts, params.declaredPosts!);
      const micro = params.declaredPostsMicrodata
        ? microdataPostBlocks(blocks, params.declaredPostsMicrodata > 1)
        : null;
      for (let i = 0; micro && i < n; i++) posts[i] |= micro[i];
      return posts;
    });
  // A kept listing's other titled grids in the same `<main>` are its entries too (`main-runs.ts`); not a
  // thread's, whose posts carry signatures or poster details (`thread-run.ts`).
  if (
    params.entriesMainRuns &&
    run &&
    entriesKept &&
    !isListing &&
    !runIsPosts(blocks, run, params.threadRunNoMainRuns ?? 0)
  )
    revive(() => mainRunBlocks(blocks, run, params));
  // A paragraph of the body between two kept ones comes back (`article/sandwich.ts`).
  if (params.articleSandwich && isArticle && !entriesKept) {
    const back = sandwichBlocks(blocks, out, pO, params.articleSandwich);
    for (let i = 0; i < n; i++) if (back[i]) out[i] = labelOf(i);
  }
  // So do the paragraphs built like two or more kept ones beside them (`article/alike-paragraphs.ts`).
  if (params.articleAlikeParagraphs && isArticle && !entriesKept)
    revive(() => alikeParagraphBlocks(blocks, out, pO, params.articleAlikeParagraphs!));
  // So does the rest of a sentence the CRF kept a piece of (`article/whole-lines.ts`).
  if (params.articleWholeLines && isArticle && !entriesKept)
    revive(() => wholeLineBlocks(blocks, out, pO, params.articleWholeLines!));
  // So does the body's text the CRF kept just past the region (`article/continued.ts`).
  const continued = !!params.articleContinued && (!params.articleContinuedDeclared || kind === 'article');
  if (continued && isArticle && !entriesKept && beforeArticle)
    revive(() => continuedBlocks(blocks, beforeArticle, out, pO, hidden, params, run?.inside ?? null));
  // So does its lead paragraph, set apart just above the body (`article/lead.ts`).
  if (params.articleLead && isArticle && !entriesKept)
    revive(() => leadBlocks(blocks, out, pO, hidden, params));
  // On a page selling something, so do the blocks the CRF was sure of anywhere: a product's description
  // beside the region article mode took (`article/sure-blocks.ts`).
  const sure = !!params.articleSureBelow && onPages(params.articleSurePages, declaresForSale(signals));
  if (sure && isArticle && !entriesKept && beforeArticle)
    revive(() => sureBlocks(beforeArticle, out, pO, params.articleSureBelow!));
  // So on a list page kept as an article with its run, on every page: a shop's teaser or guide text beside the
  // grid, which the region left out (`article/sure-blocks.ts`).
  if (params.articleSureRuns && isArticle && entriesKept && beforeArticle)
    revive(() => sureBlocks(beforeArticle, out, pO, params.articleSureRuns!));
  // A list a kept paragraph announces with a colon is part of it (`introduced-lists.ts`).
  if (params.introducedLists) revive(() => introducedListBlocks(blocks, out, params.introducedLists!));
  // An article's author box is not the article (`article/author-box.ts`).
  if (onPages(params.articleAuthorBox, isArticle)) dropMarked(out, (kept) => authorBoxBlocks(blocks, kept));
  // Nor are the readers' comments under an article, unless they are a thread's replies or a list page's
  // entries (`article/comment-names.ts`); with `articleCommentsDeclared`, also on a page declaring an article
  // that article mode did not take.
  const commentsPage = isArticle
    ? kind !== 'forum'
    : !!params.articleCommentsDeclared && kind === 'article' && onlyRegion === null;
  if (params.articleComments && commentsPage && !entriesKept && !replies?.some((r) => r))
    dropMarked(out, (kept) => commentBlocks(blocks, kept, params.articleComments!));
  // A short post the CRF dropped above the comment thread it kept is the page's content (`article/short-post.ts`).
  if (params.articleShortPost && !isArticle && !isListing && !entriesKept && kind !== 'forum') {
    const short = shortPost(
      blocks,
      out.map((l) => l !== 'o'),
      () => articleRegionOf(blocks, articleParams, regionHidden),
      hidden,
      params.articleShortPost,
    );
    for (let i = 0; short && i < n; i++)
      if (short.comments[i]) out[i] = 'o';
      else if (short.post[i] && out[i] === 'o') out[i] = labelOf(i);
  }
  // An image's caption and credit line are not running text (`article/captions.ts`).
  if (params.articleCaptions) dropMarked(out, (kept) => captionBlocks(blocks, kept));
  // An article's headline line is not its body (`article/headline-drop.ts`).
  if (dropsHeadline(params, kind, isArticle, entriesKept))
    dropMarked(out, () => headlineBlocks(blocks, out, signals.titles));
  // Nor are "Related: …" lines in its paragraphs (`article/read-also.ts`).
  if (params.articleReadAlso && isArticle && !entriesKept) dropMarked(out, () => readAlsoBlocks(blocks, out));
  // Nor are other stories' teaser cards set as `<article>` elements beside it, on a page whose schema.org markup
  // declares an article: a service page's gold keeps its blog teasers (`article/teaser-articles.ts`).
  if (params.articleTeasers && isArticle && !entriesKept && declaresSchemaArticle(signals))
    dropMarked(out, () => teaserArticleBlocks(blocks, out, params.articleTeasers!));
  // Nor is a closing run of other pages' teaser cards built of any element (`article/teaser-cards.ts`).
  if (params.articleTeaserCards && isArticle && !entriesKept)
    dropMarked(out, () => teaserCardBlocks(blocks, out, params.articleTeaserCards!));
  // Nor is its table of contents (`article/toc.ts`).
  if (onPages(params.articleToc, isArticle) && !entriesKept)
    dropMarked(out, (kept) => tocBlocks(blocks, kept));
  // Nor is a call to subscribe set in it (`article/subscribe-boxes.ts`).
  if (params.articleSubscribeBoxes && isArticle && !entriesKept)
    dropMarked(out, (kept) => subscribeBoxBlocks(blocks, kept, params.articleSubscribeBoxes!));
  // Nor is a call-to-action box (`article/cta-boxes.ts`).
  if (
    params.articleCtaBoxes &&
    isArticle &&
    !entriesKept &&
    (!params.articleCtaBoxesDeclared || kind === 'article' || signals.dated)
  )
    dropMarked(out, (kept) => ctaBoxBlocks(blocks, kept, params.articleCtaBoxes!));
  // Calls to action set as button links alone on their line (`article/button-links.ts`).
  if (params.articleButtonLinks && isArticle && !entriesKept)
    dropMarked(out, (kept) => buttonLinkBlocks(blocks, kept, params.articleButtonLinks!));
  // Nor is its byline or date line (`article/bylines.ts`).
  if (params.articleBylines && isArticle && !entriesKept)
    dropMarked(out, (kept) =>
      bylineBlocks(blocks, kept, params.articleBylines!, !!params.articleBylineNames),
    );
  // Nor are a blog's sidebar boxes beside the post (`sidebar-boxes.ts`), unless they are the kept run.
  if (params.dropSidebars && !(run && entriesKept))
    dropMarked(out, (kept) => sidebarBoxBlocks(blocks, kept, params.dropSidebars!));
  // A forum post's signature is not the post (`thread.ts`).
  if (onPages(params.threadSignatures, kind === 'forum'))
    dropMarked(out, (kept) => signatureBlocks(blocks, kept, kind === 'forum'));
  // Nor is its member's rank, badges and stats beside it (`poster-details.ts`).
  if (onPages(params.threadPosterDetails, kind === 'forum'))
    dropMarked(out, (kept) => posterDetailBlocks(blocks, kept, kind === 'forum' ? 0 : 3));
  // Nor are the board's notice banners above it (`notices.ts`).
  if (onPages(params.threadNotices, kind === 'forum'))
    dropMarked(out, (kept) => noticeBlocks(blocks, kept, 0.5, (params.threadNoticeAlerts ?? 0) > 0));
  // Nor are the preview cards of the links in its posts (`link-previews.ts`).
  if (onPages(params.threadLinkPreviews, kind === 'forum'))
    dropMarked(out, (kept) => linkPreviewBlocks(blocks, kept));
  // Nor are a Q&A page's remarks under its question and answers (`qa-remarks.ts`).
  if (params.threadQaRemarks && kind === 'forum') dropMarked(out, () => qaRemarkBlocks(blocks));
  // Nor are its posts' counters: their numbers, likes and votes (`post-counters.ts`).
  const postCounters = onPages(params.threadPostCounters, kind === 'forum');
  const postNumbers = onPages(params.threadPostNumbers, kind === 'forum');
  if (postCounters || postNumbers)
    dropMarked(out, () => postCounterBlocks(blocks, postCounters, postNumbers));
  // An undeclared page with a buy box (at most `productBuyBox`) and a price gets the product furniture step (`buy-box.ts`).
  const productKind =
    onlyRegion === null
      ? (productStepKind(kind, signals, isArticle, params) ??
        (params.productBuyBox && showsBuyBox(blocks, params.productBuyBox) ? 'product' : null))
      : null;
  // A product page's reviews and carousels of other products go, and its own region around the name heading
  // is kept (`product-step.ts`).
  if (onlyRegion === null)
    productStep(
      blocks,
      out,
      pO,
      hidden,
      productKind,
      // og:type "product" alone is enough for the product step (`productOgType`) on a page not kept as a
      // listing (shops put it on their category pages too) that shows a price (not a review article marked
      // so), not for the steps above.
      productOnly ||
        (!!params.productOgType && !entriesKept && declaresOgProductOnly(signals) && showsPrice(blocks)),
      params,
      labelOf,
      beforeKinds,
      signals.products,
    );
  // A product page's name heading is content (`page-heading.ts`).
  if (params.pageHeading && productKind === 'product' && !entriesKept)
    revive((kept) => pageHeadingBlocks(blocks, kept, hidden, params.pageHeading!));
  // A landing page's carousel of teaser cards is not its content (`carousels.ts`).
  if (params.dropCarousels && kind === null && onlyRegion === null)
    dropMarked(out, (kept) => carouselBlocks(blocks, kept, params.dropCarousels!));
  // Nor is the fine print under an offer (`disclaimers.ts`).
  if (params.dropDisclaimers)
    dropMarked(out, (kept) => disclaimerBlocks(blocks, kept, params.dropDisclaimers!));
  // Nor is a box the reader dismisses by its own close control (`close-controls.ts`): a lightbox of terms.
  if (params.dropClosable) dropMarked(out, (kept) => closableBlocks(blocks, kept, params.dropClosable!));
  // A call-to-action button's few words are not running text (`buttons.ts`).
  if (params.dropButtons) dropMarked(out, (kept) => buttonBlocks(blocks, kept, params.dropButtons!));
  // A client-side template's unrendered `{{ … }}` bindings are no text (`template-placeholders.ts`).
  if (params.dropTemplatePlaceholders) dropMarked(out, (kept) => templatePlaceholderBlocks(blocks, kept));
  // Short image alt text and iframe fallback text are not running text (a few dozen content words against
  // thousands of boilerplate ones in each development corpus).
  const altBelow = params.dropAltText ?? 0;
  for (let i = 0; i < n && altBelow > 0; i++)
    if (blocks[i].words < altBelow && NOT_RUNNING_TEXT.has(blocks[i].node.name)) out[i] = 'o';
  if (params.dropSvgText) for (let i = 0; i < n; i++) if (blocks[i].node.ns === 'svg') out[i] = 'o';
  // A code listing is kept or dropped whole (`code-blocks.ts`).
  if (params.codeWhole) revive((kept) => codeBlocks(blocks, kept, params.codeWhole!));
  // A section heading over kept text comes back (`lead-headings.ts`).
  if (params.leadHeadings) revive((kept) => leadHeadingBlocks(blocks, kept, params.leadHeadings!, isArticle));
  // On an undated page holding a run of entries (kept or not), a kept page heading's intro in its header box is
  // content too, whatever region was kept, once the heading steps have kept it (`heading-intro.ts`). Not on a
  // dated page: a news story's header box holds its dek and byline.
  if (params.headingIntro && run && !signals.dated)
    revive((kept) => headingIntroBlocks(blocks, kept, pO, params));
  // Values a kept listing's entries share are data, not copies (`entry-fields.ts`).
  const isData =
    run && entriesKept && params.entriesSharedValues ? sharedValue(blocks, run, params) : undefined;
  // A product's specification list kept in part comes back whole (`spec-lists.ts`); closed accordion panels too.
  // Not on a page kept as a run of entries: there the lists are the cards' fields (a category page's "MSRP:").
  if (params.productSpecLists && (productKind === 'product' || productOnly) && !entriesKept)
    bringBack(blocks, out, (kept) => specListBlocks(blocks, kept, params.productSpecLists!), null, labelOf);
  // A product page's second rendering of its buy box or picker, below the duplicates' word floor (`repeated-runs.ts`).
  if (params.productRepeatedRuns && productKind === 'product')
    dropMarked(out, (kept) => repeatedRunBlocks(blocks, kept, params.productRepeatedRuns!));
  if (params.dropDuplicates || params.dropShortRepeats) dropRepeats(blocks, out, params, isData);
  if (params.alikeKinds) alikeKinds(blocks, out, post, labels, params);
  // Corpus scope: text between kept text that is not links is running text too (`gap-fill.ts`); after
  // `alikeKinds`, so that a table cell brought back as an item keeps that kind.
  if (params.gapFill)
    bringBack(
      blocks,
      out,
      (kept) => gapBlocks(blocks, kept, params.gapFill!),
      hidden,
      (i) => gapLabel(blocks[i], labelOf(i), params.gapFillCells ?? 0),
    );
  // A landing page's text between its kept text is its own (`landing-gaps.ts`): not on a page showing a date (a
  // story's byline, a thread's post dates) nor on a shop's, a thread's or a listing's page; with
  // `landingGapsRuns`, on a page of no declared kind kept as a run of entries too (a service page's cards). With
  // `landingGapsLeadDate`, on a page declaring no kind and no date, a date line deep in the kept text of a page
  // without a single `<h1>` is not its date (`showsLeadDate`: a review's, a chart's "as of" line).
  // With `landingGapsProducts`, on a page declaring a product too, its prose only (`product-gaps.ts`).
  const productPage = kind === 'product' || productOnly;
  if (
    params.landingGaps &&
    kind !== 'forum' &&
    (!productPage || (!!params.landingGapsProducts && !entriesKept)) &&
    (!entriesKept || (!!params.landingGapsRuns && kind === null)) &&
    !replies?.some((r) => r) &&
    !(params.landingGapsLeadDate && kind === null && !signals.dated
      ? showsLeadDate(
          blocks,
          out.map((l) => l !== 'o'),
          params.landingGapsLeadDate,
        )
      : showsDate(blocks))
  )
    bringBack(
      blocks,
      out,
      (kept) => {
        const gaps = landingGapBlocks(
          blocks,
          kept,
          params,
          declaresSchemaArticle(signals),
          entriesKept && params.landingGapsRuns === 2 ? run?.inside : undefined,
          hidden,
          signals.titles,
        );
        return productPage ? productGapBlocks(blocks, kept, gaps, params.landingGapsProducts!, params) : gaps;
      },
      hidden,
      labelOf,
    );
  // An accordion item's toggle and panel are content together: kept in part, the rest comes back
  // (`accordion-items.ts`); after the gap steps, which bring back the toggles between kept text. A closed
  // panel is hidden by its own markup (`aria-hidden`, `hidden`) until the reader opens it: hidden blocks too.
  // Not on a product page, whose description and policy panels the golds keep in part (`productKind`).
  if (params.accordionItems && productKind === null && !productOnly)
    bringBack(
      blocks,
      out,
      (kept) => accordionItemBlocks(blocks, kept, params.accordionItems!),
      null,
      labelOf,
    );
  // Corpus scope: a listing entry's linked title before its kept text is its text (`entry-titles.ts`).
  if (params.entryTitles) {
    let titles: Uint8Array = new Uint8Array(n);
    bringBack(
      blocks,
      out,
      (kept) => (titles = entryTitleBlocks(blocks, kept, params.entryTitles!)),
      hidden,
      () => 'h',
    );
    settleEntryTitles(blocks, out, titles);
  }
  // Corpus scope: an entry's action links ("permalink", "comments (0)") are furniture (`action-links.ts`).
  if (params.actionLinks)
    dropPassingKinds(
      out,
      actionLinkBlocks(
        blocks,
        out.map((l) => l !== 'o'),
        params.actionLinks,
        params.actionLinkLines ?? 0,
      ),
    );
  // Corpus scope: a search or comment form's field labels are furniture (`form-labels.ts`).
  if (params.formLabels) dropPassingKinds(out, formLabelBlocks(blocks, params.formLabels));
  // An article's readers' comments that no class names, told by each post's closing signature line
  // (`article/signed-comments.ts`): last, as the gap steps above would bring the thread back between the
  // post and what is kept below it.
  if (params.articleSignedComments && isArticle && kind !== 'forum' && !replies?.some((r) => r))
    dropMarked(out, (kept) =>
      signedCommentBlocks(
        blocks,
        kept,
        params.articleSignedComments!,
        run && entriesKept ? run.inside : null,
      ),
    );
  // So are the kept blocks after an empty anchor named for comments, below the story
  // (`article/comment-anchors.ts`); last for the same reason.
  // With `articleCommentAnchorsOff`, also on a page article mode did not take that keeps no run of entries.
  const anchorPage = isArticle || (!!params.articleCommentAnchorsOff && !entriesKept);
  if (params.articleCommentAnchors && anchorPage && kind !== 'forum' && !replies?.some((r) => r))
    dropMarked(out, (kept) => commentAnchorBlocks(blocks, kept, params.articleCommentAnchors!));
  // A media element's fallback text, which a browser playing it never shows (`media-fallback.ts`): last, as
  // the gap steps above bring back what lies between kept text.
  if (params.dropMediaFallback) dropMarked(out, () => mediaFallbackBlocks(blocks, params.dropMediaFallback!));
  // Longer call-to-action links closing a passage ("Learn more about our data services"), after the gap steps,
  // which bring back what lies between kept text (`buttons.ts`). Not on a shop's page, whose links the golds keep.
  if (params.dropButtonsLate && productKind === null && !productOnly)
    dropMarked(out, (kept) => closingButtonLinkBlocks(blocks, kept, params.dropButtonsLate!, 8));
  // The page's closing footer kept whole (`page-footer.ts`): last too, as the gap steps above can reach into it.
  if (params.dropPageFooter)
    dropMarked(out, (kept) => pageFooterBlocks(blocks, kept, params.dropPageFooter!));
  // The footer no element names, around the page's last copyright line (`copyright-footer.ts`): after it.
  if (params.dropCopyrightFooter)
    dropMarked(out, (kept) => copyrightFooterBlocks(blocks, kept, params.dropCopyrightFooter!));
  // A heading left closing an article's kept text over a section that went (a related list's, a comment
  // form's title) goes too (`article/closing-headings.ts`): after the footer steps, which may leave it last.
  if (params.articleClosingHeadings && isArticle && !entriesKept)
    dropMarked(out, (kept) => closingHeadingBlocks(blocks, kept, params.articleClosingHeadings!));
  // Each of its steps runs only when its own parameter asks for it.
  settleSegmentBounds(blocks, out, params);
  return out;
}

/**
 * p(o) becomes 1 for the marked blocks. Every block's p(o) is written (unmarked ones with their own value): a
 * store made only for a marked block is first met on a page long after `secondPass` was optimized, and undid
 * that large compilation each time (a speed detail only: the values are the same).
 */
function markBoilerplate(pO: Float64Array, marks: Uint8Array): void {
  for (let i = 0; i < pO.length; i++) pO[i] = marks[i] ? 1 : pO[i];
}

/**
 * Dropped blocks that `mark` finds (given those kept so far) come back with `label`, unless hidden or in the
 * head: steps that find content by the page's own evidence never revive what no reader sees.
 */
function bringBack(
  blocks: readonly Block[],
  out: Label[],
  mark: (kept: boolean[]) => Uint8Array,
  hidden: Uint8Array | null,
  label: (i: number) => Label,
): void {
  const marked = mark(out.map((l) => l !== 'o'));
  for (let i = 0; i < out.length; i++)
    if (marked[i] && out[i] === 'o' && !hidden?.[i] && !inHead(blocks[i])) out[i] = label(i);
}

/** Blocks that `mark` finds among those kept so far become `o` (in place). */
/** A step's switch read as most second-pass keys are: 0 = off, 1 = on the pages of its kind, 2 = on every page. */
function onPages(value: number | undefined, ofKind: boolean): boolean {
  return (value ?? 0) > 1 || (value === 1 && ofKind);
}

function dropMarked(out: Label[], mark: (kept: boolean[]) => Uint8Array): void {
  const drop = mark(out.map((l) => l !== 'o'));
  for (let i = 0; i < out.length; i++) if (drop[i]) out[i] = 'o';
}

/** Elements that can be a page's main region: layout containers, not paragraphs or inline elements. */
const REGION_TAGS = new Set([
  'div',
  'td',
  'th',
  'article',
  'section',
  'main',
  'body',
  'form',
  'center',
  'table',
]);
const isRegion = (e: ParentNode): boolean => e.kind === 'document' || REGION_TAGS.has(e.name);

/** The most likely content label of block `i`. */
function contentLabel(post: Float64Array, i: number, labels: readonly string[]): Label {
  const L = labels.length;
  let best: Label = 'p';
  let bestP = -1;
  for (const l of CONTENT) {
    const k = labels.indexOf(l);
    const p = k >= 0 ? post[i * L + k] : 0;
    if (p > bestP) {
      bestP = p;
      best = l;
    }
  }
  return best;
}

/** Kept blocks outside the main region (see `AutoParams.mainShare`) become `o`; uncertain ones inside are kept. */
function keepMainRegion(
  blocks: readonly Block[],
  out: Label[],
  pO: Float64Array,
  post: Float64Array,
  labels: readonly string[],
  params: AutoParams,
  thread: boolean,
): void {
  const share = params.mainShare!;
  // Only the elements above the blocks can hold kept words: the others are never the main region.
  const { elements, parent, blockElement } = blockAncestry(blocks);
  const under = new Float64Array(elements.length);
  // Readers' comments under a short post do not make the main region, a declared thread's posts do (`main-comments.ts`).
  const skips = thread ? null : mainRegionSkips(blocks, out, params);
  let total = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] === 'o' || skips?.[i]) continue;
    const w = blocks[i].words - blocks[i].linkWords;
    if (w <= 0) continue;
    total += w;
    under[blockElement[i]] += w;
  }
  if (total === 0) return;
  // Kept words under every element (children are listed after their parents), and the deepest region
  // element holding the share, the first in document order at that depth (the ancestry lists them in
  // document order). The document, depth 0, holds all of them: the region when no element does.
  for (let k = elements.length - 1; k >= 0; k--) if (parent[k] >= 0) under[parent[k]] += under[k];
  const root = rootOf(blocks[0].node);
  let main = root.kind === 'document' && total >= share * total ? -1 : -2;
  let mainDepth = 0;
  const depth = new Int32Array(elements.length);
  for (let k = 0; k < elements.length; k++) {
    const p = parent[k];
    depth[k] = p >= 0 ? depth[p] + 1 : elements[k].parent ? 1 : 0;
    if (isRegion(elements[k]) && under[k] >= share * total && (main === -2 || depth[k] > mainDepth)) {
      mainDepth = depth[k];
      main = k;
    }
  }
  if (main === -2) return;
  // Elements inside the main region (none listed when it is the document: every block is inside).
  const inside = main >= 0 ? new Uint8Array(elements.length) : null;
  for (let k = 0; inside && k < elements.length; k++)
    inside[k] = k === main || (parent[k] >= 0 && inside[parent[k]] === 1) ? 1 : 0;
  const dropAbove = params.mainDropAbove ?? 0;
  const rescueBelow = params.mainRescueBelow ?? 0;
  for (let i = 0; i < blocks.length; i++) {
    const isInside = inside === null || inside[blockElement[i]] === 1;
    if (out[i] === 'o') {
      if (isInside && pO[i] < rescueBelow) out[i] = contentLabel(post, i, labels);
    } else if (!isInside && pO[i] >= dropAbove) out[i] = 'o';
  }
}

/** The posteriors of a page's blocks under a model (n × labels). */
export function pagePosteriors(model: CrfModel, blocks: readonly Block[], doc: DocumentNode): Float64Array {
  return model.columnPosteriors(crfColumns(model.json.config, blocks, doc).values, blocks.length);
}

export function labelAutoWithModel(
  model: CrfModel,
  blocks: readonly Block[],
  doc: DocumentNode,
  params: AutoParams = autoParamsOf(model),
  signals: PageSignals = NO_SIGNALS,
): Label[] {
  if (blocks.length === 0) return [];
  return secondPass(blocks, pagePosteriors(model, blocks, doc), model.labels, params, signals);
}

/**
 * Second-pass parameters stored with the model for a scope (tuned by cross-validation), else the defaults.
 * `training.auto` holds the `main` scope's; `training.autoCorpus` the `corpus` scope's. A model without
 * the latter gets the main parameters with the steps that narrow a page to its article turned off.
 */
export function autoParamsOf(model: CrfModel, scope: Scope = 'main'): AutoParams {
  const t = model.json.training as { auto?: Partial<AutoParams>; autoCorpus?: Partial<AutoParams> };
  if (scope === 'corpus')
    return {
      ...DEFAULT_AUTO_PARAMS,
      ...(t.autoCorpus ?? { ...t.auto, article: 0, mainShare: 0, entries: 0 }),
    };
  return { ...DEFAULT_AUTO_PARAMS, ...t.auto };
}

export const BUNDLED_AUTO_MODEL: BundledModel = 'auto.json';
/** The `corpus` scope's bundled model: trained on CleanEval's "all running text" gold alone. */
export const BUNDLED_AUTO_CORPUS_MODEL: BundledModel = 'auto-corpus.json';

/** The bundled model of a scope (the main one when a scope has none of its own, then Victor's CRF). */
function bundledAutoModel(scope: Scope): BundledModel {
  if (scope === 'corpus' && hasBundledModel(BUNDLED_AUTO_CORPUS_MODEL)) return BUNDLED_AUTO_CORPUS_MODEL;
  return hasBundledModel(BUNDLED_AUTO_MODEL) ? BUNDLED_AUTO_MODEL : BUNDLED_CRF_MODEL;
}

export function labelAuto(
  blocks: readonly Block[],
  doc: DocumentNode,
  opts: Options,
  signals: PageSignals = NO_SIGNALS,
): Label[] {
  const model = loadCrfModel(opts.model, bundledAutoModel(opts.scope));
  return labelAutoWithModel(model, blocks, doc, autoParamsOf(model, opts.scope), signals);
}
