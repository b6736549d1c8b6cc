// Customer-review widgets on any page. Shops embed their reviews through a handful of third-party apps
// (Judge.me, Yotpo, Okendo, Stamped, Loox, Bazaarvoice, Junip, Trustpilot), each of which names every element
// of its widget with its own prefix (`jdgm-rev-widg__body`, `yotpo-review`, `okendo-reviews`). The product step
// drops review containers only on a page that declares a product (`product.ts`); a shop's category page selling
// one product line (a "beard oil" page with its variants and one review widget) declares none, and the CRF keeps
// the widget's histogram, reviewers' initials and reviews. The vendor names are read on every page, as no
// article or service page writes them for its own text; a widget holding most of the kept words is left alone.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from './named-containers.js';

export interface ReviewWidgetParams {
  /** Drop the kept blocks under a review app's widget (`jdgm`, `yotpo`, …) on any page (0 = off, 1 = on). */
  reviewWidgets?: number;
}

// Raw test first (`classOrIdHas`), then the vendor as a whole word of the class/id (`nameWords`).
const VENDOR_RAW = /jdgm|judgeme|yotpo|okendo|stamped|loox|bazaarvoice|junip|trustpilot/i;
const VENDOR_WORDS = /(?:^| )(?:jdgm|judgeme|yotpo|okendo|stamped|loox|bazaarvoice|junip|trustpilot)(?: |$)/;
const NEVER = new Set(['html', 'body', 'main']);

function isReviewWidget(e: ElementNode): boolean {
  return !NEVER.has(e.name) && classOrIdHas(e, VENDOR_RAW) && VENDOR_WORDS.test(nameWords(e));
}

/** 1 for each block under a review app's widget holding at most `maxShare` of the kept words. */
export function reviewWidgetBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare = 0.5,
): Uint8Array {
  return underNamedContainers(blocks, kept, isReviewWidget, maxShare);
}
