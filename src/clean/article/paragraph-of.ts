// The paragraphs a page's blocks belong to, for steps that read a page paragraph by paragraph
// (`read-also.ts`, `sandwich.ts`, `alike-paragraphs.ts`, `whole-lines.ts`, `repeats.ts`), or line by line at an
// article's edges and between its paragraphs (`edge-link-runs.ts`, `post-nav-lines.ts`, `retailer-offers.ts`).

import type { Block, Label } from '../../blocks/block.js';
import { blockParagraphs } from '../../blocks/block-paragraphs.js';
import { perBlockList } from '../../blocks/per-block-list.js';
import type { ElementNode, ParentNode } from '../../html/node.js';
import { BLOCK_LEVEL } from '../../html/vocabulary.js';

/** The innermost block-level element around a block's text. */
export function paragraphOf(b: Block): ParentNode | null {
  let e: ParentNode | null = b.node;
  while (e && e.kind === 'element' && !BLOCK_LEVEL.has((e as ElementNode).name)) e = e.parent;
  return e;
}

/**
 * `paragraphOf(blocks[i])` read from the block list's shared array (`blocks/block-paragraphs.ts`), which falls
 * back to the block's own element where no block-level element holds it (text in the head): that walk is taken
 * again only then.
 */
function paragraphAt(
  blocks: readonly Block[],
  paragraphs: readonly ElementNode[],
  i: number,
): ParentNode | null {
  const p = paragraphs[i];
  return BLOCK_LEVEL.has(p.name) ? p : paragraphOf(blocks[i]);
}

/** A run of consecutive blocks in one paragraph: blocks `from` to `to - 1` of `el`. */
export interface ParagraphRun {
  el: ParentNode | null;
  from: number;
  to: number;
}

/** The blocks grouped into runs of consecutive blocks sharing their paragraph, in order. */
export function paragraphRuns(blocks: readonly Block[]): ParagraphRun[] {
  const runs: ParagraphRun[] = [];
  const paragraphs = blockParagraphs(blocks);
  for (let i = 0; i < blocks.length; i++) {
    const el = paragraphAt(blocks, paragraphs, i);
    const last = runs[runs.length - 1];
    if (last !== undefined && last.el === el) last.to = i + 1;
    else runs.push({ el, from: i, to: i + 1 });
  }
  return runs;
}

/** The tag of the run's element ('' for a run of loose text). */
export function runTag(run: ParagraphRun): string {
  return run.el?.kind === 'element' ? (run.el as ElementNode).name : '';
}

/** Whether the run is a `<p>` element's. */
export const isParagraphP = (run: ParagraphRun): boolean => runTag(run) === 'p';

/** What steps read of each run, in typed arrays (they run on every article page: no object per run). */
export interface ParagraphTallies {
  /** 1 where a block of the run is kept (labelled other than `o`). */
  kept: Uint8Array;
  words: Float64Array;
  linkWords: Float64Array;
}

/** Each run's kept flag, words and link words under the labels `out`. */
export function paragraphTallies(
  blocks: readonly Block[],
  out: readonly Label[],
  runs: readonly ParagraphRun[],
): ParagraphTallies {
  const kept = new Uint8Array(runs.length);
  const words = new Float64Array(runs.length);
  const linkWords = new Float64Array(runs.length);
  for (let k = 0; k < runs.length; k++)
    for (let j = runs[k].from; j < runs[k].to; j++) {
      if (out[j] !== 'o') kept[k] = 1;
      words[k] += blocks[j].words;
      linkWords[k] += blocks[j].linkWords;
    }
  return { kept, words, linkWords };
}

/** A paragraph run's kept blocks read as one line: blocks `from` to `to - 1`, with their kept words and link words. */
export interface KeptLine {
  from: number;
  to: number;
  words: number;
  linkWords: number;
}

/**
 * The paragraph runs holding kept words, in order, as lines. Only the kept blocks `counts` accepts count (a
 * separator glyph between links, "|" or "»", is a word of its own block but no word of the line).
 */
export function keptLines(
  blocks: readonly Block[],
  kept: readonly boolean[],
  counts: (b: Block) => boolean = () => true,
): KeptLine[] {
  const lines: KeptLine[] = [];
  for (const run of paragraphRuns(blocks)) {
    let words = 0;
    let linkWords = 0;
    for (let j = run.from; j < run.to; j++)
      if (kept[j] && counts(blocks[j])) {
        words += blocks[j].words;
        linkWords += blocks[j].linkWords;
      }
    if (words > 0) lines.push({ from: run.from, to: run.to, words, linkWords });
  }
  return lines;
}

/** A line's kept blocks' text, joined by spaces (read only for the lines a step tests). */
export function keptLineText(blocks: readonly Block[], kept: readonly boolean[], line: KeptLine): string {
  const parts: string[] = [];
  for (let j = line.from; j < line.to; j++) if (kept[j]) parts.push(blocks[j].text);
  return parts.join(' ');
}

/** The first and the last of the lines `isText` takes for the article's running text, or null when none is. */
export function textLineSpan(
  count: number,
  isText: (k: number) => boolean,
): { first: number; last: number } | null {
  let first = 0;
  while (first < count && !isText(first)) first++;
  if (first === count) return null;
  let last = count - 1;
  while (!isText(last)) last--;
  return { first, last };
}

/** Text straight under the body is no paragraph of its own. */
const WRAPPERS = new Set(['body', 'html']);

/**
 * Each block's line: consecutive blocks of one paragraph not parted by a `<br>` (a sentence with its links and
 * bold phrases), numbered in order from 1 (below the block count); −1 for text straight under the body
 * (read-only: callers share it).
 */
export const paragraphLines = perBlockList(linesOf);

function linesOf(blocks: readonly Block[]): Int32Array {
  const line = new Int32Array(blocks.length);
  let prev: ParentNode | null = null;
  const paragraphs = blockParagraphs(blocks);
  for (let i = 0, id = 0; i < blocks.length; i++) {
    const p = paragraphAt(blocks, paragraphs, i);
    if (p !== prev || blocks[i].crossed.includes('br')) id++;
    line[i] = p?.kind === 'element' && !WRAPPERS.has((p as ElementNode).name) ? id : -1;
    prev = p;
  }
  return line;
}
