// A run of alike sibling containers can be a page's layout columns rather than a listing: an old news site's
// `body > div` header, navigation, story and footer boxes, a table layout's rows, a blog template's columns. The
// run search takes them for entries and the listing step keeps them whole, so the page's every menu and footer
// comes with the story. A listing's entries are of a size; when one entry holds most of the run's words (the one
// with the story in it), the run is no listing and the page's other steps (article mode, the fallback region)
// decide. Structure only.
import type { Block } from '../blocks/block.js';
import type { EntriesRun } from './entries.js';
import { runShape } from './listing-page.js';

export interface EntriesColumnsParams {
  /** A run one of whose entries holds more than this share of its words is no listing (0 = off). */
  entriesSkipColumns?: number;
}

/** Whether the run is the page's layout columns (see `EntriesColumnsParams`). */
export function runIsColumns(
  blocks: readonly Block[],
  run: EntriesRun,
  params: EntriesColumnsParams,
): boolean {
  const share = params.entriesSkipColumns ?? 0;
  if (share <= 0) return false;
  const { words, largest } = runShape(blocks, run);
  return words > 0 && largest > share * words;
}
