// A discussion page whose only text is its comments (a link aggregator's story, a thread whose replies are
// marked up as nested comments) has no article: Readability's search then picks the densest single comment,
// and article mode keeps that one comment of the thread. When the region lies inside a container named as
// comments (`comment-names.ts`) that holds several comments, the region is that whole comment tree, its
// outermost comment-named container. A news page's region is its story, not a comment, so it is untouched.
// Markup only.
import type { Block } from '../../blocks/block.js';
import { blocksUnder } from '../../blocks/block-ancestry.js';
import type { ElementNode, ParentNode } from '../../html/node.js';
import { isCommentNamed } from './comment-names.js';
import type { ArticleRegion } from './region.js';

/** Least comment-named elements under the tree for it to be a thread, not one comment's parts. */
const MIN_COMMENTS = 3;

function countNamed(e: ElementNode, limit: number): number {
  let n = 0;
  const stack: ElementNode[] = [e];
  while (stack.length > 0 && n < limit) {
    const x = stack.pop()!;
    for (const c of x.children)
      if (c.kind === 'element') {
        if (isCommentNamed(c)) n++;
        stack.push(c);
      }
  }
  return n;
}

/** The region widened to the comment tree it lies in, or null when it lies in none (or in one comment only). */
export function threadRegion(blocks: readonly Block[], region: ArticleRegion): ArticleRegion | null {
  let tree: ElementNode | null = null;
  for (let p: ParentNode | null = region.top; p && p.kind === 'element'; p = p.parent)
    if (isCommentNamed(p)) tree = p;
  if (tree === null || countNamed(tree, MIN_COMMENTS) < MIN_COMMENTS) return null;
  const inside = blocksUnder(blocks, (e) => e === tree);
  let changed = false;
  for (let i = 0; i < blocks.length; i++) if (inside[i] && !region.inside[i]) changed = true;
  return changed ? { inside, top: tree } : null;
}
