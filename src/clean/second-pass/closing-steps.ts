// The second pass's closing steps, after the gap steps (which bring back what lies between kept text and so
// could reach into these): readers' comments no class names, author boxes again, media fallback text, closing
// call-to-action links, the page's footer, an article's closing metadata, "Related posts" section and
// previous/next post line, a heading left closing an article, review widgets, retailer offer lines, a card field's
// label beside its kept value, and the segments' bounds settled.
import { authorBoxBlocks } from '../article/author-box.js';
import { closingHeadingBlocks } from '../article/closing-headings.js';
import { closingMetaBlocks } from '../article/closing-meta.js';
import { closingRelatedBlocks } from '../article/closing-related.js';
import { commentAnchorBlocks } from '../article/comment-anchors.js';
import { edgeLinkRunBlocks } from '../article/edge-link-runs.js';
import { postNavLineBlocks } from '../article/post-nav-lines.js';
import { signedCommentBlocks } from '../article/signed-comments.js';
import { taxonomyLineBlocks } from '../article/taxonomy-lines.js';
import { closingButtonLinkBlocks } from '../buttons.js';
import { copyrightFooterBlocks } from '../copyright-footer.js';
import { countBadgeBlocks } from '../count-badges.js';
import { ctaLineBlocks } from '../cta-lines.js';
import { dropdownLinkBlocks } from '../dropdown-links.js';
import { fieldLabelBlocks, fieldValueBlocks } from '../field-labels.js';
import { inlineTooltipBlocks } from '../inline-tooltips.js';
import { mediaFallbackBlocks } from '../media-fallback.js';
import { noContentBlocks } from '../no-content.js';
import { pageFooterBlocks } from '../page-footer.js';
import { narrowCopyBlocks } from '../responsive-copies.js';
import { retailerOfferBlocks } from '../retailer-offers.js';
import { reviewWidgetBlocks } from '../review-widgets.js';
import { settleSegmentBounds } from '../segment-bounds.js';
import { altTextBlocks, dropMarked, keepsReplies, onPages, type PassState, revive } from './state.js';

