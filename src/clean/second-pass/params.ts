// The second pass's parameters (`training.auto` in a model): each step's own, and the CRF threshold's.
import type { AccordionItemParams } from '../accordion-items.js';
import type { ActionLinkParams } from '../action-links.js';
import type { AlikeMixParams } from '../alike-mix.js';
import type { AlikeParagraphParams } from '../article/alike-paragraphs.js';
import type { AlikeRowParams } from '../article/alike-rows.js';
import type { AuthorBoxParams } from '../article/author-box.js';
import type { ButtonLinkParams } from '../article/button-links.js';
import type { BylineParams } from '../article/bylines.js';
import type { CaptionParams } from '../article/captions.js';
import type { ClosingHeadingParams } from '../article/closing-headings.js';
import type { ClosingMetaParams } from '../article/closing-meta.js';
import type { ClosingRelatedParams } from '../article/closing-related.js';
import type { CommentAnchorParams } from '../article/comment-anchors.js';
import type { CommentNameParams } from '../article/comment-names.js';
import type { ContinuedParams } from '../article/continued.js';
import type { CtaBoxParams } from '../article/cta-boxes.js';
import type { HeadlineDropParams } from '../article/headline-drop.js';
import type { LeadParams } from '../article/lead.js';
import type { ArticleParams } from '../article/mode.js';
import type { PostNavLineParams } from '../article/post-nav-lines.js';
import type { ReadAlsoParams } from '../article/read-also.js';
import type { RegionOverRunParams } from '../article/region-over-run.js';
import type { RelatedBoxParams } from '../article/related-boxes.js';
import type { ReviewArticleParams } from '../article/review-article.js';
import type { SandwichParams } from '../article/sandwich.js';
import type { ShortPostParams } from '../article/short-post.js';
import type { SignedCommentParams } from '../article/signed-comments.js';
import type { SubscribeBoxParams } from '../article/subscribe-boxes.js';
import type { SureBlockParams } from '../article/sure-blocks.js';
import type { TaxonomyLineParams } from '../article/taxonomy-lines.js';
import type { TeaserArticleParams } from '../article/teaser-articles.js';
import type { TeaserCardParams } from '../article/teaser-cards.js';
import type { TeaserRunPostParams } from '../article/teaser-run-post.js';
import type { TocParams } from '../article/toc.js';
import type { WholeLineParams } from '../article/whole-lines.js';
import type { ButtonParams } from '../buttons.js';
import type { BuyBoxParams } from '../buy-box.js';
import type { CarouselParams } from '../carousels.js';
import type { ClosableParams } from '../close-controls.js';
import type { CodeBlockParams } from '../code-blocks.js';
import type { CollectionPageParams } from '../collection-page.js';
import type { CommentTreeParams } from '../comment-tree.js';
import type { CopyrightFooterParams } from '../copyright-footer.js';
import type { CountBadgeParams } from '../count-badges.js';
import type { CtaLineParams } from '../cta-lines.js';
import type { DeclaredFaqParams } from '../declared-faq.js';
import type { DeclaredItemParams } from '../declared-items.js';
import type { DeclaredPostParams } from '../declared-posts.js';
import type { DeclaredTextParams } from '../declared-texts.js';
import type { DialogParams } from '../dialogs.js';
import type { DisclaimerParams } from '../disclaimers.js';
import type { DropdownLinksParams } from '../dropdown-links.js';
import type { EntriesParams } from '../entries.js';
import type { EntriesCommentsParams } from '../entries-comments.js';
import type { EntriesOneLargeParams } from '../entries-one-large.js';
import type { EntriesSidebarsParams } from '../entries-sidebars.js';
import type { EntriesStoryApartParams } from '../entries-story-apart.js';
import type { EntriesWidgetsParams } from '../entries-widgets.js';
import type { EntryArticleParams } from '../entry-article.js';
import type { EntryControlParams } from '../entry-controls.js';
import type { EntryFieldParams } from '../entry-fields.js';
import type { EntryTitleParams } from '../entry-titles.js';
import type { FacetParams } from '../facets.js';
import type { FieldLabelParams } from '../field-labels.js';
import type { FormLabelParams } from '../form-labels.js';
import type { GapFillParams } from '../gap-fill.js';
import type { HeadingIntroParams } from '../heading-intro.js';
import type { InlineTooltipParams } from '../inline-tooltips.js';
import type { IntroducedListParams } from '../introduced-lists.js';
import type { LandingParams } from '../landing.js';
import type { LandingGapParams } from '../landing-gaps.js';
import type { LeadHeadingParams } from '../lead-headings.js';
import type { LinkPreviewsParams } from '../link-previews.js';
import type { ListingIntroParams } from '../listing-intro.js';
import type { ListingOutroParams } from '../listing-outro.js';
import type { ListingPageParams } from '../listing-page.js';
import type { MainCommentsParams } from '../main-comments.js';
import type { MainRunsParams } from '../main-runs.js';
import type { MediaFallbackParams } from '../media-fallback.js';
import type { NoContentParams } from '../no-content.js';
import type { NoticesParams } from '../notices.js';
import type { PageFooterParams } from '../page-footer.js';
import type { PageHeadingParams } from '../page-heading.js';
import type { PageKindParams } from '../page-kind.js';
import type { ParallelBodiesParams } from '../parallel-bodies.js';
import type { ParallelPostsParams } from '../parallel-posts.js';
import type { PostCountersParams } from '../post-counters.js';
import type { PosterDetailsParams } from '../poster-details.js';
import type { ProductParams } from '../product.js';
import type { ProductCardParams } from '../product-cards.js';
import type { ProductRegionParams } from '../product-region.js';
import type { QaRemarksParams } from '../qa-remarks.js';
import type { RepeatedRunParams } from '../repeated-runs.js';
import type { RepeatParams } from '../repeats.js';
import type { RetailerOfferParams } from '../retailer-offers.js';
import type { ReviewWidgetParams } from '../review-widgets.js';
import type { SegmentBoundParams } from '../segment-bounds.js';
import type { SidebarBoxParams } from '../sidebar-boxes.js';
import type { SignedRepliesParams } from '../signed-replies.js';
import type { SpecListParams } from '../spec-lists.js';
import type { TemplatePlaceholderParams } from '../template-placeholders.js';
import type { ThreadParams, ThreadRescueParams } from '../thread.js';
import type { ThreadRunParams } from '../thread-run.js';

