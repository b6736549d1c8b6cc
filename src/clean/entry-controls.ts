// Controls inside a listing's entries: a card often carries its own small form, menu or button row ("Save this
// event: …", "Share this event: …", a quantity picker, a newsletter form in a page builder's section taken for an
// entry). The run keeps all of an entry's text, and the CRF, which saw the entry's fields as content, keeps these
// too; WCXB's gold leaves them out, as it keeps an entry's title, teaser and date. A control holding most of its
// entry is the entry itself (a card built as one `<button>` or `<form>`), so only a smaller one goes; an
// accordion's button, or one holding a heading, is the question of the panel it opens, not a control.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { isDisclosureButton } from './article/clean-conditionally.js';
import type { EntriesRun } from './entries.js';

export interface EntryControlParams {
  /**
   * Kept blocks under a control element (`form`, `button`, `select`, `nav`, `menu`) inside an entry of a kept
   * run go when the control holds at most this share of its entry's words (0 = off).
   */
  entriesDropControls?: number;
}

/** Elements that are controls or furniture whatever their class, below an entry's own element. */
const CONTROLS = new Set(['form', 'button', 'select', 'nav', 'menu']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const parentOf = (e: ElementNode): ElementNode | null => (e.parent?.kind === 'element' ? e.parent : null);

/** 1 for each kept block of the run under a control smaller than `share` of its entry. */
export function entryControlBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  run: EntriesRun,
  share: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const roots = new Set<ElementNode>(run.roots);
  // Words under each element of an entry (the entry's root included), every block of the run counted.
  const words = new Map<ElementNode, number>();
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i]) continue;
    for (let e: ElementNode | null = blocks[i].node; e; e = parentOf(e)) {
      words.set(e, (words.get(e) ?? 0) + blocks[i].words);
      if (roots.has(e)) break;
    }
  }
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i] || !kept[i]) continue;
    const controls: ElementNode[] = [];
    let heading = false;
    let e: ElementNode | null = blocks[i].node;
    for (; e && !roots.has(e); e = parentOf(e)) {
      if (HEADINGS.has(e.name)) heading = true;
      else if (CONTROLS.has(e.name) && !heading && !isDisclosureButton(e, true)) controls.push(e);
    }
    const entryWords = e ? (words.get(e) ?? 0) : 0;
    if (controls.some((c) => (words.get(c) ?? 0) <= share * entryWords)) out[i] = 1;
  }
  return out;
}
