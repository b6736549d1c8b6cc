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
import { type ElementNode, getAttr, walk } from '../../html/node.js';
import { rootOf } from '../../html/tree-order.js';
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
  // Most pages name no such element: the page's element list, made once for several steps, tells without a walk.
  if (!pageElements(blocks).some((e) => e.kind === 'element' && isCommentAnchorNamed(e))) return [];
  const root = rootOf(blocks[0].node);
  const positions: number[] = [];
  const entered = new Map<ElementNode, number>();
  let k = 0;
  walk(
    root,
    (node) => {
      if (node.kind === 'element') {
        if (isCommentAnchorNamed(node)) entered.set(node, k);
      } else if (node.kind === 'text' && node.parent?.kind === 'element' && !isBlankText(node.value)) k++;
      return true;
    },
    (el) => {
      const at = entered.get(el);
      // Empty: no text between its start and its end.
      if (at !== undefined && at === k) positions.push(at);
    },
  );
  return k === blocks.length ? positions : [];
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
