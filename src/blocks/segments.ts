// Groups labelled blocks into kept segments: a p/h/l block and the continuation blocks that follow it.
import type { Block, Label, Segment } from './block.js';

/** Joins block texts, with a space only where the source separated them. */
export function joinBlockTexts(blocks: readonly Block[]): string {
  let out = '';
  for (const b of blocks) out += out && b.spaceBefore ? ` ${b.text}` : b.text;
  return out;
}

/** A kept segment as block indices: its opening block `start` to `end - 1`. */
export interface SegmentRange {
  start: number;
  end: number;
}

/**
 * The kept segments of a labelled page as index ranges: a p/h/l block, or a `c` with nothing kept before it,
 * opens a segment; the `c` blocks after it continue it.
 */
export function keptSegments(labels: readonly Label[]): SegmentRange[] {
  const segs: SegmentRange[] = [];
  for (let i = 0; i < labels.length; i++) {
    if (labels[i] === 'o') continue;
    if (labels[i] !== 'c' || i === 0 || labels[i - 1] === 'o') segs.push({ start: i, end: i + 1 });
    else segs[segs.length - 1].end = i + 1;
  }
  return segs;
}

export const segmentText = (blocks: readonly Block[], s: SegmentRange): string =>
  joinBlockTexts(blocks.slice(s.start, s.end));

export const segmentWords = (blocks: readonly Block[], s: SegmentRange): number => {
  let n = 0;
  for (let i = s.start; i < s.end; i++) n += blocks[i].words;
  return n;
};

export function buildSegments(blocks: readonly Block[], labels: readonly Label[]): Segment[] {
  return keptSegments(labels).map((r) => {
    const kept = blocks.slice(r.start, r.end);
    // A continuation with nothing kept before it opens a paragraph of its own.
    const label = labels[r.start] === 'c' ? 'p' : (labels[r.start] as Segment['label']);
    return { label, blocks: kept, text: joinBlockTexts(kept) };
  });
}

/** The first characters of the kept text, for a language detector (the first few thousand are enough). */
export function textSample(segments: readonly Segment[], max = 5_000): string {
  const parts: string[] = [];
  let n = 0;
  for (const s of segments) {
    if (n >= max) break;
    parts.push(s.text);
    n += s.text.length + 1;
  }
  return parts.join(' ');
}

/** A letter or a digit in any script: text with none (a line of dashes, a "|" between links) is no text. */
export const WORDY = /[\p{L}\p{N}]/u;
