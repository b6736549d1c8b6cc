// A listing often shows its entries in more than one grid built differently (a "featured" carousel above a
// paged grid, a second grid of cards below the first): the run search keeps the largest run only. When
// the page marks its main content (`<main>`, `role="main"`) and the kept run lies in it and holds a share of the
// page, the other runs of alike siblings in that same main element whose entries each hold a heading (titled
// cards, not a menu's or a filter's items), built of the kept entries' tag, are entries too. Outside menus,
// forms, footers and unlikely-named boxes. A page that marks no main element at all may let its `<body>` stand
// for one, from the kept run on (`entriesMainRunsBody`).

import type { Block } from '../blocks/block.js';
import { wordsOnNodes } from '../blocks/node-words.js';
import { pageElements } from '../blocks/page-elements.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { elementIndex, subtreeElements, sumUpNumbers } from '../html/tree-order.js';
import { FURNITURE_AND_FORMS } from '../html/vocabulary.js';
import { isUnlikely } from './article/class-weight.js';
import { buildOf, type EntriesParams, type EntriesRun } from './entries.js';
import { isFacetNamed } from './facets.js';
import { underNamedContainers } from './named-containers.js';

export interface MainRunsParams extends EntriesParams {
  /**
   * Share of a run's entries that must hold a heading for it to join the kept run as a second grid in the
   * same `<main>` (0 = off).
   */
  entriesMainRuns?: number;
  /**
   * The other run's entries are of the kept run's tag (1), of it and not a plain `<div>` (2), or any tag (0).
   */
  entriesMainRunsTag?: number;
  /**
   * Only when the kept run holds at least this share of the page's words: a small run beside a story is a
   * teaser box, and its neighbours more teasers (0 = any share).
   */
  entriesMainRunsShare?: number;
  /**
   * A run most of whose words lie under filter or sort panels or options named so (`facets.ts`) is no second
   * grid (1), or is taken as the others (0): a shop's filter groups, each a heading over its options, are built
   * like titled cards.
   */
  entriesMainRunsFacets?: number;
  /** The run's share is of the page's words outside furniture (`entriesPageFurniture`; 1) or of every word (0). */
  entriesMainRunsShown?: number;
  /**
   * On a page that marks no main element at all, its `<body>` stands for one (1), or the step does not run (0):
   * many page builders never write `<main>`, and their second grid is as much the listing's. With 2, only runs
   * after the kept run's first entry: above it, such a page's header holds menus built as titled columns.
   */
  entriesMainRunsBody?: number;
}

const HEADING = /^h[1-6]$/;

/** The page's main element above `e` (`<main>` or `role="main"`), or null. */
function mainAbove(e: ElementNode): ElementNode | null {
  for (let p = e.parent; p && p.kind === 'element'; p = p.parent) if (isMain(p)) return p;
  return null;
}

const isMain = (e: ElementNode) => e.name === 'main' || getAttr(e, 'role')?.trim().toLowerCase() === 'main';

/** The page's `<body>` above `e` when the page (`order`, its elements) marks no main element, or null. */
function bodyWithoutMain(e: ElementNode, order: readonly ParentNode[]): ElementNode | null {
  for (const x of order) if (x.kind === 'element' && isMain(x)) return null;
  for (let p = e.parent; p && p.kind === 'element'; p = p.parent) if (p.name === 'body') return p;
  return null;
}

function holdsHeading(e: ElementNode): boolean {
  for (const d of subtreeElements([e])) if (HEADING.test(d.name)) return true;
  return false;
}

