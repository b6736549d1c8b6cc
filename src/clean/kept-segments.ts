// The kept segments of a labelled page as index ranges, for the corpus scope's second-pass steps that read a
// segment's whole text or compare neighbouring segments (`colon-lists.ts`, `short-headings.ts`). Grouped as
// `buildSegments` groups them: a p/h/l block, or a `c` after a dropped block, opens a segment; the `c` blocks
// after it continue it.
import type { Block, Label } from '../blocks/block.js';
import { joinBlockTexts } from '../blocks/segments.js';

export interface KeptSegment {
  /** The opening block's index. */
  start: number;
  /** One past the last block's index. */
  end: number;
}

export function keptSegments(out: readonly Label[]): KeptSegment[] {
  const segs: KeptSegment[] = [];
  for (let i = 0; i < out.length; i++) {
    if (out[i] === 'o') continue;
    if (out[i] !== 'c' || i === 0 || out[i - 1] === 'o') segs.push({ start: i, end: i + 1 });
    else segs[segs.length - 1].end = i + 1;
  }
  return segs;
}

export const segmentText = (blocks: readonly Block[], s: KeptSegment): string =>
  joinBlockTexts(blocks.slice(s.start, s.end));

export const segmentWords = (blocks: readonly Block[], s: KeptSegment): number => {
  let n = 0;
  for (let i = s.start; i < s.end; i++) n += blocks[i].words;
  return n;
};
