// A discussion page that declares nothing (an old-style link aggregator's story page) is a short post and a
// tree of replies: comments nested in comments, built alike at each level. Article mode does not take it (no
// container stands out), and the CRF, unsure of many short replies among their vote counts and links, drops
// half of them. A reply tree (comment-named containers, `article/comment-names.ts`, nested in one built the
// same: same tag, same first class) holding more words than what is kept outside it is the page's thread, and
// its text comes back. Not on pages article mode took: there the post is the article and the tree its readers'
// comments, as often a news story's (WCXB's golds drop them) as a discussion's. Markup only.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
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

/** The build a reply repeats: tag and first class. */
function build(e: ElementNode): string {
  const cls = (getAttr(e, 'class') ?? '').trim().split(/\s+/)[0];
  return `${e.name}.${cls}`;
}

interface Place {
  /** Outermost comment-named ancestor-or-self, or null. */
  root: ElementNode | null;
}

/** 1 for each block under the page's largest reply tree when it makes the page a thread, else null. */
export function commentTreeBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  params: CommentTreeParams,
): Uint8Array | null {
  const minReplies = params.threadCommentTreeReplies ?? 3;
  const ratio = params.threadCommentTreeRatio ?? 1;
  const memo = new Map<ParentNode, Place>();
  const replies = new Map<ElementNode, Set<ElementNode>>();
  // The outermost comment-named ancestor of a node, memoized; each comment-named element is checked once for
  // a comment-named ancestor of its own build (a reply).
  const placeOf = (n: ParentNode): Place => {
    // Iterative: a page can nest thousands of elements deep.
    const path: ParentNode[] = [];
    let above: Place = { root: null };
    for (let p: ParentNode | null = n; p; p = p.parent) {
      const known = memo.get(p);
      if (known) {
        above = known;
        break;
      }
      path.push(p);
    }
    for (let k = path.length - 1; k >= 0; k--) {
      const e = path[k];
      let place = above;
      if (e.kind === 'element' && isCommentNamed(e)) {
        const root = above.root ?? e;
        place = above.root ? above : { root };
        if (above.root) {
          const b = build(e);
          for (let p = e.parent; p && p !== root.parent; p = p.parent)
            if (p.kind === 'element' && isCommentNamed(p) && build(p) === b) {
              const set = replies.get(root) ?? new Set<ElementNode>();
              replies.set(root, set);
              set.add(e);
              break;
            }
        }
      }
      memo.set(e, place);
      above = place;
    }
    return above;
  };
  const words = new Map<ElementNode, number>();
  const roots: (ElementNode | null)[] = blocks.map((b) => placeOf(b.node).root);
  for (let i = 0; i < blocks.length; i++) {
    const r = roots[i];
    if (r) words.set(r, (words.get(r) ?? 0) + blocks[i].words - blocks[i].linkWords);
  }
  let best: ElementNode | null = null;
  for (const [r, w] of words)
    if ((replies.get(r)?.size ?? 0) >= minReplies && (best === null || w > words.get(best)!)) best = r;
  if (best === null) return null;
  let outside = 0;
  for (let i = 0; i < blocks.length; i++)
    if (kept[i] && roots[i] !== best) outside += blocks[i].words - blocks[i].linkWords;
  if (words.get(best)! < ratio * outside) return null;
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) if (roots[i] === best) out[i] = 1;
  return out;
}
