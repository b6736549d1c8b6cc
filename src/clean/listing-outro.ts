// A listing's closing text: a shop's category page often ends its grid with a buying guide, a few paragraphs on
// what the category holds, or its FAQ answers ("What in the world is an everyday shoe? …"), written in the
// page's main column below the grid. The CRF drops most of it (it follows a long run of short card fields, as a
// footer does), and the golds keep it as they keep the intro above the grid (`listing-intro.ts`). When the page's
// run of entries is kept, a dropped block after the run's last block, inside the smallest element holding both
// the page's first `<h1>` above the run and the run (the page's main column, not the body), comes back when it is
// a sentence's length (`entriesOutro` words or more), mostly not links, and under no menu, form, control or
// furniture landmark: the short lines after a grid are its pagination, a newsletter box, a "recently viewed"
// strip's fields; a closing box's heading comes back with its text (`lead-headings.ts`). Nor a block under a box
// between it and the column that names itself unlikely (Readability's words: readers' comments below a list, a
// newsletter popup, a second header) or a dialog (a modal's notice), nor one inside a second grid of linked cards
// (an element with at least two siblings built as it is, their parent holding a link for each: a teaser strip's,
// a slider's or a news site's headline list's cards).
import type { Block } from '../blocks/block.js';
import { WORDY } from '../blocks/segments.js';
import { type ElementNode, findAll } from '../html/node.js';
import { FURNITURE_AND_FORMS } from '../html/vocabulary.js';
import { isUnlikely } from './article/class-weight.js';
import { isDialogContainer } from './dialogs.js';
import { buildOf, type EntriesRun } from './entries.js';
import { NOT_INTRO } from './listing-intro.js';

export interface ListingOutroParams {
  /** A dropped block below a kept run of entries in its column comes back with at least this many words (0 = off). */
  entriesOutro?: number;
}

const parentOf = (e: ElementNode): ElementNode | null => (e.parent?.kind === 'element' ? e.parent : null);
const LINKS: ReadonlySet<string> = new Set(['a']);
/** Alike siblings (itself included) that make a grid's cards. */
const CARDS = 3;

/**
 * Whether `e` is one of a grid's linked cards: at least `CARDS` children of its parent built as it is, and as many
 * links under the parent as there are cards (a teaser list's `<dd>` lines beside their `<dt>` title links too).
 */
function isLinkedCard(e: ElementNode): boolean {
  const parent = parentOf(e);
  if (!parent) return false;
  const build = buildOf(e);
  let alike = 0;
  for (const c of parent.children) if (c.kind === 'element' && buildOf(c) === build) alike++;
  return alike >= CARDS && findAll(parent, LINKS).length >= alike;
}

/** A box below the column whose text is not the list's closing text. */
const notOutro = (e: ElementNode): boolean =>
  isUnlikely(e) || isDialogContainer(e, { dialogModalNamed: 1, dialogPrefixed: 1 }) || isLinkedCard(e);

/** 1 for each dropped block of the run's closing text (see the file's comment); `kept` marks the kept blocks. */
export function listingOutroBlocks(
  blocks: readonly Block[],
  run: EntriesRun,
  kept: readonly boolean[],
  minWords: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const first = run.inside.indexOf(1);
  const last = run.inside.lastIndexOf(1);
  if (minWords <= 0 || first <= 0 || run.roots.length === 0) return marks;
  let h1 = -1;
  for (let i = 0; i < first && h1 < 0; i++) if (blocks[i].containers.includes('h1')) h1 = i;
  if (h1 < 0) return marks;
  // Each box's verdict once: the candidates share their ancestors, and the card test counts a parent's links.
  const verdicts = new Map<ElementNode, boolean>();
  const notOutroOnce = (e: ElementNode): boolean => {
    let v = verdicts.get(e);
    if (v === undefined) {
      v = notOutro(e);
      verdicts.set(e, v);
    }
    return v;
  };
  const above = new Set<ElementNode>();
  for (let e: ElementNode | null = blocks[h1].node; e; e = parentOf(e)) above.add(e);
  let common: ElementNode | null = run.roots[0];
  while (common && !above.has(common)) common = parentOf(common);
  // Only the body holds both: the heading is not the list's, and what follows the run is the page's footer.
  if (!common || common.name === 'body' || common.name === 'html') return marks;
  for (let i = last + 1; i < blocks.length; i++) {
    const b = blocks[i];
    if (kept[i] || b.words < minWords || b.linkWords * 2 >= b.words || !WORDY.test(b.text)) continue;
    if (b.containers.some((c) => NOT_INTRO.has(c) || FURNITURE_AND_FORMS.has(c))) continue;
    let e: ElementNode | null = b.node;
    while (e && e !== common && !notOutroOnce(e)) e = parentOf(e);
    if (e === common) marks[i] = 1;
  }
  return marks;
}
