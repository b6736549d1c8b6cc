// The main region (`AutoParams.mainShare`) is the element holding most of the kept words. On a short blog post
// with a long thread of readers' comments the CRF keeps, that element is the comment list, and the post itself,
// outside it, was dropped before article mode could look at it (article mode then found too few words left).
// Words under containers named as comments (`article/comment-names.ts`, class or id words alone) are not counted
// when choosing the main region, so long as a few kept words lie outside them: a page whose only text is its
// comments (a discussion page) keeps choosing among them. Markup only.
import type { Block, Label } from '../blocks/block.js';
import { isCommentNamed } from './article/comment-names.js';
import { underNamedContainers } from './named-containers.js';

export interface MainCommentsParams {
  /**
   * Kept words (outside links) under comment-named containers do not count toward the main region when at least
   * this many kept words (outside links) lie outside them (0 = off).
   */
  mainSkipComments?: number;
}

/** 1 for each block whose words the main region's choice leaves out, or null when none is. */
export function mainRegionSkips(
  blocks: readonly Block[],
  out: readonly Label[],
  params: MainCommentsParams,
): Uint8Array | null {
  const minLeft = params.mainSkipComments ?? 0;
  if (minLeft <= 0) return null;
  const kept = out.map((l) => l !== 'o');
  // Any share: here the comments are expected to hold most of the kept words.
  const marks = underNamedContainers(blocks, kept, isCommentNamed, 1, true);
  let left = 0;
  let marked = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!kept[i]) continue;
    const w = blocks[i].words - blocks[i].linkWords;
    if (marks[i]) marked += w;
    else left += w;
  }
  return marked > 0 && left >= minLeft ? marks : null;
}
