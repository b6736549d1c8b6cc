// Table analysis (Kitten §3.1): every <table> in pre-order with its grid size; leaf tables classified as data
// or layout by a logistic model (issue 10); the cells of data tables typed by a second tree, fixed up by rules, and
// written as lines: the paper's sentences (`linearize.ts`) or rows of cells (`rows.ts`).
import type { DocumentNode, ElementNode } from '../../html/node.js';
import { MAX_PAGE_SLOTS, MAX_TABLE_SLOTS } from '../../limits.js';
import { predict } from '../../ml/tree.js';
import { type Scope, type TableText, tableTextOf } from '../../options.js';
import { cleanGrid } from './clean-grid.js';
import { cellFeatures, insideForm, TABLE_FEATURES, tableFeatures } from './features.js';
import { buildGrid, cellElementCount, findTables, sourceOrderRows, type TableGrid } from './grid.js';
import { linearizeTable } from './linearize.js';
import { bundledTableModel, predictTableKind, type TableModel } from './model.js';
import { dataScore, fixRoles, guessRoles } from './roles.js';
import { tableRowLines } from './rows.js';
import type { CellRole, TableAnalysis, TableInfo } from './types.js';
import { isDayNumber, isWeekday } from './value-types.js';

export interface AnalyzeOptions {
  tables: boolean;
  /** How a data table's lines read (`tableTextOf`); without it, the paper's sentences. */
  tableText?: TableText;
  scope?: Scope;
  /** A model to use instead of the bundled one (tests, training); null forces the rule-based fallback. */
  tableModel?: TableModel | null;
}

/**
 * Header-to-data links need two rows, two columns and some content: smaller tables (figures with a caption,
 * one-column menus, a lone label and value) are read as ordinary text, whatever the tree says.
 */
export function tooSmallForData(sourceGrid: TableGrid): boolean {
  // Judged on the cleaned grid: a spacer column does not make a one-column list two columns wide.
  const grid = cleanGrid(sourceGrid);
  return grid.rows < 2 || grid.cols < 2 || grid.cells.filter((c) => c.text.length > 0).length < 3;
}

/**
 * A month calendar (the guideline: layout): seven columns whose filled cells are mostly day numbers, under a
 * weekday row (in the first three rows: a month title or a prev/next bar may sit above it), or holding at
 * least 20 different days without one. A week plan under Monday…Sunday holds text, not day numbers, and a
 * sports table of small numbers has neither a weekday row nor 20 different numbers: both stay with the tree.
 */
export function isCalendar(sourceGrid: TableGrid): boolean {
  const grid = cleanGrid(sourceGrid);
  if (grid.cols !== 7 || grid.rows < 3) return false;
  const full = grid.cells.filter((c) => c.text.length > 0);
  const weekdays = full.filter((c) => c.row < 3 && isWeekday(c.text)).length;
  const days = full.filter((c) => isDayNumber(c.text));
  if (days.length < (full.length - weekdays) * 0.6) return false;
  return weekdays >= 5 || new Set(days.map((c) => c.text)).size >= 20;
}

/** Share of a table's cells holding form controls above which it is a form laid out in a table (layout). */
const FORM_CELL_SHARE = 0.05;

/**
 * Tables the pipeline calls layout whatever the tree says: too small for header-to-data links, a month
 * calendar, or a form laid out in a table (the labelling guideline's layout guard; on the labels, 124 of the 133 tables above the
 * share are layout).
 */
export function layoutGuard(grid: TableGrid): boolean {
  if (tooSmallForData(grid)) return true;
  if (isCalendar(grid)) return true;
  const n = grid.cells.length;
  return n > 0 && grid.cells.filter((c) => c.controls > 0).length / n > FORM_CELL_SHARE;
}

