// Shared set-up of the second-pass tests: precleaned blocks, posteriors made by hand, the texts kept.
import type { Block } from '../../src/blocks/block.js';
import { buildBlocks } from '../../src/blocks/build.js';
import { parseHtml5 } from '../../src/html/parse.js';
import { preclean } from '../../src/html/preclean.js';

export const LABELS = ['p', 'h', 'l', 'c', 'o'];

export const blocksOf = (html: string): Block[] => {
  const doc = parseHtml5(html);
  preclean(doc, { keepMenus: false });
  return buildBlocks(doc);
};

/** Posteriors: p(o) per block from `pO(block)`, the rest on `p`. */
export function posteriors(blocks: readonly Block[], pO: (b: Block) => number): Float64Array {
  const out = new Float64Array(blocks.length * LABELS.length);
  blocks.forEach((b, i) => {
    out[i * LABELS.length + 4] = pO(b);
    out[i * LABELS.length] = 1 - pO(b);
  });
  return out;
}

export const kept = (blocks: readonly Block[], labels: readonly string[]) =>
  blocks.filter((_, i) => labels[i] !== 'o').map((b) => b.text);