export function closingSteps(s: PassState): void {
  const { blocks, out, params, pO, kind, run, entriesKept, isArticle, productKind, productOnly } = s;
  // An article's readers' comments that no class names, told by each post's closing signature line
  // (`article/signed-comments.ts`): the gap steps would bring the thread back between the post and what is
  // kept below it.
  if (params.articleSignedComments && isArticle && kind !== 'forum' && !keepsReplies(s))
    dropMarked(out, (kept) =>
      signedCommentBlocks(
        blocks,
        kept,
        params.articleSignedComments!,
        run && entriesKept ? run.inside : null,
      ),
    );
  // So are the kept blocks after an empty anchor named for comments, below the story
  // (`article/comment-anchors.ts`).
  // With `articleCommentAnchorsOff`, also on a page article mode did not take that keeps no run of entries.
  const anchorPage = isArticle || (!!params.articleCommentAnchorsOff && !entriesKept);
  if (params.articleCommentAnchors && anchorPage && kind !== 'forum' && !keepsReplies(s))
    dropMarked(out, (kept) => commentAnchorBlocks(blocks, kept, params.articleCommentAnchors!));
  // An author box again (`authorBoxLate`, `article/author-box.ts`): the heading and gap steps bring back a
  // box's name heading or a byline tooltip's biography the article steps dropped.
  if (params.authorBoxLate && onPages(params.articleAuthorBox, isArticle))
    dropMarked(out, (kept) => authorBoxBlocks(blocks, kept));
  // Image alt text again (`dropAltText`, a page step): the steps after it that bring back what lies between or
  // around kept text (a product's header box, its spec lists, the landing gaps) bring back the images there too
  // (a picker's swatches, "carbon-fiber option"), whose alt text no reader sees. 1 = on pages article mode did
  // not take, 2 = on every page.
  if (params.dropAltText && onPages(params.dropAltTextLast, !isArticle))
    dropMarked(out, () => altTextBlocks(blocks, params.dropAltText!));
  // A media element's fallback text, which a browser playing it never shows (`media-fallback.ts`).
  if (params.dropMediaFallback) dropMarked(out, () => mediaFallbackBlocks(blocks, params.dropMediaFallback!));
  // Links of a dropdown menu the CRF dropped, brought back with the section or entry holding the menu
  // (`dropdown-links.ts`).
  if (params.dropDropdownLinks)
    dropMarked(out, (kept) => dropdownLinkBlocks(blocks, kept, pO, params.dropDropdownLinks!));
  // Longer call-to-action links closing a passage ("Learn more about our data services") (`buttons.ts`). Not
  // on a shop's page, whose links the golds keep.
  if (params.dropButtonsLate && productKind === null && !productOnly)
    dropMarked(out, (kept) => closingButtonLinkBlocks(blocks, kept, params.dropButtonsLate!, 8));
  // The page's closing footer kept whole (`page-footer.ts`).
  if (params.dropPageFooter)
    dropMarked(out, (kept) => pageFooterBlocks(blocks, kept, params.dropPageFooter!));
  // The footer no element names, around the page's last copyright line (`copyright-footer.ts`): after it.
  if (params.dropCopyrightFooter)
    dropMarked(out, (kept) => copyrightFooterBlocks(blocks, kept, params.dropCopyrightFooter!));
  // A post's metadata lines closing an article's kept text: "Posted in …", "Tags: …", a print-edition note
  // (`article/closing-meta.ts`); after the gap steps, which would bring them back between kept blocks.
  // Not on a shop's page: its product meta line (SKU, categories) is in the golds.
  if (params.articleClosingMeta && isArticle && !entriesKept && productKind !== 'product' && !productOnly)
    dropMarked(out, (kept) => closingMetaBlocks(blocks, kept, params.articleClosingMeta!));
  // A section of other pages' teasers closing an article's kept text under a heading naming it ("Related
  // posts", "More from …"), heading and all (`article/closing-related.ts`).
  if (params.articleClosingRelated && isArticle && !entriesKept)
    dropMarked(out, (kept) =>
      closingRelatedBlocks(
        blocks,
        kept,
        params.articleClosingRelated!,
        params.articleClosingRelatedMore ?? 0,
      ),
    );
  // A heading left closing an article's kept text over a section that went (a related list's, a comment
  // form's title) goes too (`article/closing-headings.ts`): after the footer steps, which may leave it last.
  if (params.articleClosingHeadings && isArticle && !entriesKept)
    dropMarked(out, (kept) => closingHeadingBlocks(blocks, kept, params.articleClosingHeadings!));
  // A run of short link lines kept above an article's first text line or below its last: other stories' titles
  // (`article/edge-link-runs.ts`).
  if (params.articleEdgeLinkRuns && isArticle && !entriesKept)
    dropMarked(out, (kept) => edgeLinkRunBlocks(blocks, kept, params.articleEdgeLinkRuns!));
  // A blog's previous/next post line ("« Older post | Main | Newer post »") kept at an article's edge
  // (`article/post-nav-lines.ts`).
  if (params.articlePostNavLines && isArticle && !entriesKept)
    dropMarked(out, (kept) => postNavLineBlocks(blocks, kept));
  // A taxonomy line ("Tags: …", "Filed under: …", "Posted in: …") kept below an article's last paragraph where no
  // metadata class names it (`article/taxonomy-lines.ts`).
  if (params.articleTaxonomyLines && isArticle && !entriesKept)
    dropMarked(out, (kept) => taxonomyLineBlocks(blocks, kept));
  // Blocks under a `nocontent` class, the site-search marker of a sidebar or module box (`no-content.ts`).
  if (params.dropNoContent) dropMarked(out, (kept) => noContentBlocks(blocks, kept, params.dropNoContent!));
  // A tooltip's bubble inside running text, a glossary term's definition beside the sentence (`inline-tooltips.ts`).
  if (params.inlineTooltips) dropMarked(out, (kept) => inlineTooltipBlocks(blocks, kept));
  // A responsive layout's narrow-screen copy of text its wide layout's kept block shows (`responsive-copies.ts`).
  if (params.dropNarrowCopies) dropMarked(out, (kept) => narrowCopyBlocks(blocks, kept));
  // A review app's widget, on any page (`review-widgets.ts`): last, as the gap steps bring back what lies between
  // kept blocks, and a page declaring no product never had the product step's review test.
  if (params.reviewWidgets) dropMarked(out, (kept) => reviewWidgetBlocks(blocks, kept));
  // A line of retailer offers ("$58 at Amazon", "Buy now at …") kept between paragraphs, on any page
  // (`retailer-offers.ts`): after the gap steps, which would bring it back between the product's paragraphs.
  if (params.retailerOffers) dropMarked(out, (kept) => retailerOfferBlocks(blocks, kept));
  // A line that is only a bare call to action, "Learn more", "Get started" (`cta-lines.ts`): after the gap
  // steps, which bring back the plain links under each card and section.
  if (params.ctaLines) dropMarked(out, (kept) => ctaLineBlocks(blocks, kept, params.ctaLines!));
  // A card's bare review count, "(245)" beside its stars (`count-badges.ts`): after the gap steps, which bring
  // back what lies between a card's kept lines. 1 = inside the kept run of entries, 2 = on pages article mode
  // did not take.
  if (params.dropCountBadges === 1 && run && entriesKept)
    dropMarked(out, (kept) => countBadgeBlocks(blocks, kept, run.inside));
  else if (params.dropCountBadges === 2 && !isArticle)
    dropMarked(out, (kept) => countBadgeBlocks(blocks, kept, null));
  // A card field's label ending in a colon beside its kept value, inside the kept run of entries
  // (`field-labels.ts`): last, once every step has settled which values stay.
  if (params.fieldLabels && run && entriesKept)
    revive(s, (kept) => fieldLabelBlocks(blocks, kept, run.inside, params.fieldLabels!));
  // The mirror case, a dropped value beside its kept label ("Individual Rental Price - <b>$30.00</b>").
  if (params.fieldValues && params.fieldLabels && run && entriesKept)
    revive(s, (kept) => fieldValueBlocks(blocks, kept, run.inside, params.fieldLabels!, params.fieldValues!));
  // Each of its steps runs only when its own parameter asks for it.
  settleSegmentBounds(blocks, out, params);
}
