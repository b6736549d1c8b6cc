// The paragraphs a page's blocks belong to, for steps that read a page paragraph by paragraph
// (`read-also.ts`, `sandwich.ts`).
import type { Block } from '../../blocks/block.js';
import type { ElementNode, ParentNode } from '../../html/node.js';
import { BLOCK_LEVEL } from '../../html/vocabulary.js';

/** The innermost block-level element around a block's text. */
export function paragraphOf(b: Block): ParentNode | null {
  let e: ParentNode | null = b.node;
  while (e && e.kind === 'element' && !BLOCK_LEVEL.has((e as ElementNode).name)) e = e.parent;
  return e;
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
  for (let i = 0; i < blocks.length; i++) {
    const el = paragraphOf(blocks[i]);
    const last = runs[runs.length - 1];
    if (last !== undefined && last.el === el) last.to = i + 1;
    else runs.push({ el, from: i, to: i + 1 });
  }
  return runs;
}
