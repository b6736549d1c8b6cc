// A listing's intro: a category or collection page opens with its name heading and a few lines that say what
// the list holds ("Monitor arms. Choose the right arm for your application."), then the grid. The CRF drops
// many of them (short, above a grid, unlike an article's paragraphs), and the listing's gold keeps them. When
// the page's run of entries is kept, the blocks from the page's first `<h1>` down to the run, inside the
// smallest element holding both, come back unless they are links, controls or menus (a sort bar, a filter
// form, breadcrumbs are links or forms, and their separators hold no word). A shop's toolbar between the
// intro and the grid is no form when a script drives it: a "Filter" button, a custom sort box showing
// "Sort: Best Match" over a `<select>`, "View: 30 | 90 results per page" buttons. Its labels are spans beside
// the controls, so with `entriesIntroControls` a block is no intro when the smallest element around it that
// holds a form control holds only short lines (a control row, not a paragraph with its "Shop now" button), or
// when it lies under a filter- or sort-named panel (`facets.ts`). A panel a script draws from plain divs names
// itself nowhere; its options, counts and sort labels are lines of one to three words the CRF is sure of, so
// with `entriesIntroShort` such a line comes back only below its own p(o) bound (headings always may).
import type { Block, Label } from '../blocks/block.js';
import { blockAncestry } from '../blocks/block-ancestry.js';
import { WORDY } from '../blocks/segments.js';
import { type ElementNode, findAll } from '../html/node.js';
import type { EntriesRun } from './entries.js';
import { isFacetNamed } from './facets.js';
import { blockSpans } from './page-structure.js';

export interface ListingIntroParams {
  /** Blocks of a kept listing's intro come back when p(o) is below this (0 = off). */
  entriesIntro?: number;
  /**
   * A block is no intro when the smallest element around it holding a form control holds no block of more
   * than this many words, or when it lies under a filter- or sort-named panel (0 = off).
   */
  entriesIntroControls?: number;
  /**
   * A block of at most `SHORT_WORDS` words below the `<h1>`, not a heading (a filter's option, a sort box's
   * label, a result count), comes back only when p(o) is below this (0 = off): the CRF is sure of such toolbar
   * lines, while the intro lines the golds keep are sentences; headings name the list or its sections.
   */
  entriesIntroShort?: number;
}

/** Words of a block `entriesIntroShort` holds to its own p(o) bound. */
const SHORT_WORDS = 3;

/** Form controls a toolbar is built of. */
const CONTROLS: ReadonlySet<string> = new Set(['button', 'select', 'input', 'textarea']);
const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** A control row is small: elements above this many words are not looked into. */
const ROW_WORDS = 100;

/**
 * 1 for each block below `common` that lies in a control row or a filter panel (see `entriesIntroControls`),
 * in no box holding the heading block `h1`; only the blocks `want` accepts are looked at.
 */
function controlRowBlocks(
  blocks: readonly Block[],
  common: ElementNode,
  h1: number,
  maxWords: number,
  want: (i: number) => boolean,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const { elements, parent, blockElement } = blockAncestry(blocks);
  const { first, last } = blockSpans(blocks);
  for (let i = 0; i < blocks.length; i++) {
    if (!want(i)) continue;
    for (let k = blockElement[i]; k >= 0 && elements[k] !== common; k = parent[k]) {
      const e = elements[k];
      if (isFacetNamed(e)) {
        marks[i] = 1;
        break;
      }
      // A box holding the page's heading is its header or hero (a tagline and checkmark lines beside a
      // "Get a demo" button), not a toolbar.
      if (first[k] <= h1 && h1 <= last[k]) break;
      let words = 0;
      let longest = 0;
      for (let j = first[k]; j <= last[k] && words <= ROW_WORDS; j++) {
        words += blocks[j].words;
        if (blocks[j].words > longest) longest = blocks[j].words;
      }
      if (words > ROW_WORDS) break;
      if (findAll(e, CONTROLS).length > 0) {
        if (longest <= maxWords) marks[i] = 1;
        break;
      }
    }
  }
  return marks;
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
  controlWords = 0,
  shortBelow = 0,
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
  const candidate = (i: number) => {
    const b = blocks[i];
    return (
      i >= h1 &&
      i < first &&
      out[i] === 'o' &&
      pO[i] < below &&
      b.linkWords * 2 < b.words &&
      WORDY.test(b.text) &&
      !b.containers.some((c) => NOT_INTRO.has(c))
    );
  };
  // A heading is the list's name, whatever control sits beside it.
  const isHeading = (i: number) => blocks[i].containers.some((c) => HEADINGS.has(c));
  const controlLabel = (i: number) => candidate(i) && !isHeading(i);
  const controls = controlWords > 0 ? controlRowBlocks(blocks, common, h1, controlWords, controlLabel) : null;
  for (let i = h1; i < first; i++) {
    if (!candidate(i) || controls?.[i]) continue;
    const b = blocks[i];
    if (shortBelow > 0 && b.words <= SHORT_WORDS && pO[i] >= shortBelow && !isHeading(i)) continue;
    let e: ElementNode | null = b.node;
    while (e && e !== common) e = e.parent?.kind === 'element' ? e.parent : null;
    if (e) out[i] = label(i);
  }
}