/** 1 for each block of another titled run in the kept run's `<main>` (none when the run is outside one). */
export function mainRunBlocks(blocks: readonly Block[], run: EntriesRun, params: MainRunsParams): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const share = params.entriesMainRuns ?? 0;
  if (share <= 0 || run.roots.length === 0 || blocks.length === 0) return out;
  // The run's own tests first: most pages stop here, before the page's elements are read.
  const page = (params.entriesMainRunsShown ?? 0) > 0 ? run.shownWords : run.pageWords;
  if (run.words < (params.entriesMainRunsShare ?? 0) * page) return out;
  const sameTag = (params.entriesMainRunsTag ?? 0) > 0;
  const tag = run.roots[0].name;
  if ((params.entriesMainRunsTag ?? 0) > 1 && tag === 'div') return out;
  const order = pageElements(blocks);
  const marked = mainAbove(run.roots[0]);
  const body = (params.entriesMainRunsBody ?? 0) > 0 && !marked ? bodyWithoutMain(run.roots[0], order) : null;
  const main = marked ?? body;
  if (!main) return out;
  // With `entriesMainRunsBody` 2, the body's runs count from the kept run's first entry on.
  const from = body && (params.entriesMainRunsBody ?? 0) > 1 ? order.indexOf(run.roots[0]) : -1;
  const minEntries = params.entriesMin ?? 4;
  const minWords = params.entriesMinWords ?? 4;
  const { own } = wordsOnNodes(blocks);
  const words = sumUpNumbers(order, own);
  const inRun = subtreeElements(run.roots);
  const runAncestors = new Set<ElementNode>();
  for (let e = run.roots[0].parent; e && e.kind === 'element'; e = e.parent) runAncestors.add(e);
  // Blocks under a filter panel or option (the page's, not the run's: a panel holds less than half the page).
  const facets =
    (params.entriesMainRunsFacets ?? 0) > 0 ? underNamedContainers(blocks, null, isFacetNamed, 0.5) : null;
  const mostlyFacets = (r: readonly ElementNode[]) => {
    if (!facets) return false;
    const inside = subtreeElements(r);
    let all = 0;
    let marked = 0;
    for (let i = 0; i < blocks.length; i++)
      if (inside.has(blocks[i].node)) {
        all += blocks[i].words;
        if (facets[i]) marked += blocks[i].words;
      }
    return marked >= 0.5 * all;
  };
  const taken: ElementNode[] = [];
  const takenSet = new Set<ElementNode>();
  for (let k = 0; k < order.length; k++) {
    const parent = order[k];
    if (parent.kind !== 'element' || parent.children.length < minEntries) continue;
    if (inRun.has(parent) || runAncestors.has(parent)) continue;
    // Before the kept run and not above it: its siblings there lie wholly before its first entry.
    if (k < from) continue;
    // Inside the main element, below no furniture, unlikely box or run already taken.
    let inMain = false;
    let bad = false;
    for (let e: ElementNode | null = parent; e; e = e.parent?.kind === 'element' ? e.parent : null) {
      if (e === main) {
        inMain = true;
        break;
      }
      if (takenSet.has(e) || FURNITURE_AND_FORMS.has(e.name) || isUnlikely(e)) {
        bad = true;
        break;
      }
    }
    if (!inMain || bad) continue;
    const runs = new Map<string, ElementNode[]>();
    for (const c of parent.children) {
      if (c.kind !== 'element' || !words[elementIndex(c)]) continue;
      const key = buildOf(c);
      const r = runs.get(key);
      if (r) r.push(c);
      else runs.set(key, [c]);
    }
    for (const r of runs.values()) {
      if (r.length < minEntries || isUnlikely(r[0]) || (sameTag && r[0].name !== tag)) continue;
      const w = r.reduce((s, e) => s + words[elementIndex(e)], 0);
      if (w < minWords * r.length) continue;
      if (r.filter(holdsHeading).length < share * r.length || mostlyFacets(r)) continue;
      for (const e of r) {
        taken.push(e);
        takenSet.add(e);
      }
    }
  }
  if (taken.length === 0) return out;
  const inside = subtreeElements(taken);
  for (let i = 0; i < blocks.length; i++) if (inside.has(blocks[i].node)) out[i] = 1;
  return out;
}
