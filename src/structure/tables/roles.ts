// Cell roles: a rule-based first guess (used to seed annotation and when no model is bundled) and the manual
// fix-ups Kitten applies after the cell tree (§3.1.2: "a cell identified as data while all the others on the
// same line were identified as header").
import { isNumericText } from './features.js';
import type { GridCell, TableGrid } from './grid.js';
import type { CellRole } from './types.js';

export const ROLES: readonly CellRole[] = [
  'header',
  'data',
  'neutral',
  'thema',
  'finalImportant',
  'finalNonImportant',
];

function emphasized(c: GridCell): boolean {
  return c.isTh || (c.text.length > 0 && c.emphChars >= c.text.length * 0.5);
}

/** Distinct cell ids along a row or a column. */
function line(grid: TableGrid, index: number, byRow: boolean): number[] {
  const out: number[] = [];
  const n = byRow ? grid.cols : grid.rows;
  let last = -2;
  for (let j = 0; j < n; j++) {
    const id = byRow ? grid.slots[index * grid.cols + j] : grid.slots[j * grid.cols + index];
    if (id >= 0 && id !== last) out.push(id);
    last = id;
  }
  return out;
}

/** Does line `a` (its non-empty cells) look like headers over line `b`? */
function headerLike(grid: TableGrid, a: number[], rest: number[][]): boolean {
  const cells = grid.cells;
  const full = a.filter((id) => cells[id].text.length > 0);
  if (full.length === 0) return false;
  if (full.every((id) => emphasized(cells[id]))) {
    // Emphasis is a header cue only when the rest is not emphasized the same way.
    const others = rest.flat().filter((id) => cells[id].text.length > 0);
    return others.length === 0 || others.filter((id) => emphasized(cells[id])).length < others.length * 0.5;
  }
  if (full.some((id) => isNumericText(cells[id].text))) return false;
  const others = rest.flat().filter((id) => cells[id].text.length > 0 && !a.includes(id));
  return (
    others.length > 0 && others.filter((id) => isNumericText(cells[id].text)).length >= others.length * 0.5
  );
}

/** First guess of the role of each cell (in `grid.cells` order). */
export function guessRoles(grid: TableGrid): CellRole[] {
  const { cells, rows, cols } = grid;
  const roles: CellRole[] = cells.map((c) => (c.text.length === 0 && c.images === 0 ? 'neutral' : 'data'));
  for (let i = 0; i < cells.length; i++) if (cells[i].isTh && roles[i] === 'data') roles[i] = 'header';
  if (rows < 2) return fixRoles(grid, roles);
  // Header row: the first row whose content differs from what follows (first rows below a full-width title).
  let r0 = 0;
  while (r0 < rows - 1) {
    const ids = line(grid, r0, true);
    if (ids.length === 1 && cells[ids[0]].colspan >= cols && cols > 1) r0++;
    else break;
  }
  const rowLines = Array.from({ length: rows }, (_, r) => line(grid, r, true));
  const colLines = Array.from({ length: cols }, (_, c) => line(grid, c, false));
  let bodyStart = r0;
  if (
    r0 < rows - 1 &&
    (cells.some((c) => c.section === 'thead') || headerLike(grid, rowLines[r0], rowLines.slice(r0 + 1)))
  ) {
    for (const id of rowLines[r0]) if (roles[id] === 'data') roles[id] = 'header';
    bodyStart = r0 + 1;
  }
  if (cols > 1) {
    const firstCol = colLines[0].filter((id) => cells[id].row >= bodyStart && roles[id] !== 'header');
    const restCols = colLines.slice(1).map((l) => l.filter((id) => cells[id].row >= bodyStart));
    const labels = firstCol.filter((id) => cells[id].text.length > 0);
    // A first column of `Key:` cells labels the row (key/value tables).
    const keyed = labels.length > 0 && labels.every((id) => cells[id].text.endsWith(':'));
    if (firstCol.length > 0 && (keyed || headerLike(grid, firstCol, restCols))) {
      for (const id of firstCol) if (roles[id] === 'data') roles[id] = 'header';
    }
  }
  return fixRoles(grid, roles);
}

/** Kitten's fix-ups of predicted roles. Mutates and returns `roles`. */
export function fixRoles(grid: TableGrid, roles: CellRole[]): CellRole[] {
  const { cells, rows, cols } = grid;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    const empty = c.text.length === 0 && c.images === 0;
    // Neutral means an empty cell; an empty cell carries nothing to read as header or title.
    if (empty && roles[i] !== 'data') roles[i] = 'neutral';
    if (!empty && roles[i] === 'neutral') roles[i] = 'data';
    // A full-width single cell: on the first row it titles the table, on the last it is a legend.
    if (!empty && cols > 1 && c.colspan >= cols && rows > 1) {
      if (c.row === 0) roles[i] = 'thema';
      else if (c.row + c.rowspan >= rows && roles[i] !== 'header') roles[i] = 'finalImportant';
    }
  }
  // A lone data cell among headers on its row (or column) is a header too.
  for (let r = 0; r < rows; r++) relabelLone(grid, line(grid, r, true), roles);
  for (let c = 0; c < cols; c++) relabelLone(grid, line(grid, c, false), roles);
  relabelRepeatedHeaders(grid, roles);
  return roles;
}

/**
 * A repeated header row is a header row (the labelling guideline): a row whose texts equal those of a row
 * typed header throughout (a thead repeated in the tfoot, or every twenty rows) is typed header too, so it
 * is never read as data and the linearizer says it only through the data cells below it.
 */
function relabelRepeatedHeaders(grid: TableGrid, roles: CellRole[]): void {
  const rowKey = (ids: number[]) =>
    ids
      .filter((id) => grid.cells[id].text.length > 0)
      .map((id) => grid.cells[id].text)
      .join('\u0000');
  const headerKeys = new Set<string>();
  const rows = Array.from({ length: grid.rows }, (_, r) => line(grid, r, true));
  for (const ids of rows) {
    const full = ids.filter((id) => grid.cells[id].text.length > 0);
    if (full.length >= 2 && full.every((id) => roles[id] === 'header')) headerKeys.add(rowKey(ids));
  }
  if (headerKeys.size === 0) return;
  for (const ids of rows)
    if (headerKeys.has(rowKey(ids)))
      for (const id of ids) if (grid.cells[id].text.length > 0) roles[id] = 'header';
}

function relabelLone(grid: TableGrid, ids: number[], roles: CellRole[]): void {
  const full = ids.filter((id) => grid.cells[id].text.length > 0);
  if (full.length < 3) return;
  const data = full.filter((id) => roles[id] === 'data');
  const headers = full.filter((id) => roles[id] === 'header');
  if (data.length === 1 && headers.length === full.length - 1) roles[data[0]] = 'header';
}

/** Heuristic data-table score (for pre-sorting candidates and when no model is bundled): > 0 means data. */
export function dataScore(f: Record<string, number>): number {
  let s = -1;
  if (f.rows >= 2 && f.cols >= 2) s += 0.5;
  else return -3;
  if (f.thCount > 0) s += 1;
  if (f.hasCaption) s += 1;
  if (f.hasThead) s += 0.5;
  s += 2 * f.numericRate;
  s += f.colTypeConsistency - 0.7;
  if (f.firstRowDistinct > 0.5) s += 0.5;
  s -= 2 * f.linkRate;
  s -= 3 * f.longCellRate;
  s -= f.formRate * 3;
  if (f.hasForm) s -= 1;
  if (f.cells < 4) s -= 1;
  if (f.meanLen > 80) s -= 1;
  s -= f.slotEmptyRate;
  return s;
}
