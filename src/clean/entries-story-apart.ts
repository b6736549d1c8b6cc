// A run of entries beside a dated story is no listing. On an old news or blog page that declares nothing, the
// page's largest run is often a box of other stories' links, a widget column or a footer's tag columns, and the
// page is kept as that run while its story, a short post, goes (Dragnet, L3S-GN1). Such a run lies apart from the
// article region (neither holds the other), the CRF gives it up as boilerplate (mean p(o) of its words at least
// `entriesSkipStoryApart`), its words are mostly links and it holds less than half the page's words, while the
// region is a story: dated (a short date line in or right around it, `article/dated-region.ts`), or the page
// declares og:type article and shows a date. A listing's grid beside its category text carries no date by that
// text. The page's other steps then decide. Markup, counts and dates only.
import type { Block } from '../blocks/block.js';
import { isInside } from '../html/node.js';
import { datedRegion } from './article/dated-region.js';
import type { ArticleRegion } from './article/region.js';
import type { EntriesRun } from './entries.js';
import { showsDate } from './page-date.js';
import type { PageSignals } from './page-kind.js';

export interface EntriesStoryApartParams {
  /** A run apart from a dated story's region whose mean p(o) is at least this is none (0 = off). */
  entriesSkipStoryApart?: number;
}

/** The run's words that are links, at least. */
const LINK_SHARE = 0.4;
/** The run's words, as a share of the page's, below. */
const PAGE_SHARE = 0.5;

/** Whether the run is other pages' links beside a dated story (see `EntriesStoryApartParams`). */
export function runBesideStory(
  blocks: readonly Block[],
  run: EntriesRun,
  pO: ArrayLike<number>,
  regionOf: () => ArticleRegion | null,
  signals: PageSignals,
  params: EntriesStoryApartParams,
): boolean {
  const least = params.entriesSkipStoryApart ?? 0;
  if (least <= 0 || run.roots.length === 0) return false;
  let words = 0;
  let links = 0;
  let o = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i]) continue;
    words += blocks[i].words;
    links += blocks[i].linkWords;
    o += pO[i] * blocks[i].words;
  }
  if (words === 0 || words >= PAGE_SHARE * run.pageWords || links < LINK_SHARE * words || o < least * words)
    return false;
  const region = regionOf();
  if (!region) return false;
  const parent = run.roots[0].parent;
  if (parent?.kind !== 'element' || isInside(parent, region.top) || isInside(region.top, parent))
    return false;
  for (let i = 0; i < blocks.length; i++) if (region.inside[i] && run.inside[i]) return false;
  return datedRegion(blocks, region.inside) || (signals.ogType === 'article' && showsDate(blocks));
}
