// A declared thread's posts by their text: forum software that marks a thread up as a schema.org
// DiscussionForumPosting often spells out each post's text in its JSON-LD (`text`, `articleBody`, its
// Comments' `text`). A block whose words all appear, in order, in one of those texts is part of a post, whatever
// the CRF made of it: the first post of a thread that looks like a lone short paragraph next to a large
// consent dialog, a reply among the user badges. A block of a few words ("Thanks!") could match anywhere,
// so only blocks of `declaredPostsMinWords` words or more count.
import type { Block } from '../blocks/block.js';

export interface DeclaredPostParams {
  /** Least words of a block matched against the declared posts' texts (0 = off). */
  declaredPosts?: number;
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
