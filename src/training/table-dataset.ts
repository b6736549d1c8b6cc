// Training data for the table trees: pages of the development corpora, parsed with our html5 parser, their
// leaf tables' grids and features, and the hand labels of data/tables/labels.jsonl. Used by training and by
// the annotation helper only — never at extraction or test time on the corpora.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createDocument, type DocumentNode } from '../html/node.js';
import { MAX_TABLE_SLOTS } from '../limits.js';
import { DEFAULT_OPTIONS } from '../options.js';
import { loadPage } from '../pipeline.js';
import { cellFeatures, insideForm, tableFeatures } from '../structure/tables/features.js';
import { buildGrid, cellElementCount, findTables, type TableGrid } from '../structure/tables/grid.js';
import type { CellRole } from '../structure/tables/types.js';

export interface TableLabel {
  corpus: string;
  page: string;
  /** Pre-order index of the table among all tables of the html5 parse of the page. */
  index: number;
  kind: 'data' | 'layout';
  /** The page's site (registrable domain, see page-site.ts): cross-validation holds out whole sites. */
  site?: string;
  rows?: number;
  cols?: number;
  /** For data tables: the role of every grid slot. */
  cells?: CellRole[][];
  /** Who or what made the decision (`#@source` of decisions.txt). */
  source?: string;
}

export interface LeafTable {
  corpus: string;
  page: string;
  index: number;
  depth: number;
  grid: TableGrid;
  features: number[];
}

/** A corpus page through the pipeline's front half up to the html5 parse: no preclean, as the labels index
 * the tables of the page as parsed. A page the front half refuses has no tables. */
export function readPage(corporaDir: string, corpus: string, page: string): DocumentNode {
  const bytes = readPageBytes(corporaDir, corpus, page);
  const loaded = loadPage({ bytes }, DEFAULT_OPTIONS, { preclean: false });
  return loaded.status === 'ok' ? loaded.doc : createDocument();
}

/** The raw bytes of a corpus page (WCXB's inputs are gzipped: `NAME.html.gz`). */
export function readPageBytes(corporaDir: string, corpus: string, page: string): Uint8Array {
  const raw = readFileSync(join(corporaDir, corpus, 'input', page));
  return new Uint8Array(page.endsWith('.gz') ? gunzipSync(raw) : raw);
}

/** The leaf tables of one page's tree. */
export function leafTablesOf(doc: DocumentNode, corpus: string, page: string): LeafTable[] {
  const out: LeafTable[] = [];
  for (const t of findTables(doc)) {
    if (!t.leaf) continue;
    const grid = buildGrid(t.el, true, Math.max(MAX_TABLE_SLOTS, cellElementCount(t.el)));
    const features = tableFeatures(grid, { depth: t.depth, hasForm: insideForm(grid.table) });
    out.push({ corpus, page, index: t.index, depth: t.depth, grid, features });
  }
  return out;
}

/** Pages and sites kept out of training (the CI gate's, `data/gate-pages.tsv`: `corpus page site` per line). */
export interface ExcludedPages {
  /** `corpus/page` with the page's extension dropped (`cleaneval-dev/11`, `wcxb-dev/0022`). */
  pages: Set<string>;
  /** Sites (registrable domains); `-` means none. */
  sites: Set<string>;
}

export function readExcludedPages(path: string): ExcludedPages {
  const out: ExcludedPages = { pages: new Set(), sites: new Set() };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#') || line.startsWith('corpus\t')) continue;
    const [corpus, page, site] = line.split('\t');
    out.pages.add(`${corpus}/${pageStem(page)}`);
    if (site && site !== '-') out.sites.add(site);
  }
  return out;
}

/** True when a labelled table's page or site is excluded. */
export function isExcluded(
  ex: ExcludedPages | undefined,
  corpus: string,
  page: string,
  site: string,
): boolean {
  return !!ex && (ex.pages.has(`${corpus}/${pageStem(page)}`) || ex.sites.has(site));
}

const pageStem = (page: string) => page.replace(/\.x?html?(\.gz)?$/, '');

export function readLabels(path: string): TableLabel[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as TableLabel);
}

/** Cell roles (per cell of the grid) from a label's slot grid: each cell takes the role of its first slot. */
export function cellRolesFromSlots(grid: TableGrid, slots: CellRole[][]): CellRole[] | null {
  if (slots.length !== grid.rows || slots.some((r) => r.length !== grid.cols)) return null;
  return grid.cells.map((c) => slots[c.row][c.col]);
}

export { cellFeatures };
