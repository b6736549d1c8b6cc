// A run of alike sibling containers can be a blog's column of widgets rather than a listing: each box a heading
// over a list of links (recent posts, categories, archives, a blogroll, "my writing"), built alike by the blog
// engine (TypePad's `div.module-typelist`), in a column the markup does not name a sidebar. The run search
// takes the boxes for entries and keeps them whole beside a post of 100 words. A run of 3+ entries, two thirds
// of them a heading followed by list items holding most of their other words, with half the run's words links,
// is no listing when the page holds running text outside it (blocks of 10+ words, at most 20 % of them links,
// that add up to `entriesSkipWidgets` words): the page's other steps decide, and with `entriesDropWidgets` its
// kept boxes go. A listing's cards hold their teasers, not lists; a directory of headed link lists with no text
// beside it stays one. Markup and structure only.
import type { Block } from '../blocks/block.js';
import { isProse } from '../blocks/prose.js';
import type { ElementNode } from '../html/node.js';
import { HEADINGS } from '../html/vocabulary.js';
import { type EntriesRun, entryOf } from './entries.js';

export interface EntriesWidgetsParams {
  /**
   * A run of headed link lists is no listing when the page's running text outside it adds up to this many
   * words (0 = off).
   */
  entriesSkipWidgets?: number;
  /** Such a run's kept blocks go too (1) or keep the page's other steps' labels (0). */
  entriesDropWidgets?: number;
}

const MIN_ENTRIES = 3;
const WIDGET_SHARE = 2 / 3;
const LIST_SHARE = 0.6;
const LINK_SHARE = 0.5;

/** Whether the run is a column of widget boxes beside the page's text (see `EntriesWidgetsParams`). */
export function runIsWidgets(
  blocks: readonly Block[],
  run: EntriesRun,
  params: EntriesWidgetsParams,
): boolean {
  const least = params.entriesSkipWidgets ?? 0;
  if (least <= 0 || run.roots.length < MIN_ENTRIES) return false;
  // The cheap tests first, with no allocation: most runs are links-light or have no text beside them.
  let runWords = 0;
  let runLinks = 0;
  let prose = 0;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (run.inside[i]) {
      runWords += b.words;
      runLinks += b.linkWords;
    } else if (isProse(b)) prose += b.words;
  }
  if (prose < least || runLinks < LINK_SHARE * runWords) return false;
  const roots = new Set(run.roots);
  // Per entry: whether its first text is a heading, and its words after it, under list items or not.
  const facts = new Map<
    ElementNode,
    { headed: boolean; listed: number; listBlocks: number; other: number }
  >();
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i]) continue;
    const b = blocks[i];
    const entry = entryOf(b.node, roots);
    if (!entry) continue;
    const f = facts.get(entry);
    if (!f) {
      facts.set(entry, { headed: HEADINGS.has(b.tag), listed: 0, listBlocks: 0, other: 0 });
      continue;
    }
    if (underListItem(b.node, entry)) {
      f.listed += b.words;
      f.listBlocks++;
    } else f.other += b.words;
  }
  let widgets = 0;
  for (const f of facts.values())
    if (f.headed && f.listBlocks >= 2 && f.listed >= LIST_SHARE * (f.listed + f.other)) widgets++;
  return widgets >= MIN_ENTRIES && widgets >= WIDGET_SHARE * run.roots.length;
}

/** Whether `node` lies under a list item inside `entry`. */
function underListItem(node: ElementNode, entry: ElementNode): boolean {
  for (let e: ElementNode | null = node; e && e !== entry; e = e.parent?.kind === 'element' ? e.parent : null)
    if (e.name === 'li') return true;
  return false;
}
