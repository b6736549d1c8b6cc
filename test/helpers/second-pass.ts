// Shared set-up of the second-pass tests: precleaned blocks, posteriors made by hand, the texts kept.
import type { Block } from '../../src/blocks/block.js';
import { buildBlocks } from '../../src/blocks/build.js';
import type { AutoParams } from '../../src/clean/auto.js';
import type { EntriesRun } from '../../src/clean/entries.js';
import { readPageSignals } from '../../src/clean/page-kind.js';
import { type ElementNode, getAttr } from '../../src/html/node.js';
import { parseHtml5 } from '../../src/html/parse.js';
import { preclean } from '../../src/html/preclean.js';

export const LABELS = ['p', 'h', 'l', 'c', 'o'];

/** A run of entries made by hand: the blocks `inside` marks, for the steps that read only where the run lies. */
export const runOver = (inside: Uint8Array): EntriesRun => ({
  inside,
  words: 0,
  pageWords: 0,
  shownWords: 0,
  entries: 3,
  roots: [],
});

/** The run whose entries are the elements of class `cls` (as the run search would find them). */
export function runOf(blocks: readonly Block[], cls: string): EntriesRun {
  const roots: ElementNode[] = [];
  const inside = new Uint8Array(blocks.length);
  blocks.forEach((b, i) => {
    for (let e: ElementNode | null = b.node; e; e = e.parent?.kind === 'element' ? e.parent : null)
      if (getAttr(e, 'class') === cls) {
        if (!roots.includes(e)) roots.push(e);
        inside[i] = 1;
        break;
      }
  });
  const words = blocks.reduce((s, b, i) => s + (inside[i] ? b.words : 0), 0);
  const pageWords = blocks.reduce((s, b) => s + b.words, 0);
  return { inside, words, pageWords, shownWords: pageWords, entries: roots.length, roots };
}

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

/**
 * A page as the pipeline sees it: its declared kinds read before preclean, its blocks, and posteriors with
 * p(o) from `pO` (by default every block content-like, 0.1).
 */
export function preparedPage(html: string, pO: (b: Block) => number = () => 0.1) {
  const doc = parseHtml5(html);
  const signals = readPageSignals(doc);
  preclean(doc, { keepMenus: false });
  const blocks = buildBlocks(doc);
  return { doc, blocks, signals, post: posteriors(blocks, pO) };
}

/** Article mode and the listing entries on, the rest of the second pass off (the list-page tests' base). */
export const ARTICLE_AND_ENTRIES: Readonly<AutoParams> = {
  keepBelow: 0.5,
  region: 0,
  article: 1,
  articleMinWords: 20,
  entries: 1,
  entriesShare: 0.1,
};
