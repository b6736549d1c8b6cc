// A line of the body is kept or dropped whole. The CRF labels a paragraph piece by piece (its text split at
// links and bold phrases), and on a page unlike its training it keeps a few pieces of a sentence and drops
// the rest ("… of dedicated paths" kept, the sentence's start dropped). On a page taken as an article, a line
// (`paragraphLines`: one paragraph's blocks not parted by a `<br>`) holding enough kept words outside links
// comes back whole. Structure only: nothing here reads the page's language.
import type { Block, Label } from '../../blocks/block.js';
import { paragraphLines } from './paragraph-of.js';

export interface WholeLineParams {
  /** A line with at least this many kept words outside links keeps its dropped pieces (0 = off). */
  articleWholeLines?: number;
}

/** 1 for each dropped block of a line with `minWords` kept words outside links (`pO` < 1 only: never hidden text). */
export function wholeLineBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  pO: Float64Array,
  minWords: number,
): Uint8Array {
  const line = paragraphLines(blocks);
  // Kept words outside links per line (line ids are below blocks.length + 1).
  const kept = new Float64Array(blocks.length + 1);
  for (let i = 0; i < blocks.length; i++)
    if (out[i] !== 'o' && line[i] >= 0) kept[line[i]] += blocks[i].words - blocks[i].linkWords;
  const marks = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++)
    if (out[i] === 'o' && pO[i] < 1 && line[i] >= 0 && kept[line[i]] >= minWords) marks[i] = 1;
  return marks;
}
