// Page-structure columns for the CRF: what the layout around a block says that its own markup context does
// not. A product card or a listing entry is one of many siblings built alike; an article paragraph sits
// below the page's headline and inside a landmark (main, article, role=main, itemprop=articleBody); a menu
// item is one of many alike siblings that hold little of the page's text. All of it is read in one
// pre-order pass over the page's elements and one memoized walk up from the blocks (each element visited
// once), so the columns stay linear on pages of any depth.
import type { Block } from '../../blocks/block.js';
import { Bins } from '../../blocks/features/discretize.js';
import { wordsOnNodes } from '../../blocks/node-words.js';
import { pageElements } from '../../blocks/page-elements.js';
import { entrySignature } from '../../clean/entries.js';
import { type ElementNode, getAttr, type ParentNode } from '../../html/node.js';
import { elementIndex, sumUpNumbers } from '../../html/tree-order.js';
import { emptyColumns } from './empty-columns.js';
import { rowsOfColumns } from './template.js';

/** Column names (read as `ctx.NAME` in a combined table). */
export const STRUCTURE_COLUMNS = ['rep', 'reps', 'land', 'h1', 'depth'] as const;

/** Fewest siblings built alike (tag and first class) that make a run of entries. */
const MIN_RUN = 4;
const RUN_SIZE_BINS = new Bins([4, 6, 10, 20, 50]);
const RUN_SHARE_BINS = new Bins([0, 0.05, 0.1, 0.2, 0.4, 0.7]);
const DEPTH_BINS = new Bins([0, 0.2, 0.4, 0.6, 0.8, 0.95]);

// Paragraph-level and phrasing elements: a run of them is running text or a table row's cells, not entries.
const NOT_ENTRIES = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'a',
  'b',
  'strong',
  'em',
  'i',
  'u',
  'small',
  'sup',
  'sub',
  'font',
  'br',
  'img',
  'label',
  'code',
  'abbr',
  'time',
  'td',
  'th',
  'option',
  'input',
  'button',
]);

// The nearest landmark (HTML element or ARIA role, and the schema.org article body) above a block.
const LANDMARK_TAG: Record<string, string> = {
  main: 'main',
  article: 'art',
  nav: 'nav',
  aside: 'aside',
  header: 'head',
  footer: 'foot',
};
const LANDMARK_ROLE: Record<string, string> = {
  main: 'main',
  article: 'art',
  navigation: 'nav',
  complementary: 'aside',
  banner: 'head',
  contentinfo: 'foot',
  search: 'nav',
};

function landmarkOf(e: ElementNode): string | null {
  const role = getAttr(e, 'role');
  if (role) {
    const r = LANDMARK_ROLE[role.trim().toLowerCase()];
    if (r) return r;
  }
  const prop = getAttr(e, 'itemprop');
  if (prop && /\barticleBody\b/i.test(prop)) return 'art';
  return LANDMARK_TAG[e.name] ?? null;
}

interface Run {
  size: string;
  share: string;
}

const NO_RUN: Run = { size: '-', share: '-' };

/** What lies above an element: the nearest run and landmark, and its depth below the root (the root: 0). */
interface Above {
  run: Run;
  land: string;
  depth: number;
}
const FURNITURE = new Set(['nav', 'head', 'foot', 'aside']);

/**
 * What lies above `start`, memoized in `above` (indexed by `elementIndex`: each element walked once); `path` is
 * scratch space. A module
 * function, not a closure made per page: V8 holds optimized code weakly, and a per-page closure's went with
 * the page at each full GC, to be compiled again.
 */
function resolveAbove(
  start: ElementNode,
  above: (Above | undefined)[],
  path: ParentNode[],
  runOf: ReadonlyMap<ParentNode, Run>,
): Above {
  let e: ParentNode | null = start;
  let known: Above | undefined;
  for (; e; e = e.parent) {
    known = above[elementIndex(e)];
    if (known) break;
    path.push(e);
  }
  let run = known ? known.run : NO_RUN;
  let land = known ? known.land : '-';
  let d = known ? known.depth : -1;
  for (let k = path.length - 1; k >= 0; k--) {
    const x = path[k];
    d++;
    if (x.kind === 'element') {
      run = runOf.get(x) ?? run;
      land = landmarkOf(x) ?? land;
    }
    known = { run, land, depth: d };
    above[elementIndex(x)] = known;
  }
  path.length = 0;
  return known!;
}

