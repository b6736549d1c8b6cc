// A run of posts named as comments can be a forum thread's replies: forum software that marks its replies up as
// a page's comments (`section#comments`, schema.org Comment) under a first post it declares an article. A
// reader's comment under a news story carries no signature; a forum member's post does (`thread.ts`:
// `signature`, `signaturecontainer`, whole words). A run whose entries carry signatures is the thread's
// replies, not readers' comments, so it stays a run (the undeclared thread's rescue, `threadReplies`, then
// applies). Markup only.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { type EntriesRun, entryOf } from './entries.js';
import { underNamedContainers } from './named-containers.js';
import { isSignatureContainer } from './thread.js';

export interface SignedRepliesParams {
  /** A comment-named run with post signatures in at least this many entries stays a run (0 = off). */
  threadSignedReplies?: number;
}

/** Whether at least `params.threadSignedReplies` of the run's entries hold a post signature. */
export function runIsSignedReplies(
  blocks: readonly Block[],
  run: EntriesRun,
  params: SignedRepliesParams,
): boolean {
  const least = params.threadSignedReplies ?? 0;
  if (least <= 0) return false;
  const signed = underNamedContainers(blocks, null, (e) => isSignatureContainer(e, false), 0.5);
  const roots = new Set<ElementNode>(run.roots);
  const entries = new Set<ElementNode>();
  for (let i = 0; i < blocks.length; i++) {
    if (!signed[i] || !run.inside[i]) continue;
    const e = entryOf(blocks[i].node, roots);
    if (e) entries.add(e);
  }
  return entries.size >= least;
}
