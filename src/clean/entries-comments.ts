// A run of alike sibling containers can be a blog post's parts rather than a listing: the post, its readers'
// comments, the reply form, each a `div` of the same build. The comments then hold nearly all of the run's words,
// and keeping the run whole keeps the thread beside a two-line post. A run whose words lie mostly under
// containers named as comments (`article/comment-names.ts`, class or id words alone) is no listing: the page's
// other steps (article mode, its comment step) decide. Markup only.
import type { Block } from '../blocks/block.js';
import { isCommentNamed } from './article/comment-names.js';
import { type EntriesRun, runShareIn } from './entries.js';
import { underNamedContainers } from './named-containers.js';

export interface EntriesCommentsParams {
  /** A run of entries whose words under comment-named containers are at least this share of its own is none (0 = off). */
  entriesSkipComments?: number;
}

/** Whether the run is mostly readers' comments (see `EntriesCommentsParams`). */
export function runIsComments(
  blocks: readonly Block[],
  run: EntriesRun,
  params: EntriesCommentsParams,
): boolean {
  const share = params.entriesSkipComments ?? 0;
  return (
    share > 0 && runShareIn(blocks, run, underNamedContainers(blocks, null, isCommentNamed, 1, true)) >= share
  );
}
