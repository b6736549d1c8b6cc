// The second pass's gap steps: text between kept text comes back by the page's kind (corpus scope's running
// text, a landing page's sections, accordion panels, listing entries' titles), and corpus scope's furniture
// (entries' action links, forms' labels) goes.
import { accordionItemBlocks } from '../accordion-items.js';
import { actionLinkBlocks, dropPassingKinds } from '../action-links.js';
import { entryTitleBlocks, settleEntryTitles } from '../entry-titles.js';
import { formLabelBlocks } from '../form-labels.js';
import { alikeGapBlocks, gapBlocks, gapLabel } from '../gap-fill.js';
import { landingGapBlocks } from '../landing-gaps.js';
import { showsDate, showsLeadDate } from '../page-date.js';
import { declaresSchemaArticle } from '../page-kind.js';
import { productGapBlocks } from '../product-gaps.js';
import { bringBack, keepsReplies, keptOf, labelOf, type PassState, revive } from './state.js';

export function gapSteps(s: PassState): void {
  const { blocks, out, params, n, hidden, productKind, productOnly } = s;
  // Corpus scope: text between kept text that is not links is running text too (`gap-fill.ts`); after
  // `alikeKinds`, so that a table cell brought back as an item keeps that kind.
  if (params.gapFill)
    bringBack(
      blocks,
      out,
      (kept) => gapBlocks(blocks, kept, params.gapFill!),
      hidden,
      (i) => gapLabel(blocks[i], labelOf(s, i), params.gapFillCells ?? 0),
    );
  // Corpus scope: a run of a listing's entries between kept entries of the same markup, links or not
  // (`gap-fill.ts`).
  if (params.gapAlike) revive(s, (kept) => alikeGapBlocks(blocks, kept, params.gapAlike!));
  landingGaps(s);
  // An accordion item's toggle and panel are content together: kept in part, the rest comes back
  // (`accordion-items.ts`); after the gap steps, which bring back the toggles between kept text. A closed
  // panel is hidden by its own markup (`aria-hidden`, `hidden`) until the reader opens it: hidden blocks too.
  // Not on a product page, whose description and policy panels the golds keep in part (`productKind`).
  if (params.accordionItems && productKind === null && !productOnly)
    revive(s, (kept) => accordionItemBlocks(blocks, kept, params.accordionItems!), null);
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
      actionLinkBlocks(blocks, keptOf(out), params.actionLinks, params.actionLinkLines ?? 0),
    );
  // Corpus scope: a search or comment form's field labels are furniture (`form-labels.ts`).
  if (params.formLabels) dropPassingKinds(out, formLabelBlocks(blocks, params.formLabels));
}

/**
 * A landing page's text between its kept text is its own (`landing-gaps.ts`): not on a page showing a date (a
 * story's byline, a thread's post dates) nor on a shop's, a thread's or a listing's page; with
 * `landingGapsRuns`, on a page of no declared kind kept as a run of entries too (a service page's cards). With
 * `landingGapsLeadDate`, on a page declaring no kind and no date, a date line deep in the kept text of a page
 * without a single `<h1>` is not its date (`showsLeadDate`: a review's, a chart's "as of" line).
 * With `landingGapsProducts`, on a page declaring a product too, its prose only (`product-gaps.ts`).
 */
function landingGaps(s: PassState): void {
  const { blocks, out, params, signals, hidden, kind, run, entriesKept } = s;
  // The CRF's labels before article mode, on an undeclared, undated page (`landingHeroHeld`).
  const held =
    params.landingHeroHeld && kind === null && !signals.dated && s.isArticle && s.beforeArticle
      ? keptOf(s.beforeArticle)
      : null;
  const productPage = kind === 'product' || s.productOnly;
  if (
    !params.landingGaps ||
    kind === 'forum' ||
    (productPage && (!params.landingGapsProducts || entriesKept)) ||
    (entriesKept && (!params.landingGapsRuns || kind !== null)) ||
    keepsReplies(s) ||
    (params.landingGapsLeadDate && kind === null && !signals.dated
      ? showsLeadDate(blocks, keptOf(out), params.landingGapsLeadDate)
      : showsDate(blocks))
  )
    return;
  revive(s, (kept) => {
    const gaps = landingGapBlocks(
      blocks,
      kept,
      params,
      declaresSchemaArticle(signals),
      entriesKept && params.landingGapsRuns === 2 ? run?.inside : undefined,
      hidden,
      signals.titles,
      held,
    );
    return productPage ? productGapBlocks(blocks, kept, gaps, params.landingGapsProducts!, params) : gaps;
  });
}
