// A short post above its readers' comments. A blog post of a title, a date and a photo (or one line) has an
// article region of a few words, too few for article mode (25), and the CRF, which learnt from CleanEval that
// comments are running text, keeps the thread and drops the post: the page's text is then 20 to 100 comments
// and none of the post (Dragnet's blogs: "43 comments… read them below", "13 comments: tRiSh said...").
// The comment-name step (`comment-names.ts`) cannot help: with the comments gone nothing is left, which is how
// it tells a link aggregator's story page, whose comments are its content. Here the page's own markup tells the
// two apart: the region Readability.js's scoring finds lies outside every comment-named container, before the
// thread, and is text, not a lone link; and the thread holds most of what the CRF kept. The post (its region
// and headline) is then the page's content and the thread goes. Markup only: no word of any language.
import type { Block } from '../../blocks/block.js';
import { blocksUnder } from '../../blocks/block-ancestry.js';
import { underMatching } from '../../html/tree-order.js';
import { findHeadline } from '../../metadata/headline.js';
import { isCommentNamed } from './comment-names.js';
import type { ArticleRegion } from './region.js';

export interface ShortPostParams {
  /**
   * On a page not taken as an article whose comment-named containers hold at least this share of the kept
   * words, a short article region outside and before them is kept and the comments go (0 = off).
   */
  articleShortPost?: number;
}

/** Fewer words than article mode's least region (`mode.ts`): the region article mode turned down. */
const MAX_POST_WORDS = 25;

export interface ShortPost {
  /** 1 for each block of the post (its region's visible blocks and its headline). */
  post: Uint8Array;
  /** 1 for each block under a comment-named container. */
  comments: Uint8Array;
}

/**
 * The short post and its comment thread, or null when the page is not one: no region, a region of 25 words or
 * more (article mode's case), one under a comment container or made of links, one after the thread, or a thread
 * holding less than `minShare` of the kept words.
 */
export function shortPost(
  blocks: readonly Block[],
  kept: readonly boolean[],
  regionOf: () => ArticleRegion | null,
  hidden: Uint8Array | null,
  minShare: number,
): ShortPost | null {
  if (minShare <= 0) return null;
  const comments = blocksUnder(blocks, isCommentNamed);
  let keptWords = 0;
  let commentWords = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!kept[i]) continue;
    keptWords += blocks[i].words;
    if (comments[i]) commentWords += blocks[i].words;
  }
  if (keptWords === 0 || commentWords < minShare * keptWords) return null;
  // Only now the region: most pages keep no comments.
  const region = regionOf();
  if (!region || underMatching(region.top, isCommentNamed, new Map())) return null;
  let words = 0;
  let linkWords = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!region.inside[i] || hidden?.[i]) continue;
    words += blocks[i].words;
    linkWords += blocks[i].linkWords;
  }
  if (words === 0 || words >= MAX_POST_WORDS || linkWords * 2 > words) return null;
  // The thread follows the post: a comment kept above the region means the region is not its post.
  const first = region.inside.indexOf(1);
  for (let i = 0; i < first; i++) if (kept[i] && comments[i]) return null;
  const post = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) if (region.inside[i] && !hidden?.[i] && !comments[i]) post[i] = 1;
  // Its headline (`headline.ts`), which may lie outside the region: a date and a photo under a title.
  const headline = findHeadline(blocks, first);
  if (headline >= 0 && !comments[headline] && !hidden?.[headline]) post[headline] = 1;
  return { post, comments };
}
