// Short bold lines are headings (the corpus scope's second pass, `boldHeadings`). Old pages and small sites
// mark a section's title as a bold line in a <p>, a <td> or after a <br>, not as <h1>–<h6>; CleanEval's
// annotators call such a line a heading, while the corpus CRF, trained on a few dozen pages, reads a short
// line in a <p> as a paragraph (and a bold line in a list item as an item). A line is what a browser shows on
// one line: blocks joined by inline tags only (`segment-bounds.ts` separation). Markup alone decides, so it
// holds in any language.
import type { Block, Label } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';
import { onSameLine } from './segment-bounds.js';

const BOLD = new Set(['b', 'strong']);

/** Whether `b`'s text sits inside <b>/<strong> below its block-level container. */
export function inBold(b: Block): boolean {
  let n: ElementNode | null = b.node;
  for (let d = 0; n && d < 64; d++) {
    if (BOLD.has(n.name)) return true;
    if (BLOCK_LEVEL.has(n.name)) return false;
    n = n.parent?.kind === 'element' ? n.parent : null;
  }
  return false;
}

/**
 * A kept block that opens a paragraph or list-item segment becomes a heading when its whole line is in bold
 * and the line, from this block on, has at most `maxWords` words (in place; keep/drop does not change).
 */
export function boldLineHeadings(blocks: readonly Block[], out: Label[], maxWords: number): void {
  const n = blocks.length;
  let start = 0;
  while (start < n) {
    let end = start + 1;
    while (end < n && onSameLine(blocks[end])) end++;
    let words = 0;
    let bold = 0;
    for (let i = start; i < end; i++) {
      words += blocks[i].words;
      if (inBold(blocks[i])) bold += blocks[i].words;
    }
    if (bold >= words) {
      let rest = words;
      for (let i = start; i < end; i++) {
        if ((out[i] === 'p' || out[i] === 'l') && rest <= maxWords) out[i] = 'h';
        rest -= blocks[i].words;
      }
    }
    start = end;
  }
}