export interface AutoParams
  extends AlikeMixParams,
    FieldLabelParams,
    CountBadgeParams,
    AccordionItemParams,
    SpecListParams,
    DeclaredPostParams,
    IntroducedListParams,
    HeadingIntroParams,
    LeadHeadingParams,
    DeclaredFaqParams,
    DeclaredTextParams,
    DeclaredItemParams,
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
    DropdownLinksParams,
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
    EntriesStoryApartParams,
    EntriesOneLargeParams,
    SignedRepliesParams,
    ThreadRunParams,
    TemplatePlaceholderParams,
    SidebarBoxParams,
    ReviewArticleParams,
    ReadAlsoParams,
    TeaserCardParams,
    SubscribeBoxParams,
    RelatedBoxParams,
    ClosingHeadingParams,
    ClosingRelatedParams,
    PostNavLineParams,
    TaxonomyLineParams,
    ClosingMetaParams,
    NoContentParams,
    InlineTooltipParams,
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
    RegionOverRunParams,
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
    RetailerOfferParams,
    CtaLineParams,
    ReviewWidgetParams,
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
    ParallelPostsParams,
    ParallelBodiesParams,
    AlikeRowParams,
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
  /**
   * `dropAltText` once more after the gap steps, which bring images between kept text back (0 = off, 1 = on
   * pages article mode did not take, 2 = on every page).
   */
  dropAltTextLast?: number;
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
   * A screen-reader price beside an aria-hidden `<del>`/`<ins>` (WooCommerce's "Original price was: $30.00.")
   * escapes `dropScreenReader` (`sale-price-reader.ts`): 1 = its CRF label stands, 2 = kept; 0 or absent = off.
   */
  salePriceReader?: number;
  /**
   * Kept blocks under a narrow-screen-only class (`responsive-copies.ts`: `d-md-none`, `md:hidden`, `mobile-only`)
   * whose text a kept block outside such classes also shows go at the end (1): a responsive layout's second copy.
   */
  dropNarrowCopies?: number;
  /** Drop runs of at least this many short link lines kept above an article's first text line or below its last
   * (`article/edge-link-runs.ts`); 0 or absent = off. */
  articleEdgeLinkRuns?: number;
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
  /**
   * Corpus scope (`corpus-fallback.ts`): when the corpus pass keeps fewer words than this share of what the
   * main scope's pass keeps on the same blocks, the main pass's kept blocks are added (0 or absent = off).
   */
  mainFallback?: number;
  /** React's streamed chunks (`<div hidden id="S:N">`) are shown text, not hidden (`streamed-chunks.ts`; 1 = on). */
  keepStreamed?: number;
}

export const DEFAULT_AUTO_PARAMS: Readonly<AutoParams> = Object.freeze({ keepBelow: 0.5, region: 0 });
