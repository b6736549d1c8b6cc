// A listing's intro: a category or collection page opens with its name heading and a few lines that say what
// the list holds ("Monitor arms. Choose the right arm for your application."), then the grid. The CRF drops
// many of them (short, above a grid, unlike an article's paragraphs), and the listing's gold keeps them. When
// the page's run of entries is kept, the blocks from the page's first `<h1>` down to the run, inside the
// smallest element holding both, come back unless they are links, controls or menus (a sort bar, a filter
// form, breadcrumbs are links or forms, and their separators hold no word).
import type { Block, Label } from '../blocks/block.js';
import { WORDY } from '../blocks/segments.js';
import type { ElementNode } from '../html/node.js';
import type { EntriesRun } from './entries.js';

export interface ListingIntroParams {
  /** Blocks of a kept listing's intro come back when p(o) is below this (0 = off). */
  entriesIntro?: number;
}

/** Containers whose text is never an intro: menus, controls, forms. */
export const NOT_INTRO = new Set(['nav', 'aside', 'form', 'select', 'button', 'menu', 'label', 'option']);

/**
 * Restores in `out` (in place) the intro blocks of a kept run (see `ListingIntroParams`); `label(i)` is the
 * content label a restored block takes.
 */
export function keepListingIntro(
  blocks: readonly Block[],
  run: EntriesRun,
  pO: Float64Array,
  below: number,
  out: Label[],
  label: (i: number) => Label,
): void {
  const first = run.inside.indexOf(1);
  if (first <= 0) return;
  let h1 = -1;
  for (let i = 0; i < first && h1 < 0; i++) if (blocks[i].containers.includes('h1')) h1 = i;
  if (h1 < 0) return;
  const above = new Set<ElementNode>();
  for (let e: ElementNode | null = blocks[h1].node; e; e = e.parent?.kind === 'element' ? e.parent : null)
    above.add(e);
  let common: ElementNode | null = run.roots[0];
  while (common && !above.has(common)) common = common.parent?.kind === 'element' ? common.parent : null;
  // No element below the document holds both, or only the page's body: the heading is not the list's.
  if (!common || common.name === 'body' || common.name === 'html') return;
  for (let i = h1; i < first; i++) {
    const b = blocks[i];
    if (out[i] !== 'o' || pO[i] >= below || b.linkWords * 2 >= b.words || !WORDY.test(b.text)) continue;
    if (b.containers.some((c) => NOT_INTRO.has(c))) continue;
    let e: ElementNode | null = b.node;
    while (e && e !== common) e = e.parent?.kind === 'element' ? e.parent : null;
    if (e) out[i] = label(i);
  }
}
