// Numbered or dashed lines typed into a text box are list items (the corpus scope's `typedLists`). A comment or
// forum post has no list markup: its writer types "1. …", "(2) …", "II. …" or "- …" at the start of lines that
// the box turns into <br>-separated text, and CleanEval's annotators mark each such line a list item. The CRF
// continues them or calls them paragraphs. Only lines after one or more <br> (a block-level tag around numbered
// paragraphs is a document's own numbering, which the gold calls paragraphs: 15's 111 numbered <p>s), outside
// list and heading elements, opening with a marker and a space, next to another such line (a list has two items).
import type { Block, Label } from '../blocks/block.js';
import { separation, structuralKind } from './segment-bounds.js';

/** A list marker and the space after it: "1.", "2)", "(3)", "IV.", "a)", "-", "*", "•". */
const MARKER = /^(?:\d{1,2}[.)]|\(\d{1,2}\)|[IVX]{1,4}\.|[a-z]\)|[-*•·])\s+\S/u;

function brokenLine(b: Block): boolean {
  const sep = separation(b);
  return sep === 'break' || sep === 'breaks';
}

/** Relabels as list items the kept lines after a <br> that open with a list marker, two or more in a row. */
export function typedListItems(blocks: readonly Block[], out: Label[]): void {
  const marked = (i: number) =>
    i >= 0 && i < blocks.length && out[i] !== 'o' && MARKER.test(blocks[i].text.trimStart());
  for (let i = 1; i < blocks.length; i++) {
    if (out[i] === 'o' || out[i - 1] === 'o' || out[i] === 'l') continue;
    if (!brokenLine(blocks[i]) || structuralKind(blocks[i]) !== 'p' || !marked(i)) continue;
    if (marked(i - 1) || (marked(i + 1) && brokenLine(blocks[i + 1]))) out[i] = 'l';
  }
}
