// A card's bare review count ("(245)", "(1,200)"). Shops and catalogues print the number of ratings beside an
// entry's stars as a parenthesised number in its own element; the stars themselves are an image or a
// screen-reader sentence ("19 reviews with an average rating of 4.9 out of 5 stars"). Alone, the number
// says nothing a reader can quote, and most golds leave it out (REI, Newegg, a shop's "(12)" badges). The CRF
// keeps it as a short line inside the card. Only a block whose whole text is such a count goes, and not a
// label's count: "Radios (4)", a category or a filter facet whose name ends right before the count in
// its line (the first element around it holding more text), which golds keep with its name. A card's count
// follows a price, a rating or nothing.
import type { Block } from '../blocks/block.js';
import { type ElementNode, parentElement, textContent } from '../html/node.js';

export interface CountBadgeParams {
  /**
   * Drop kept blocks whose whole text is a parenthesised count: 1 = inside the kept run of entries, 2 = on
   * every page article mode did not take (0 = off; the caller checks the page).
   */
  dropCountBadges?: number;
}

/**
 * "(245)", "(1,234)", "(10+)": digits only. Not an abbreviated count, "(55.7K)", "(22K)": the popularity figure
 * of a chart or a marketplace (IMDb's, Amazon's, Etsy's sellers'), which their golds keep.
 */
const COUNT = /^\(\d[\d,.]*\+?\)$/;

/** Whether a block's text is a bare parenthesised count. */
export function isCountBadge(text: string): boolean {
  return COUNT.test(text.trim());
}

const LETTER = /\p{L}/u;

/** Whether, in the first element around the count holding more text, a letter comes right before it ("Radios (4)"). */
function followsLabel(node: ElementNode, count: string): boolean {
  for (let e = parentElement(node), up = 0; e && up < 6; e = parentElement(e), up++) {
    const text = textContent(e).replace(/\s+/g, ' ').trim();
    if (text === count) continue;
    const at = text.indexOf(count);
    return at < 0 || LETTER.test(text.slice(0, at).trimEnd().slice(-1));
  }
  return false;
}

/** 1 for each kept block (inside `inside` when given) whose whole text is a parenthesised count. */
export function countBadgeBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  inside: ArrayLike<boolean | number> | null,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++)
    if (
      kept[i] &&
      (!inside || inside[i]) &&
      isCountBadge(blocks[i].text) &&
      !followsLabel(blocks[i].node, blocks[i].text.trim())
    )
      out[i] = 1;
  return out;
}
