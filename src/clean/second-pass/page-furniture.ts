// The second pass's page steps on every kind of page: furniture dropped (carousels, fine print, closable boxes,
// buttons, template bindings, alt text, SVG text), code listings and section headings settled, a product's
// specification lists kept whole, and repeated text dropped.
import { alikeKinds } from '../alike-mix.js';
import { buttonBlocks } from '../buttons.js';
import { carouselBlocks } from '../carousels.js';
import { closableBlocks } from '../close-controls.js';
import { codeBlocks } from '../code-blocks.js';
import { declaredFaqBlocks } from '../declared-faq.js';
import { declaredItemBlocks, undeclaredListBlocks } from '../declared-items.js';
import { declaredBioBlocks, declaredEntityBlocks } from '../declared-texts.js';
import { disclaimerBlocks } from '../disclaimers.js';
import { sharedValue } from '../entry-fields.js';
import { headingIntroBlocks } from '../heading-intro.js';
import { leadHeadingBlocks } from '../lead-headings.js';
import { repeatedRunBlocks } from '../repeated-runs.js';
import { dropRepeats } from '../repeats.js';
import { specListBlocks } from '../spec-lists.js';
import { templatePlaceholderBlocks } from '../template-placeholders.js';
import { altTextBlocks, dropMarked, type PassState, revive } from './state.js';

export function pageFurniture(s: PassState): void {
  const { blocks, out, params, signals, n, pO, kind, run, entriesKept, isArticle, productKind, productOnly } =
    s;
  // A landing page's carousel of teaser cards is not its content (`carousels.ts`).
  if (params.dropCarousels && kind === null && s.onlyRegion === null)
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
  if (params.dropAltText) dropMarked(out, () => altTextBlocks(blocks, params.dropAltText!));
  if (params.dropSvgText) for (let i = 0; i < n; i++) if (blocks[i].node.ns === 'svg') out[i] = 'o';
  // A code listing is kept or dropped whole (`code-blocks.ts`).
  if (params.codeWhole) revive(s, (kept) => codeBlocks(blocks, kept, params.codeWhole!));
  // A FAQ the page declares in JSON-LD is its content, questions and answers (`declared-faq.ts`).
  if (params.declaredFaq)
    revive(s, (kept) =>
      declaredFaqBlocks(blocks, kept, signals.faq, params.declaredFaq!, params.declaredFaqMin ?? 2),
    );
  // So is the main entity's own text it declares (an articleBody, a recipe's steps), and not its authors'
  // declared biographies (`declared-texts.ts`).
  if (params.declaredEntity)
    revive(s, (kept) =>
      declaredEntityBlocks(
        blocks,
        kept,
        signals.entityTexts,
        params.declaredEntity!,
        params.declaredEntityCover,
      ),
    );
  if (params.declaredBio)
    dropMarked(out, (kept) => declaredBioBlocks(blocks, kept, signals.bios, params.declaredBio!));
  // The entries a listing declares (ItemList) are its content once most of those shown are kept, on a page not
  // kept as an article (whose declared list is a "more stories" strip below it) (`declared-items.ts`). With
  // `declaredItemsLead`, only those shown above the first kept one: a featured grid over the kept list, not the
  // later sections of a news front whose kept part is its highlights.
  if (params.declaredItems && !isArticle)
    revive(s, (kept) =>
      declaredItemBlocks(
        blocks,
        kept,
        signals.listItems,
        params.declaredItemsShare ?? 0.75,
        params.declaredItemsMin ?? 3,
        !!params.declaredItemsLead,
      ),
    );
  // …and a kept list of links to none of them, beside them, is not (`declared-items.ts`).
  if (params.declaredItemsOthers && !isArticle)
    dropMarked(out, (kept) =>
      undeclaredListBlocks(
        blocks,
        kept,
        signals.listItems,
        params.declaredItemsShare ?? 0.75,
        params.declaredItemsMin ?? 3,
        params.declaredItemsOthers!,
      ),
    );
  // A section heading over kept text comes back (`lead-headings.ts`).
  if (params.leadHeadings)
    revive(s, (kept) =>
      leadHeadingBlocks(blocks, kept, params.leadHeadings!, isArticle, params.leadHeadingsQuestions ?? 0),
    );
  // On an undated page holding a run of entries (kept or not), a kept page heading's intro in its header box is
  // content too, whatever region was kept, once the heading steps have kept it (`heading-intro.ts`). Not on a
  // dated page: a news story's header box holds its dek and byline.
  if (params.headingIntro && run && !signals.dated)
    revive(s, (kept) => headingIntroBlocks(blocks, kept, pO, params));
  // Values a kept listing's entries share are data, not copies (`entry-fields.ts`).
  const isData =
    run && entriesKept && params.entriesSharedValues ? sharedValue(blocks, run, params) : undefined;
  // A product's specification list kept in part comes back whole (`spec-lists.ts`); closed accordion panels too.
  // Not on a page kept as a run of entries: there the lists are the cards' fields (a category page's "MSRP:").
  if (params.productSpecLists && (productKind === 'product' || productOnly) && !entriesKept)
    revive(
      s,
      (kept) => specListBlocks(blocks, kept, params.productSpecLists!, params.specListsOnePair),
      null,
    );
  // A product page's second rendering of its buy box or picker, below the duplicates' word floor (`repeated-runs.ts`).
  if (params.productRepeatedRuns && productKind === 'product')
    dropMarked(out, (kept) => repeatedRunBlocks(blocks, kept, params.productRepeatedRuns!));
  if (params.dropDuplicates || params.dropShortRepeats) dropRepeats(blocks, out, params, isData);
  if (params.alikeKinds) alikeKinds(blocks, out, s.post, s.labels, params);
}
