// The page's footer when no element names it: `page-footer.ts` finds the closing band by its `<footer>` element
// (or `role="contentinfo"`), but many builders draw it with plain boxes. Its one constant is the copyright line
// ("© 2025 Example, Inc."), the last of the page's own lines; around it, in the same box, sit the link columns,
// the address and the social links, all short lines. So the box is the largest element around the last kept
// copyright line whose other kept blocks are all short (few words outside links): a news story's wire
// copyright under its paragraphs has the story around it, so its box is the line alone, and a lone line stays
// (its gold often keeps it). The box goes only when no kept text of the page's own follows it.
import type { Block } from '../blocks/block.js';
import { blockAncestry, elementSpans } from '../blocks/block-ancestry.js';
import { COPYRIGHT_WORDS } from '../html/vocabulary.js';
import { isOwnText } from './page-footer.js';

export interface CopyrightFooterParams {
  /**
   * Kept blocks in the box around the page's last kept copyright line go when each of its other kept blocks has
   * fewer than this many words outside links (0 = off).
   */
  dropCopyrightFooter?: number;
}

/** A copyright line: the sign (or the word in a main language, or "(c)") beside a year, in a block of at most `LINE_WORDS` words. */
const COPYRIGHT = new RegExp(
  `(?:©|\\(c\\)|${COPYRIGHT_WORDS})[^\\n]{0,60}?\\b(?:19|20)\\d\\d\\b|\\b(?:19|20)\\d\\d\\b[^\\n]{0,20}?(?:©|\\(c\\))`,
  'i',
);
const LINE_WORDS = 40;

/** The box holds at most this share of the kept words: past it, it is the page's body of short lines, not a footer. */
const MAX_SHARE = 0.5;

const ownWords = (b: Block): number => b.words - b.linkWords;

/** 1 for each kept block in the unnamed footer box around the page's last kept copyright line (see above). */
export function copyrightFooterBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxOwn: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  // The last kept copyright line.
  let line = -1;
  for (let i = blocks.length - 1; i >= 0 && line < 0; i--)
    if (kept[i] && blocks[i].words <= LINE_WORDS && COPYRIGHT.test(blocks[i].text)) line = i;
  if (line < 0) return out;
  const { elements, parent, blockElement } = blockAncestry(blocks);
  // Each element's kept blocks, as the first and last index, and whether one besides the line is long.
  const { first, last } = elementSpans(blocks, (i) => kept[i]);
  const long = new Uint8Array(elements.length);
  for (let i = 0; i < blocks.length; i++)
    if (kept[i] && i !== line && ownWords(blocks[i]) >= maxOwn) long[blockElement[i]] = 1;
  for (let e = elements.length - 1; e >= 0; e--) if (long[e] && parent[e] >= 0) long[parent[e]] = 1;
  // Up from the line while the box holds only short kept blocks besides it; never the page's body or root.
  let box = -1;
  for (let e = blockElement[line]; e >= 0 && !long[e]; e = parent[e]) {
    const name = elements[e].name;
    if (name === 'body' || name === 'html') break;
    box = e;
  }
  if (box < 0 || first[box] === last[box]) return out;
  // No kept text of the page's own after the box.
  for (let i = last[box] + 1; i < blocks.length; i++) if (kept[i] && isOwnText(blocks[i])) return out;
  let total = 0;
  let inBox = 0;
  // The box's kept blocks are those from its first to its last (a subtree's blocks are contiguous).
  for (let i = 0; i < blocks.length; i++) {
    if (!kept[i]) continue;
    total += blocks[i].words;
    if (i >= first[box] && i <= last[box]) {
      out[i] = 1;
      inBox += blocks[i].words;
    }
  }
  return inBox > MAX_SHARE * total ? out.fill(0) : out;
}
