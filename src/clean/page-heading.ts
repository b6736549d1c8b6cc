// The page's name heading: a shop's product name, a category's or a service's title sits in the page's one
// visible `<h1>`, a short line the CRF often drops (it reads like a menu's label) while it keeps the description
// below it. On a product page (not an article, whose headline `--scope main` leaves out) that name is part of
// the main content, so its dropped blocks come back when the page keeps text after it. Not an `<h1>` that is
// a link (a site logo), one in the navigation, header, footer or sidebar landmarks, nor a long one.

import type { Block } from '../blocks/block.js';
import { elementRuns } from '../blocks/element-runs.js';
import type { ElementNode } from '../html/node.js';
import { FURNITURE_LANDMARKS } from '../html/vocabulary.js';

export interface PageHeadingParams {
  /** On a product page, the first visible `<h1>` of at most this many words comes back (0 = off). */
  pageHeading?: number;
  /**
   * On a page whose markup declares a product, the heading may hold up to this many words (0 = `pageHeading`'s
   * cap). Marketplaces name an item by brand, model and its specs in one long `<h1>` ("ASUS ROG Strix GeForce
   * RTX 4080 SUPER White Edition Gaming Graphics Card (PCIe 4.0, 16GB GDDR6X, …)"); an undeclared page given the
   * product step by its buy box may be an article whose long `<h1>` is a headline, so not there.
   */
  pageHeadingDeclared?: number;
}

/** The longest name heading `pageHeadingBlocks` brings back: longer when the page declares a product. */
export function pageHeadingCap(params: PageHeadingParams, declaresProduct: boolean): number {
  const base = params.pageHeading ?? 0;
  if (base <= 0) return 0;
  return declaresProduct ? Math.max(base, params.pageHeadingDeclared ?? 0) : base;
}

/** The `<h1>` element holding the block, or null. */
export function h1Of(b: Block): ElementNode | null {
  if (!b.containers.includes('h1')) return null;
  for (let e: ElementNode['parent'] = b.node; e && e.kind === 'element'; e = e.parent)
    if (e.name === 'h1') return e;
  return null;
}

/**
 * 1 for each dropped block of the page's name heading (see the file's comment): the first visible `<h1>` outside
 * the furniture landmarks that is not mostly a link.
 */
export function pageHeadingBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  hidden: Uint8Array | null,
  maxWords: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (maxWords <= 0) return out;
  for (const { from, to, words, linkWords } of elementRuns(blocks, h1Of)) {
    if (hidden?.[from]) continue;
    if (
      words === 0 ||
      linkWords * 2 >= words ||
      blocks[from].containers.some((c) => FURNITURE_LANDMARKS.has(c))
    )
      continue;
    if (words <= maxWords && kept.some((k, j) => k && j > to))
      for (let k = from; k <= to; k++) if (!kept[k]) out[k] = 1;
    return out;
  }
  return out;
}
