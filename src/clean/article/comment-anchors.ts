// Readers' comments that no container names often still have a named place: the empty anchor a "Comments (11)"
// link jumps to (`<a name="comments"></a>`, `<a name="commentSection"></a>`, `<div id="comments"></div>` a
// script fills), set between the story and the thread. Old news templates then write each comment as a bold
// name, a `<br>` and the text, in the same container as the story's paragraphs, or as `div.b_box` "Posted
// by:" lines and `div.entry` bodies: nothing for `comment-names.ts` (no comment-named box holds them) or
// `signed-comments.ts` (no signature line of their own kind) to find, and the region keeps the thread with
// the story (L3S-GN1's news pages: 2,000 words of comments under a 500-word story). An empty element whose
// name or id names comments marks where the article ends: the kept blocks after it in document order go, when
// the kept text before it holds a story (`articleCommentAnchors` words outside links), so that an anchor above
// the story (a jump target in its header) takes nothing. The anchor names a comment form as often
// (`comment-form`, `postComment`, `leave_a_comment`): what follows a comment form is not the article either.
// Markup only.
import type { Block } from '../../blocks/block.js';
import { isBlankText } from '../../blocks/build.js';
import { pageElements } from '../../blocks/page-elements.js';
import { type ElementNode, getAttr, type ParentNode } from '../../html/node.js';
import { valueWords } from '../named-containers.js';

export interface CommentAnchorParams {
  /**
   * On a page taken as an article, kept blocks after an empty element named for comments go when at least this
   * many kept words outside links lie before it (0 = off).
   */
  articleCommentAnchors?: number;
  /** The same on a page article mode did not take, when it keeps no run of entries: 1 = on, 0 = off. */
  articleCommentAnchorsOff?: number;
}

/** A name or id word naming comments (not `commentary`, a news section). */
const COMMENT_WORD = /(?:^| )(?:comment(?!ary)[a-z]*|disqus[a-z]*)(?: |$)/;
const COMMENT_STEM = /comment|disqus/i;
/** A value of more words is a heading's slug (`how-to-write-good-comments`), not a name. */
const MAX_NAME_WORDS = 3;

/** Whether a name or id value names comments or a comment form. */
function namesComments(value: string | undefined): boolean {
  if (!value || !COMMENT_STEM.test(value)) return false;
  const words = valueWords(value);
  return words.split(' ').length <= MAX_NAME_WORDS && COMMENT_WORD.test(words);
}

/**
 * The elements a jump target is made of: a link's anchor, or a box a script fills. Not a form's controls (a
 * contact form's `textarea#comments`, a thread's `input#comment_folder_…` toggles), empty by nature wherever
 * they sit.
 */
const TARGETS = new Set(['a', 'div', 'span', 'section', 'p', 'ol', 'ul']);

/** Whether the element is a jump target whose `id` (or an anchor's `name`) names comments. */
export function isCommentAnchorNamed(e: ElementNode): boolean {
  if (!TARGETS.has(e.name)) return false;
  return namesComments(getAttr(e, 'id')) || (e.name === 'a' && namesComments(getAttr(e, 'name')));
}

/**
 * The block index each empty comment-named element stands before (blocks are the page's non-blank text nodes in
 * document order, as `build.ts` makes them), in document order; none when the tree's text does not match the
 * blocks.
 */
export function commentAnchorPositions(blocks: readonly Block[]): number[] {
  if (blocks.length === 0) return [];
  // Read off the page's element list (made once for several steps) instead of a walk of the whole tree with a
  // callback per node (1.5 % of a run's profile on Dragnet, whose news pages often have such an anchor): the
  // non-blank text children of each element, in document order of the elements, and the named elements' indexes.
  const order = pageElements(blocks);
  const anchors: number[] = [];
  // From 1: the root (listed first) is not one, as a walk from it never enters it.
  for (let j = 1; j < order.length; j++) {
    const e = order[j];
    if (e.kind === 'element' && isCommentAnchorNamed(e)) anchors.push(j);
  }
  // Most pages name no such element.
  if (anchors.length === 0) return [];
  // Text before an element in document order: all of the text children of the elements listed before it, less
  // those of its ancestors' text children that follow it (ancestors are listed before it, their text is not all
  // before it). `before[a]`: the text children of the elements listed before anchor `a`.
  const before: number[] = [];
  let total = 0;
  let next = 0;
  for (let j = 0; j < order.length; j++) {
    if (next < anchors.length && anchors[next] === j) {
      before.push(total);
      next++;
    }
    const e = order[j];
    if (e.kind === 'element') total += textChildren(e, 0);
  }
  // The blocks are the tree's text as `build.ts` made them, one per text node, or nothing is read.
  if (total !== blocks.length) return [];
  const positions: number[] = [];
  for (let a = 0; a < anchors.length; a++) {
    const anchor = order[anchors[a]] as ElementNode;
    // Empty: no text under it.
    if (holdsText(anchor)) continue;
    let at = before[a];
    let child: ParentNode = anchor;
    for (let p = anchor.parent; p !== null && p.kind === 'element'; child = p, p = p.parent)
      at -= textChildren(p, p.children.indexOf(child as ElementNode) + 1);
    positions.push(at);
  }
  // In document order (an empty anchor inside another stands where the other does: the same position).
  return positions;
}

/** The element's non-blank text children from child `from` on (the text nodes `build.ts` makes blocks of). */
function textChildren(e: ElementNode, from: number): number {
  let count = 0;
  const children = e.children;
  for (let i = from; i < children.length; i++) {
    const c = children[i];
    if (c.kind === 'text' && !isBlankText(c.value)) count++;
  }
  return count;
}

/** Whether a non-blank text node lies under the element. */
function holdsText(root: ElementNode): boolean {
  const stack: ElementNode[] = [root];
  while (stack.length > 0) {
    const e = stack.pop()!;
    for (const c of e.children) {
      if (c.kind === 'element') stack.push(c);
      else if (c.kind === 'text' && !isBlankText(c.value)) return true;
    }
  }
  return false;
}

/** 1 for each kept block after the first empty comment anchor that follows `minBefore` kept words outside links. */
export function commentAnchorBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minBefore: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const positions = commentAnchorPositions(blocks);
  let before = 0;
  let i = 0;
  for (const at of positions) {
    for (; i < at; i++) if (kept[i]) before += blocks[i].words - blocks[i].linkWords;
    if (before < minBefore) continue;
    for (let j = at; j < blocks.length; j++) if (kept[j]) marks[j] = 1;
    break;
  }
  return marks;
}
