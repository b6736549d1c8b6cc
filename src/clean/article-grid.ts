// A list page that article mode took for its intro: a training-plan or course index whose prose intro
// Readability's scoring prefers, while its list of programmes (each a title link over a line of description)
// sits in a grid beside the intro, outside the region, and the CRF dropped it as link furniture. The run
// search took the intro's paragraphs for the page's run (they outweigh the grid), so no listing step sees
// the grid. On an undated page article mode took and whose run was not kept, a grid of titled entries
// outside every kept block comes back when it holds a share of the kept words (`articleGrid`).
// What sets it apart from an article's related-posts grid or a shop's product carousel: the page is undated
// (a story is dated), the grid's entries are blocks each holding a link and text outside it (not a menu,
// not a promo bar's spans), and the grid lies under no furniture, unlikely-named box (related, sidebar,
// footer), carousel or filter panel.

import type { Block } from '../blocks/block.js';
import { wordsOnNodes } from '../blocks/node-words.js';
import { pageElements } from '../blocks/page-elements.js';
import type { ElementNode, ParentNode } from '../html/node.js';
import { subtreeElements, sumUpNumbers } from '../html/tree-order.js';
import { FURNITURE_AND_FORMS } from '../html/vocabulary.js';
import { isUnlikely } from './article/class-weight.js';
import { isCarousel } from './carousels.js';
import { buildOf, isInlineEntry } from './entries.js';
import { isFacetNamed } from './facets.js';

export interface ArticleGridParams {
  /**
   * On an undated page taken as an article whose run of entries was not kept, a dropped grid of titled entries
   * outside the kept blocks comes back when its words reach this share of the kept words (0 = off).
   */
  articleGrid?: number;
  /** Fewest entries in such a grid (as `entriesMin`). */
  entriesMin?: number;
}

/** Fewest words per entry, on average: a title and a line of description, not a menu's items. */
const MIN_ENTRY_WORDS = 8;
/** The grid's share of words inside links: each title is one, its description is not. */
const MIN_LINKS = 0.03;
const MAX_LINKS = 0.5;
/** Share of the entries that must hold a link (the entry's title). */
const LINKED_ENTRIES = 0.8;
/** Largest share of the grid's words already kept: the grid is what article mode left out. */
const MAX_KEPT = 0.1;

/** 1 for each block of the page's dropped grids of titled entries (see the file's head). */
export function articleGridBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  params: ArticleGridParams,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const share = params.articleGrid ?? 0;
  if (share <= 0 || blocks.length === 0) return out;
  let keptWords = 0;
  for (let i = 0; i < blocks.length; i++) if (kept[i]) keptWords += blocks[i].words;
  if (keptWords === 0) return out;
  const minEntries = params.entriesMin ?? 4;
  const order = pageElements(blocks);
  const all = wordsOnNodes(blocks);
  const words = sumUpNumbers(order, all.own);
  const keptOn = sumUpNumbers(order, wordsOnNodes(blocks, kept).own);
  const linkOn = new Map<ParentNode, number>();
  for (const b of blocks) if (b.linkWords > 0) linkOn.set(b.node, (linkOn.get(b.node) ?? 0) + b.linkWords);
  const links = sumUpNumbers(order, linkOn);
  const bad = new Map<ElementNode, boolean>();
  const underBad = (e: ElementNode): boolean => {
    const known = bad.get(e);
    if (known !== undefined) return known;
    const p = e.parent?.kind === 'element' ? e.parent : null;
    const v =
      FURNITURE_AND_FORMS.has(e.name) ||
      isUnlikely(e) ||
      isCarousel(e) ||
      isFacetNamed(e) ||
      (p !== null && underBad(p));
    bad.set(e, v);
    return v;
  };
  const taken: ElementNode[] = [];
  for (const parent of order) {
    if (parent.kind !== 'element' || parent.children.length < minEntries) continue;
    if ((words.get(parent) ?? 0) < share * keptWords || underBad(parent)) continue;
    const runs = new Map<string, ElementNode[]>();
    for (const c of parent.children) {
      if (c.kind !== 'element' || !(words.get(c) ?? 0) || isInlineEntry(c)) continue;
      const key = buildOf(c);
      const r = runs.get(key);
      if (r) r.push(c);
      else runs.set(key, [c]);
    }
    for (const r of runs.values()) {
      if (r.length < minEntries || isUnlikely(r[0])) continue;
      const w = r.reduce((s, e) => s + (words.get(e) ?? 0), 0);
      if (w < share * keptWords || w < MIN_ENTRY_WORDS * r.length) continue;
      const k = r.reduce((s, e) => s + (keptOn.get(e) ?? 0), 0);
      const l = r.reduce((s, e) => s + (links.get(e) ?? 0), 0);
      if (k > MAX_KEPT * w || l < MIN_LINKS * w || l > MAX_LINKS * w) continue;
      if (r.filter((e) => (links.get(e) ?? 0) > 0).length < LINKED_ENTRIES * r.length) continue;
      for (const e of r) taken.push(e);
    }
  }
  if (taken.length === 0) return out;
  const inside = subtreeElements(taken);
  for (let i = 0; i < blocks.length; i++) if (inside.has(blocks[i].node)) out[i] = 1;
  return out;
}
