// The paragraph a block's text belongs to, for steps that read a page paragraph by paragraph
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
