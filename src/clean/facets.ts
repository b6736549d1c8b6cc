// A listing's filters: a shop's category or a search page shows, beside its grid, a panel of facets ("Brand",
// "Price Range", "$50 to $75 (25)", "Colors") and a sort bar. They are controls, not the list, and WCXB's gold
// leaves them out, but the CRF keeps many of their lines (short, not links, like an entry's fields). Every
// language names them in class and id words alike (`filters`, `facet-list`, `refinements`, `sort-by`). On a
// page whose run of entries is kept, the blocks under such a container outside the run go, unless it holds
// more than half of what was kept (a page wrapper named `filterable-…` is not matched; `has-filters` would be).
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import type { EntriesRun } from './entries.js';
import { nameWords, underNamedContainers } from './named-containers.js';

export interface FacetParams {
  /** On a page whose run of entries is kept, drop its filter and sort panels (0 = off, 1 = on). */
  entriesDropFacets?: number;
}

const FACET_WORDS = /(?:^| )(?:filters?|facets?|faceted|refine(?:ments?)?|sort ?by|sorting)(?: |$)/;
/** Elements never taken as a panel: the page itself and its main landmarks. */
const NEVER = new Set(['html', 'body', 'main']);

/** Whether the element is named a filter or sort panel (or one of its options) by class or id. */
export function isFacetNamed(e: ElementNode): boolean {
  return !NEVER.has(e.name) && FACET_WORDS.test(nameWords(e));
}

/** 1 for each kept block under a filter or sort panel that holds none of the run's entries. */
export function facetBlocks(blocks: readonly Block[], kept: readonly boolean[], run: EntriesRun): Uint8Array {
  // The run's entries and their ancestors: a panel never holds an entry (a grid wrapper named `filterable`).
  const aboveRun = new Set<ElementNode>();
  for (const r of run.roots)
    for (
      let e: ElementNode | null = r;
      e && !aboveRun.has(e);
      e = e.parent?.kind === 'element' ? e.parent : null
    )
      aboveRun.add(e);
  const test = (e: ElementNode) => !aboveRun.has(e) && isFacetNamed(e);
  const marks = underNamedContainers(blocks, kept, test, 0.5);
  for (let i = 0; i < blocks.length; i++) if (run.inside[i] || !kept[i]) marks[i] = 0;
  return marks;
}