export function classifyTable(grid: TableGrid, depth: number, model: TableModel | null): 'data' | 'layout' {
  // The guard first: most tables of a page are small layout tables, whose features are then not computed.
  if (layoutGuard(grid)) return 'layout';
  const f = tableFeatures(grid, { depth, hasForm: insideForm(grid.table) });
  if (model) return predictTableKind(model.table, f);
  const named: Record<string, number> = {};
  TABLE_FEATURES.forEach((n, i) => {
    named[n] = f[i];
  });
  return dataScore(named) > 0 ? 'data' : 'layout';
}

export function typeCells(grid: TableGrid, model: TableModel | null): CellRole[] {
  if (!model) return guessRoles(grid);
  const roles = cellFeatures(grid).map((x) => predict(model.cell, x) as CellRole);
  return fixRoles(grid, roles);
}

/** Text of every grid slot (spans expanded; slots no cell covers are empty). */
export function slotTexts(grid: TableGrid): string[][] {
  const out: string[][] = [];
  for (let r = 0; r < grid.rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < grid.cols; c++) {
      const id = grid.slots[r * grid.cols + c];
      row.push(id < 0 ? '' : grid.cells[id].text);
    }
    out.push(row);
  }
  return out;
}

/** Roles of every grid slot (spans expanded; slots no cell covers are neutral). */
export function slotRoles(grid: TableGrid, roles: readonly CellRole[]): CellRole[][] {
  const out: CellRole[][] = [];
  for (let r = 0; r < grid.rows; r++) {
    const row: CellRole[] = [];
    for (let c = 0; c < grid.cols; c++) {
      const id = grid.slots[r * grid.cols + c];
      row.push(id < 0 ? 'neutral' : roles[id]);
    }
    out.push(row);
  }
  return out;
}

/**
 * Every table of the page (`tables`), the lines of its data tables and their infos. `only`: the leaf tables to
 * read (the text format's, which shows the lines of the data tables that kept text sits in, nothing else);
 * the others are then left unclassified, their shape alone counted against the page's slot budget, so the
 * tables read get the grids, kinds and lines a whole analysis gives them.
 */
export function analyzeTables(
  doc: DocumentNode,
  opts: AnalyzeOptions,
  only: ReadonlySet<ElementNode> | null = null,
): TableAnalysis {
  const model = opts.tableModel === undefined ? bundledTableModel() : opts.tableModel;
  const lines = new Map<ElementNode, string[]>();
  const rows =
    tableTextOf({ tableText: opts.tableText ?? 'sentences', scope: opts.scope ?? 'main' }) === 'rows';
  const data = new Map<ElementNode, TableInfo>();
  let pageSlots = MAX_PAGE_SLOTS;
  const tables: TableInfo[] = findTables(doc).map((t) => {
    const budget = Math.max(Math.min(MAX_TABLE_SLOTS, pageSlots), cellElementCount(t.el));
    const read = t.leaf && opts.tables && (only === null || only.has(t.el));
    const grid = buildGrid(t.el, read, budget);
    pageSlots = Math.max(0, pageSlots - grid.slots.length);
    const info: TableInfo = {
      index: t.index,
      leaf: t.leaf,
      kind: null,
      rows: grid.rows,
      cols: grid.cols,
      cells: null,
      texts: null,
    };
    if (!read) return info;
    info.kind = classifyTable(grid, t.depth, model);
    if (info.kind === 'data') {
      const roles = typeCells(grid, model);
      // Rows of the JSON in source order (one per <tr>), texts beside their roles.
      info.cells = sourceOrderRows(grid, slotRoles(grid, roles));
      info.texts = sourceOrderRows(grid, slotTexts(grid));
      data.set(t.el, info);
      const text = rows ? tableRowLines(grid) : linearizeTable(grid, roles);
      if (text.length > 0) lines.set(t.el, text);
    } else if (only === null) {
      info.cells = slotRoles(
        grid,
        grid.cells.map(() => 'neutral'),
      );
    }
    return info;
  });
  return { tables, lines, data };
}
