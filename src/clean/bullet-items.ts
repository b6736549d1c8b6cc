// A line after a bullet of its own is a list item. Pages laid out in tables put the bullet in a cell (or an image
// whose alt text is "bullet") and the item's text in the next one, with no <li> around either, so the markup
// says paragraph; the CRF, which usually drops the bullet, then opens a `p` (or a short `h`). On the CleanEval
// dev pages such a line is `l` in the gold 52 times of 57 (two sites; the 5 others are one list of questions
// its gold calls paragraphs). With `bulletItems`, a kept segment opener outside heading elements that follows,
// across a block boundary, a block holding only a bullet glyph or the word "bullet" (kept or dropped) is a list item.
import type { Block, Label } from '../blocks/block.js';
import { separation, structuralKind } from './segment-bounds.js';

/** A block that is only a bullet: a glyph a list writes before its items, or an image's "bullet" alt text. */
const BULLET = /^\s*(?:[•·◦▪▫■□●○►▸»*–-]|bullet)\s*$/iu;

/** Relabels, in place, kept segment openers after a bullet-only block as list items (see the file comment). */
export function bulletItems(blocks: readonly Block[], out: Label[]): void {
  for (let i = 1; i < blocks.length; i++) {
    if (out[i] !== 'p' && out[i] !== 'h') continue;
    if (!BULLET.test(blocks[i - 1].text) || separation(blocks[i]) !== 'block') continue;
    if (structuralKind(blocks[i]) === 'h') continue;
    out[i] = 'l';
  }
}
