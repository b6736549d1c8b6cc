// Comments nested in the article's container under class or id names that Readability.js's unlikely test lets
// through: it skips a candidate whose class also holds a "maybe" word (`commentbody`, `comment-body-8491`,
// `CommentBody-styling`), and old templates give each comment a class of its own (`commentOdd`). Such a
// container inside the article is a reader's comment, not the article; comments are not the main content.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../../html/node.js';

/** A class or id token that names a comment thread or one comment (tokens split at `-`, `_` and camelCase). */
const COMMENT_TOKEN = /^(?:comments?|commentbody|commentlist|disqus|replies)(?:\d*)$|^comment(?:odd|even)$/;
const SPLIT = /[\s_\-:.]+|(?<=[a-z])(?=[A-Z])/;

/** Whether the element's class or id has a token naming comments. */
export function commentNamed(e: ElementNode): boolean {
  for (const attr of ['class', 'id']) {
    const v = getAttr(e, attr);
    if (!v) continue;
    for (const t of v.slice(0, 200).split(SPLIT)) if (COMMENT_TOKEN.test(t.toLowerCase())) return true;
  }
  return false;
}

/**
 * Takes out of `inside` the blocks under a comment-named element below the region's top (`top` and what is
 * above it, like the body's `comments-open` class, never count), when that element holds less than half of
 * the region's words: a wrapper named after its comments that holds the article is not a comment.
 */
export function stripCommentNamed(blocks: readonly Block[], inside: Uint8Array, top: ElementNode): void {
  const stop = new Set<ParentNode | null>([top, top.parent]);
  const named = new Map<ElementNode, number>();
  const under: (ElementNode | null)[] = new Array(blocks.length).fill(null);
  let regionWords = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!inside[i]) continue;
    regionWords += blocks[i].words;
    // The outermost comment-named element below the top.
    let found: ElementNode | null = null;
    for (let e: ParentNode | null = blocks[i].node; e && e.kind === 'element' && !stop.has(e); e = e.parent)
      if (commentNamed(e)) found = e;
    if (!found) continue;
    under[i] = found;
    named.set(found, (named.get(found) ?? 0) + blocks[i].words);
  }
  for (let i = 0; i < blocks.length; i++) {
    const e = under[i];
    if (e && named.get(e)! < 0.5 * regionWords) inside[i] = 0;
  }
}
