// A kept run of entries can be a forum thread's posts on a page that declares no thread (vBulletin's
// `li.postbit`, a board's `li.DiscussionBoard-item`). Such a run is no listing: the other titled grids in its
// `<main>` ("Similar threads", "Trending topics") are the board's furniture, not more of its entries, so
// `main-runs.ts` must not bring them back. A thread's posts show it in their markup: each carries its member's
// signature or a poster details panel (rank, join date, post count), named so by the forum software, which a
// listing's cards never do. Markup only, language-neutral.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { type EntriesRun, entryOf } from './entries.js';
import { underNamedContainers } from './named-containers.js';
import { isPosterDetails } from './poster-details.js';
import { isSignatureContainer } from './thread.js';

export interface ThreadRunParams {
  /**
   * A kept run whose entries hold a post signature or a poster's details in at least this many entries is a
   * thread's posts, and no other grid joins it as more entries (`main-runs.ts`); 0 = off.
   */
  threadRunNoMainRuns?: number;
}

/** Whether at least `least` of the run's entries hold a post signature or a poster details panel. */
export function runIsPosts(blocks: readonly Block[], run: EntriesRun, least: number): boolean {
  if (least <= 0) return false;
  const marked = underNamedContainers(
    blocks,
    null,
    (e) => isSignatureContainer(e, false) || isPosterDetails(e),
    0.5,
  );
  const roots = new Set<ElementNode>(run.roots);
  const entries = new Set<ElementNode>();
  for (let i = 0; i < blocks.length; i++) {
    if (!marked[i] || !run.inside[i]) continue;
    const e = entryOf(blocks[i].node, roots);
    if (e) entries.add(e);
    if (entries.size >= least) return true;
  }
  return false;
}
