// A listing's entries: the main content of a listing, a collection or a search page is a run of sibling
// elements built alike (same tag and class: cards, rows, teasers), each a title link with a line or two. The
// CRF, trained on running text, drops much of it (short, link-dense blocks). The second pass finds the
// largest such run outside menus, headers and footers and keeps all of its text. Menus are runs too, of one
// or two words an entry: a run counts only when its entries hold some words each.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { elementsInOrder, rootOf, subtreeElements, sumUpNumbers, underMatching } from '../html/tree-order.js';
import { underUnlikely } from './article/class-weight.js';

export interface EntriesParams {
  /** Keep a listing's repeated entries (0 = off, 1 = on pages without an article region, 2 = on every page). */
  entries?: number;
  /** Fewest entries in a run. */
  entriesMin?: number;
  /** Fewest words per entry, on average. */
  entriesMinWords?: number;
  /** Fewest words of the run, as a share of the page's words. */
  entriesShare?: number;
  /** Blocks of the run are kept when p(o) is below this (1 = all of them). */
  entriesRescueBelow?: number;
}

/** Containers whose runs are page furniture, not content, whatever their class says. */
const FURNITURE = new Set(['nav', 'header', 'footer', 'aside', 'menu', 'select', 'form']);

function signature(e: ElementNode): string {
  const cls = getAttr(e, 'class') ?? '';
  // Entries of one run often differ by a modifier class (`card card--featured`): the first class names them.
  return `${e.name}.${cls.trim().split(/\s+/)[0] ?? ''}`;
}

const isFurniture = (e: ElementNode) => FURNITURE.has(e.name);

/** 1 for each block inside the page's main run of entries, or null when the page has none. */
export function repeatedEntries(blocks: readonly Block[], params: EntriesParams): Uint8Array | null {
  if (blocks.length === 0) return null;
  const minEntries = params.entriesMin ?? 4;
  const minWords = params.entriesMinWords ?? 4;
  const share = params.entriesShare ?? 0.2;
  const own = new Map<ParentNode, number>();
  let total = 0;
  for (const b of blocks) {
    own.set(b.node, (own.get(b.node) ?? 0) + b.words);
    total += b.words;
  }
  if (total === 0) return null;
  const order = elementsInOrder(rootOf(blocks[0].node));
  const words = sumUpNumbers(order, own);
  const unlikely = new Map<ParentNode, boolean>();
  const furniture = new Map<ParentNode, boolean>();
  let best: ElementNode[] | null = null;
  let bestWords = 0;
  for (const parent of order) {
    if ((words.get(parent) ?? 0) < share * total || parent.children.length < minEntries) continue;
    const runs = new Map<string, ElementNode[]>();
    for (const c of parent.children) {
      if (c.kind !== 'element' || !(words.get(c) ?? 0)) continue;
      const key = signature(c);
      const run = runs.get(key);
      if (run) run.push(c);
      else runs.set(key, [c]);
    }
    for (const run of runs.values()) {
      if (run.length < minEntries) continue;
      let w = 0;
      for (const e of run) w += words.get(e) ?? 0;
      if (w <= bestWords || w < share * total || w < minWords * run.length) continue;
      if (underMatching(parent, isFurniture, furniture) || underUnlikely(run[0], unlikely)) continue;
      best = run;
      bestWords = w;
    }
  }
  if (!best) return null;
  const inside = subtreeElements(best);
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) if (inside.has(blocks[i].node)) out[i] = 1;
  return out;
}
