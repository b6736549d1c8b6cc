// A reader's comments under an article are not the article. Readability.js strips the containers its unlikely
// list names (`comment`), but its "maybe" words save a container whose class also says `body` or `content`
// (`comments-body`, `comment-content`), and a region found on its second pass keeps them all: a short post's
// region then holds its whole thread (Dragnet's blog pages: 20 to 150 comments kept beside a 100-word post).
// Here a comment container is named by a class or id word alone: `comment`, `comments`, `commentlist`,
// `commentbody`, `disqus_thread`, `replies` (not `commentary`, a news section), on block-level elements (a code
// listing's `hljs-comment` span is the article's). A discussion page whose comments are its content (a link
// aggregator's story with no text of its own) keeps them: the step applies only when the article keeps a few
// dozen words without them. Markup only.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr } from '../../html/node.js';
import { BLOCK_LEVEL } from '../../html/vocabulary.js';
import { underNamedContainers, valueWords } from '../named-containers.js';

export interface CommentNameParams {
  /**
   * Blocks under containers named as comments go on pages taken as an article when at least this many kept
   * words are left without them (0 = off).
   */
  articleComments?: number;
  /**
   * The same on a page that declares an article (schema.org or og:type) but that article mode did not take (its
   * region held too small a share of the kept words): 1 = on, 0 = off.
   */
  articleCommentsDeclared?: number;
  /**
   * The same on any other page that is not a forum's, a list page's or a thread's, where the step above did not
   * run (article mode turned down, or a kept run of entries: blocks inside the run stay), when at least this many
   * kept words are left without them (0 = off).
   */
  articleCommentsOff?: number;
}

const COMMENT_WORD = /(?:^| )(?:comment(?!ary)[a-z]*|disqus[a-z]*|replies)(?: |$)/;
/** What a value must hold for one of its words to pass `COMMENT_WORD` (a word is a run of its ASCII letters). */
const COMMENT_STEM = /comment|disqus|replies/i;

/**
 * Whether the element's class or id names a comment or a comment thread. An id of more than two words is a
 * heading's slug (`respond-to-review-comments`, a documentation section), not a name.
 */
export function isCommentNamed(e: ElementNode): boolean {
  if (!BLOCK_LEVEL.has(e.name) || e.name === 'html' || e.name === 'body' || e.name === 'main') return false;
  // Most values name no comment: a plain substring test spares them the word split (every article runs this).
  const cls = getAttr(e, 'class');
  if (cls && COMMENT_STEM.test(cls) && COMMENT_WORD.test(valueWords(cls))) return true;
  const rawId = getAttr(e, 'id');
  if (!rawId || !COMMENT_STEM.test(rawId)) return false;
  const id = valueWords(rawId);
  return id.split(' ').length <= 2 && COMMENT_WORD.test(id);
}

/**
 * 1 for each block under a comment-named container holding at most half the kept words (not a page
 * wrapper); none when fewer than `minLeft` kept words are outside them (the comments are the page's content).
 */
export function commentBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minLeft: number,
): Uint8Array {
  const marks = underNamedContainers(blocks, kept, isCommentNamed, 0.5, true);
  let left = 0;
  for (let i = 0; i < blocks.length; i++) if (kept[i] && !marks[i]) left += blocks[i].words;
  return left >= minLeft ? marks : new Uint8Array(blocks.length);
}
