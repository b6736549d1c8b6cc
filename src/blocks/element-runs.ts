// Runs of consecutive blocks held by one element: a heading split by inline markup (`<h2>Data <em>types</em></h2>`)
// makes several blocks, and steps that judge the heading judge the run, its words summed.
import type { ElementNode } from '../html/node.js';
import type { Block } from './block.js';

export interface ElementRun {
  element: ElementNode;
  /** First block of the run. */
  from: number;
  /** Last block of the run (inclusive). */
  to: number;
  words: number;
  linkWords: number;
}

/** The runs of consecutive blocks whose `elementOf` is one element, in reading order; blocks without one are skipped. */
export function elementRuns(
  blocks: readonly Block[],
  elementOf: (b: Block) => ElementNode | null,
): ElementRun[] {
  const runs: ElementRun[] = [];
  for (let i = 0; i < blocks.length; ) {
    const element = elementOf(blocks[i]);
    if (element === null) {
      i++;
      continue;
    }
    let to = i;
    while (to + 1 < blocks.length && elementOf(blocks[to + 1]) === element) to++;
    let words = 0;
    let linkWords = 0;
    for (let k = i; k <= to; k++) {
      words += blocks[k].words;
      linkWords += blocks[k].linkWords;
    }
    runs.push({ element, from: i, to, words, linkWords });
    i = to + 1;
  }
  return runs;
}