/** The structure columns of every block, one row of `STRUCTURE_COLUMNS.length` values per block. */
export function structureFeatures(blocks: readonly Block[]): string[][] {
  return rowsOfColumns(structureColumns(blocks), blocks.length);
}

/** `structureFeatures` column by column (`values[c][i]`), without a row array per block. */
export function structureColumns(blocks: readonly Block[]): string[][] {
  const n = blocks.length;
  if (n === 0) return STRUCTURE_COLUMNS.map(() => []);
  const { own, total } = wordsOnNodes(blocks);
  const order = pageElements(blocks);
  const words = sumUpNumbers(order, own);
  const denom = Math.max(total, 1);

  // Every element that is one of MIN_RUN or more siblings with text built alike: the run's size and share.
  const runOf = new Map<ParentNode, Run>();
  for (const parent of order) {
    if (parent.children.length < MIN_RUN || !words[elementIndex(parent)]) continue;
    // Most elements have fewer than MIN_RUN children with text: count before grouping.
    let candidates = 0;
    for (const c of parent.children)
      if (c.kind === 'element' && !NOT_ENTRIES.has(c.name) && words[elementIndex(c)] > 0) candidates++;
    if (candidates < MIN_RUN) continue;
    const groups = new Map<string, ElementNode[]>();
    for (const c of parent.children) {
      if (c.kind !== 'element' || NOT_ENTRIES.has(c.name) || !words[elementIndex(c)]) continue;
      const key = entrySignature(c);
      const g = groups.get(key);
      if (g) g.push(c);
      else groups.set(key, [c]);
    }
    for (const g of groups.values()) {
      if (g.length < MIN_RUN) continue;
      let w = 0;
      for (const e of g) w += words[elementIndex(e)];
      const run = { size: RUN_SIZE_BINS.label(g.length), share: RUN_SHARE_BINS.label(w / denom) };
      for (const e of g) runOf.set(e, run);
    }
  }

  // Nearest run and landmark above each block and its depth, memoized per element (each element walked once;
  // one array of records, not one per value).
  const above = new Array<Above | undefined>(order.length);
  const path: ParentNode[] = [];

  const at: Above[] = new Array(n);
  let maxDepth = 1;
  for (let i = 0; i < n; i++) {
    at[i] = resolveAbove(blocks[i].node, above, path, runOf);
    maxDepth = Math.max(maxDepth, at[i].depth);
  }
  // The page's headline: the first h1 outside page furniture (else the first h1).
  let h1 = -1;
  for (let i = 0; i < n && h1 < 0; i++) if (blocks[i].tag === 'h1' && !FURNITURE.has(at[i].land)) h1 = i;
  for (let i = 0; i < n && h1 < 0; i++) if (blocks[i].tag === 'h1') h1 = i;

  const columns = emptyColumns(STRUCTURE_COLUMNS.length, n);
  const [size, share, land, h1Column, depthColumn] = columns;
  for (let i = 0; i < n; i++) {
    const b = blocks[i];
    const { run, land: landmark, depth } = at[i];
    size[i] = run.size;
    share[i] = run.share;
    land[i] = landmark;
    h1Column[i] = h1Position(i, h1, b.tag === 'h1');
    depthColumn[i] = DEPTH_BINS.label(depth / maxDepth);
  }
  return columns;
}

/** Where block `i` lies relative to the headline block `h1` (-1: the page has none), in blocks. */
function h1Position(i: number, h1: number, isH1: boolean): string {
  if (h1 < 0) return 'none';
  if (i === h1 || (isH1 && Math.abs(i - h1) <= 2)) return 'h1';
  const d = i - h1;
  if (d < 0) return d >= -3 ? 'b3' : 'b';
  return d <= 3 ? 'a3' : d <= 15 ? 'a15' : 'a';
}
