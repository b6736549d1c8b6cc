// A web address on a line of its own is part of the entry around it, not a paragraph: resource lists write
// "Circle of Hope Lymphedema Foundation<br>http://lymphedemacircleofhope.org<br>A non-profit organization to …",
// and CleanEval's annotators keep such an entry as one paragraph (on the dev pages a line after a single <br>
// under a bare address continues its segment 33 times of 33). The CRF opens a paragraph at the description, and
// the text after the address then splits the entry in two. With `urlLines` 1, a kept block after a single <br>
// under a kept line that is only a web address continues the segment. The entry's name before the address is
// left as the other steps call it: the golds disagree (a paragraph on one page, a heading over the address and a
// paragraph on another; calling it a paragraph was measured, models/README.md).
import type { Block, Label } from '../blocks/block.js';
import { separation } from './segment-bounds.js';

/** A line that is one web address and nothing else. */
const BARE_URL = /^\s*(?:https?:\/\/|www\.)\S+\s*$/i;

/** Whether block `i` is a whole line holding only a web address. */
function urlLine(blocks: readonly Block[], i: number): boolean {
  if (!BARE_URL.test(blocks[i].text)) return false;
  const sep = separation(blocks[i]);
  const next = i + 1 < blocks.length ? separation(blocks[i + 1]) : 'block';
  return sep !== 'inline' && sep !== 'glued' && next !== 'inline' && next !== 'glued';
}

/** Rewrites, in place, the labels of kept lines after bare web-address lines (see the file comment). */
export function urlLineEntries(blocks: readonly Block[], out: Label[]): void {
  for (let i = 1; i < blocks.length; i++) {
    if (out[i] === 'o' || out[i - 1] === 'o') continue;
    if (separation(blocks[i]) !== 'break' || !urlLine(blocks, i - 1)) continue;
    out[i] = 'c';
  }
}
