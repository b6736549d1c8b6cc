// The page's footer kept as content: a `<footer>` element (or `role="contentinfo"`) after which the page keeps
// no more text of its own is the site's closing band (its link columns, address, newsletter box and copyright
// line), which the CRF sometimes keeps whole below a landing page's last section or a shop's grid, where no
// gap or region step cuts it off. A footer followed by kept text of its own is not the page's last box (an
// article's byline footer above its body's end, a card's foot) and stays; so does one holding nearly all the
// kept words, where dropping it would leave the page with no text rather than with better text.
import type { Block } from '../blocks/block.js';
import { outermostPassing } from '../blocks/block-ancestry.js';
import { type ElementNode, getAttr } from '../html/node.js';

export interface PageFooterParams {
  /**
   * Kept blocks under the page's closing `<footer>` elements (or `role="contentinfo"`) go when those hold at
   * most this share of the kept words (0 = off).
   */
  dropPageFooter?: number;
}

/** Words outside links of a kept block after a footer that make it the page's own text, not more chrome. */
const OWN_WORDS = 5;

/** Whether a kept block after a footer is the page's own text (`OWN_WORDS`+ words outside links), not chrome. */
export const isOwnText = (b: Block): boolean => b.words - b.linkWords >= OWN_WORDS;

const isFooter = (e: ElementNode): boolean => e.name === 'footer' || getAttr(e, 'role') === 'contentinfo';

/**
 * 1 for each kept block under an outermost footer element that no kept block with `OWN_WORDS`+ words outside
 * links follows (outside the footers), when those closing footers hold at most `maxShare` of the kept words
 * and less than all of them.
 */
export function pageFooterBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const footer = outermostPassing(blocks, isFooter);
  if (!footer.some((f) => f >= 0)) return out;
  let total = 0;
  for (let i = 0; i < blocks.length; i++) if (kept[i]) total += blocks[i].words;
  // From the end: the footers met before any kept text of the page's own, with their kept words.
  const closing = new Map<number, number>();
  for (let i = blocks.length - 1; i >= 0; i--) {
    if (!kept[i]) continue;
    const f = footer[i];
    if (f >= 0) closing.set(f, (closing.get(f) ?? 0) + blocks[i].words);
    else if (isOwnText(blocks[i])) break;
  }
  let words = 0;
  for (const w of closing.values()) words += w;
  if (words === 0 || words > maxShare * total || words >= total) return out;
  for (let i = 0; i < blocks.length; i++) if (kept[i] && closing.has(footer[i])) out[i] = 1;
  return out;
}
