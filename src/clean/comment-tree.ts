// A discussion page that declares nothing (an old-style link aggregator's story page) is a short post and a
// tree of replies: comments nested in comments, built alike at each level. Article mode does not take it (no
// container stands out), and the CRF, unsure of many short replies among their vote counts and links, drops
// half of them. A reply tree (comment-named containers, `article/comment-names.ts`, nested in one built the
// same: same tag, same first class) holding more words than what is kept outside it is the page's thread, and
// its text comes back. Not on pages article mode took: there the post is the article and the tree its readers'
// comments, as often a news story's (WCXB's golds drop them) as a discussion's. Markup only.

import type { Block } from '../blocks/block.js';
import { blockAncestry } from '../blocks/block-ancestry.js';
import { tagAndFirstClass } from '../html/node.js';
import { isCommentNamed } from './article/comment-names.js';

export interface CommentTreeParams {
  /**
   * A reply tree's text blocks (not mostly link words) below this p(o) come back on a page that declares no
   * type and that article mode and the listing step did not take (0 = off).
   */
  threadCommentTree?: number;
  /** ... when at least this many of its comments are replies nested in a comment built the same (default 3). */
  threadCommentTreeReplies?: number;
  /** ... and its words are at least this many times those article mode kept outside it (default 1). */
  threadCommentTreeRatio?: number;
}

/** 1 for each block under the page's largest reply tree when it makes the page a thread, else null. */
export function commentTreeBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  params: CommentTreeParams,
): Uint8Array | null {
  const minReplies = params.threadCommentTreeReplies ?? 3;
  const ratio = params.threadCommentTreeRatio ?? 1;
  const { elements, parent, blockElement } = blockAncestry(blocks);
  const named = elements.map((e) => isCommentNamed(e));
  // Each element's outermost comment-named ancestor-or-self (its tree), and each tree's replies: comment-named
  // elements under a comment-named ancestor of their own build, inside the same tree (parents come first).
  const tree = new Int32Array(elements.length).fill(-1);
  const replies = new Map<number, number>();
  for (let k = 0; k < elements.length; k++) {
    const above = parent[k] >= 0 ? tree[parent[k]] : -1;
    tree[k] = above >= 0 ? above : named[k] ? k : -1;
    if (!named[k] || above < 0) continue;
    const b = tagAndFirstClass(elements[k]);
    for (let q = parent[k]; q >= 0; q = parent[q]) {
      if (named[q] && tagAndFirstClass(elements[q]) === b) {
        replies.set(above, (replies.get(above) ?? 0) + 1);
        break;
      }
      if (q === above) break;
    }
  }
  const roots = Array.from(blockElement, (k) => (k >= 0 ? tree[k] : -1));
  const words = new Map<number, number>();
  for (let i = 0; i < blocks.length; i++)
    if (roots[i] >= 0)
      words.set(roots[i], (words.get(roots[i]) ?? 0) + blocks[i].words - blocks[i].linkWords);
  let best = -1;
  for (const [r, w] of words)
    if ((replies.get(r) ?? 0) >= minReplies && (best < 0 || w > words.get(best)!)) best = r;
  if (best < 0) return null;
  let outside = 0;
  for (let i = 0; i < blocks.length; i++)
    if (kept[i] && roots[i] !== best) outside += blocks[i].words - blocks[i].linkWords;
  if (words.get(best)! < ratio * outside) return null;
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) if (roots[i] === best) out[i] = 1;
  return out;
}

/**
 * What comes back of the reply tree (`commentTreeBlocks`): its text blocks, not mostly link words, whose p(o)
 * is below `params.threadCommentTree`.
 */
export function commentTreeText(
  blocks: readonly Block[],
  kept: readonly boolean[],
  pO: Float64Array,
  params: CommentTreeParams,
): Uint8Array {
  const tree = commentTreeBlocks(blocks, kept, params) ?? new Uint8Array(blocks.length);
  const below = params.threadCommentTree ?? 0;
  for (let i = 0; i < blocks.length; i++)
    if (pO[i] >= below || 2 * blocks[i].linkWords >= blocks[i].words) tree[i] = 0;
  return tree;
}
