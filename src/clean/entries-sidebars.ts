// A run of alike sibling containers can be a blog's sidebar boxes rather than a listing: WordPress themes build
// every widget (about me, follow links, pages, categories, archives) as an `li.widget` of one list, and the run
// search takes them for entries, kept whole beside a two-line post. A run whose words lie mostly under a
// sidebar (`article/sidebars.ts`: an `<aside>`, role `complementary`, a class or id token `sidebar`) that holds
// at most 90 % of the page's words (not a page-wide wrapper) is no listing: the page's other
// steps decide. Markup only.
import type { Block } from '../blocks/block.js';
import { blockSidebars } from './article/sidebars.js';
import { type EntriesRun, runShareIn } from './entries.js';

export interface EntriesSidebarsParams {
  /** A run of entries whose words under a sidebar are at least this share of its own is none (0 = off). */
  entriesSkipSidebars?: number;
}

/** Whether the run is mostly a sidebar's boxes (see `EntriesSidebarsParams`). */
export function runInSidebar(
  blocks: readonly Block[],
  run: EntriesRun,
  params: EntriesSidebarsParams,
): boolean {
  const share = params.entriesSkipSidebars ?? 0;
  return share > 0 && runShareIn(blocks, run, blockSidebars(blocks)) >= share;
}
