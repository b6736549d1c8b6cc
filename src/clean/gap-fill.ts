import type { Block } from '../blocks/block.js';
import { WORDY } from '../blocks/segments.js';

export interface GapFillParams {
  /**
   * Corpus scope: a run of dropped blocks between two kept ones comes back when at most this share of its words
   * is link text (0 = off). Running text is rarely interrupted by boilerplate that is not links (menus, link
   * lists, "read more" boxes): a data table or a list inside a document the CRF was unsure of is its text.
   */
  gapFill?: number;
  /**
   * A block it brings back from a table cell is a list item (1: CleanEval's gold lists a data table's cells
   * one item each) or keeps the CRF's kind (0).
   */
  gapFillCells?: number;
  /**
   * Corpus scope: a run of dropped blocks between two kept ones, of 8 words or more, comes back when at least this
   * share of its words sits in blocks whose markup (`styleKey`) a kept block shares, links or not (0 = off). A
   * portal's or a listing's teasers are links all (headline, excerpt); the CRF keeps some and drops the rest,
   * while CleanEval's gold keeps every entry.
   */
  gapAlike?: number;
}

/** The kind of a block brought back: a table cell's text is an item (`gapFillCells`), else the CRF's. */
export function gapLabel<L extends string>(b: Block, crf: L, cells: number): L | 'l' {
  if (cells > 0 && (b.containers.includes('td') || b.containers.includes('th'))) return 'l';
  return crf;
}

/** Elements whose text a block can come from but a reader does not read as running text. */
const NOT_TEXT = new Set(['img', 'iframe']);
/** Whether a block is read as text: letters or digits, not an image's alt or a frame's title. */
export const isText = (b: Block): boolean => !NOT_TEXT.has(b.node.name) && WORDY.test(b.text);

/**
 * 1 for each text block of every dropped run between kept blocks (kept text on both sides) that `accept`, given
 * the run's first block and the block after its last, takes.
 */
function textGaps(
  blocks: readonly Block[],
  kept: readonly boolean[],
  accept: (start: number, end: number) => boolean,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  let i = 0;
  while (i < blocks.length) {
    if (kept[i]) {
      i++;
      continue;
    }
    const start = i;
    while (i < blocks.length && !kept[i]) i++;
    if (start === 0 || i >= blocks.length || !accept(start, i)) continue;
    for (let j = start; j < i; j++) if (isText(blocks[j])) out[j] = 1;
  }
  return out;
}

/**
 * 1 for each block of a dropped run between kept blocks whose link share is at most `maxLinks`, unless `refuse`
 * (given the gap's first block and the block after its last) says the gap is not the kept text's.
 */
export function gapBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxLinks: number,
  refuse?: (start: number, end: number) => boolean,
): Uint8Array {
  return textGaps(blocks, kept, (start, end) => {
    let words = 0;
    let links = 0;
    for (let j = start; j < end; j++) {
      if (!isText(blocks[j])) continue;
      words += blocks[j].words;
      links += blocks[j].linkWords;
    }
    return words > 0 && links <= maxLinks * words && !refuse?.(start, end);
  });
}

/** The fewest words of an alike gap: a few words between kept text are a post's details, a byline. */
const MIN_ALIKE_GAP = 8;

/**
 * 1 for each block of a dropped run between kept blocks when at least `minShare` of its words are in blocks whose
 * markup (`styleKey`) some kept block shares: a listing's teasers, links all, the CRF kept some of.
 */
export function alikeGapBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minShare: number,
): Uint8Array {
  const keptStyles = new Set<string>();
  for (let i = 0; i < blocks.length; i++)
    if (kept[i] && isText(blocks[i])) keptStyles.add(blocks[i].styleKey);
  return textGaps(blocks, kept, (start, end) => {
    let words = 0;
    let alike = 0;
    for (let j = start; j < end; j++) {
      if (!isText(blocks[j])) continue;
      words += blocks[j].words;
      if (keptStyles.has(blocks[j].styleKey)) alike += blocks[j].words;
    }
    return words >= MIN_ALIKE_GAP && alike >= minShare * words;
  });
}
