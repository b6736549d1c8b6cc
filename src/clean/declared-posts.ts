// A declared thread's posts by their text: forum software that marks a thread up as a schema.org
// DiscussionForumPosting often spells out each post's text in its JSON-LD (`text`, `articleBody`, its
// Comments' `text`). A block whose words all appear, in order, in one of those texts is part of a post, whatever
// the CRF made of it: the first post of a thread that looks like a lone short paragraph next to a large
// consent dialog, a reply among the user badges. A block of a few words ("Thanks!") could match anywhere,
// so only blocks of `declaredPosts` words or more count. Forum software that marks its posts up in microdata
// instead (`itemprop="text"` inside an `itemscope` DiscussionForumPosting, Answer or Question) says which
// element holds each post's text: every block under it is part of a post, the question above a Q&A page's
// answers too. A thread's replies are Comments; a Q&A site marks its one-line remarks under each answer so
// too, which are no posts: a Comment inside an Answer or Question does not count.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { underMatching } from '../html/tree-order.js';
import { itemTypesOf } from '../metadata/microdata.js';

export interface DeclaredPostParams {
  /** Least words of a block matched against the declared posts' texts (0 = off). */
  declaredPosts?: number;
  /**
   * Blocks under a post's microdata text (`itemprop="text"` of a post item) are kept too: 0 = off, 1 = of a
   * DiscussionForumPosting, Answer or Question, 2 = also of a Comment outside any Answer or Question.
   */
  declaredPostsMicrodata?: number;
}

/** Words in a form that survives the JSON-LD's and the page's different spacing, case and punctuation. */
function words(text: string): string {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.join(' ') ?? ''
  );
}

/** 1 for each block of at least `minWords` words whose words appear in order in a declared post's text. */
export function declaredPostBlocks(
  blocks: readonly Block[],
  postTexts: readonly string[] | undefined,
  minWords: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (!postTexts || postTexts.length === 0 || minWords <= 0) return out;
  const posts = postTexts.map((t) => ` ${words(t)} `);
  for (let i = 0; i < blocks.length; i++) {
    if (blocks[i].words < minWords) continue;
    const w = words(blocks[i].text);
    if (w.split(' ').length < minWords) continue;
    const key = ` ${w} `;
    if (posts.some((p) => p.includes(key))) out[i] = 1;
  }
  return out;
}

/** The schema.org types of a thread's posts in microdata (a Comment's: see above). */
const POST_TYPES = new Set(['discussionforumposting', 'answer', 'question']);
const QA_TYPES = new Set(['answer', 'question']);
const TEXT_PROPS = /(?:^|\s)(?:text|articlebody)(?:\s|$)/i;

/**
 * Whether the element is a post's text in microdata: `itemprop="text"` of the nearest item, a post; with
 * `comments`, a Comment's too unless the Comment is inside an Answer or Question (a Q&A site's remarks).
 */
export function isPostTextElement(e: ElementNode, comments = false): boolean {
  const prop = getAttr(e, 'itemprop');
  if (prop === undefined || !TEXT_PROPS.test(prop)) return false;
  let comment = false;
  for (let p = e.parent; p && p.kind === 'element'; p = p.parent) {
    if (getAttr(p, 'itemscope') === undefined) continue;
    const types = itemTypesOf(p).map((t) => t.toLowerCase());
    if (comment) {
      if (types.some((t) => QA_TYPES.has(t))) return false;
    } else if (comments && types.includes('comment')) comment = true;
    else return types.some((t) => POST_TYPES.has(t));
  }
  return comment;
}

/** 1 for each block under a post's microdata text element (`comments` as in `isPostTextElement`). */
export function microdataPostBlocks(blocks: readonly Block[], comments = false): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const memo = new Map();
  const test = (e: ElementNode) => isPostTextElement(e, comments);
  for (let i = 0; i < blocks.length; i++) if (underMatching(blocks[i].node, test, memo)) out[i] = 1;
  return out;
}
