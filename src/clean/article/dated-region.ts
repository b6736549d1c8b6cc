// Whether an article region is dated: a short line carrying a date inside it or right around it. A short post
// or news story says when it was written (a date header above it, a byline "by … on 5 November, 2012", a
// "Posted on" footer); a list page's intro, a coupon card or a page's summary under its title does not.
import type { Block } from '../../blocks/block.js';
import { MAX_DATE_LINE_CHARS } from '../../metadata/byline.js';
import { findDateInText } from '../../metadata/dates.js';

/** Blocks before the region's first block and after its last that are searched too (a date header above the post). */
const DATE_REACH = 3;

/** A date in a short line. */
function datedLine(text: string): boolean {
  return text.length <= MAX_DATE_LINE_CHARS && findDateInText(text) !== null;
}

/** Whether a short line from the region's first block − `DATE_REACH` to its last + `DATE_REACH` carries a date. */
export function datedRegion(blocks: readonly Block[], inside: ArrayLike<number>): boolean {
  let first = -1;
  let last = -1;
  for (let i = 0; i < blocks.length; i++)
    if (inside[i]) {
      if (first < 0) first = i;
      last = i;
    }
  if (first < 0) return false;
  const to = Math.min(blocks.length - 1, last + DATE_REACH);
  for (let i = Math.max(0, first - DATE_REACH); i <= to; i++) if (datedLine(blocks[i].text)) return true;
  return false;
}
