// Linearization of a data table (Kitten §3.1.2), one sentence per row that holds data, in the paper's pattern
//   thema? ;;? finalImportant? ;;? (header? ;? header ; data /?)+ .
// Rules, with the exact spacing:
// - The prefix is the thema text (caption, then thema cells, joined by a space) followed by ` ;; `, then the
//   finalImportant text followed by ` ;; ` (each part only when present).
// - Each non-empty data cell of the row, left to right, becomes one item; items are joined by ` / `.
// - The column header of a data cell is the text of the nearest run of header cells above it in its column
//   (up to 4 levels, e.g. a spanning group header then a sub-header, joined by a space, each cell once;
//   empty cells do not break a run, other cells do); the row header is likewise the nearest run of header
//   cells left of it on its row. An item is `colHeader ; rowHeader: data` with both, `colHeader: data` with only a column header.
// - A header's trailing colon is dropped (`Venue:` reads `Venue: Villa Park`).
// - With only a row header, the header is said once, before the first item: `rowHeader: data / data`.
// - When the row header itself sits under a column label in a header row (`Plan` above `Basic`), the row
//   header is said once as `label: rowHeader ; ` before the items, which then carry only their column
//   header: `Plan: Basic ; Price: 10 EUR / Data: 5 GB.`
// - With no header at all, the item is the bare data.
// - The sentence is closed as any line is (`closeSentence`): `.`, or `。` after Chinese or Japanese text, unless it
//   already ends with final punctuation.
// - Rows without data (header rows, neutral rows) and finalNonImportant cells (repeated headers) give nothing.
// - A data cell spanning several rows or columns is read once, on the row and column where it starts.
import { closeSentence } from '../segmentation.js';
import type { TableGrid } from './grid.js';
import type { CellRole } from './types.js';

/** Most header levels read above (or left of) a data cell. */
const MAX_LEVELS = 4;

/**
 * The run of header cells nearest before the current position along a line (column or row), kept
 * incrementally so that reading every cell's headers costs O(slots), not O(slots × line length).
 */
class HeaderRun {
  private ids: number[] = [];
  private lastId = -2;
  private prevHeader = false;
  private text: string | null = '';
  constructor(
    private readonly grid: TableGrid,
    private readonly roles: readonly CellRole[],
  ) {}
  /** Takes in the cell covering the next slot of the line. */
  see(id: number): void {
    if (id === this.lastId) return;
    this.lastId = id;
    if (id >= 0 && this.roles[id] === 'header' && this.grid.cells[id].text) {
      if (!this.prevHeader) this.ids = [];
      this.ids.push(id);
      if (this.ids.length > MAX_LEVELS) this.ids.shift();
      this.prevHeader = true;
      this.text = null;
    } else if (id >= 0 && this.grid.cells[id].text) {
      // A non-empty cell ends the run: the next header starts a new one. Empty cells do not break it.
      this.prevHeader = false;
    }
  }
  /** The first cell of the current run (-1 when there is none). */
  first(): number {
    return this.ids.length > 0 ? this.ids[0] : -1;
  }
  get(): string {
    // A header written as a label (`Venue:`) loses its colon: the pattern adds its own.
    if (this.text === null) {
      const t = this.ids.map((id) => this.grid.cells[id].text).join(' ');
      this.text = t.endsWith(':') ? t.slice(0, -1).trimEnd() : t;
    }
    return this.text;
  }
}

export function linearizeTable(grid: TableGrid, roles: readonly CellRole[]): string[] {
  const { cells } = grid;
  const thema: string[] = [];
  if (grid.caption) thema.push(grid.caption);
  const finals: string[] = [];
  cells.forEach((c, i) => {
    if (!c.text) return;
    if (roles[i] === 'thema') thema.push(c.text);
    else if (roles[i] === 'finalImportant') finals.push(c.text);
  });
  let prefix = '';
  if (thema.length) prefix += `${thema.join(' ')} ;; `;
  if (finals.length) prefix += `${finals.join(' ')} ;; `;

  // Data cells grouped by their starting row, in column order (cells are created row by row, left to right).
  const byRow = new Map<number, number[]>();
  cells.forEach((c, i) => {
    if (roles[i] !== 'data' || !c.text) return;
    const list = byRow.get(c.row);
    if (list) list.push(i);
    else byRow.set(c.row, [i]);
  });
  const sentences: string[] = [];
  const columns = Array.from({ length: grid.cols }, () => new HeaderRun(grid, roles));
  // Column headers read from header rows only (rows without data): the label of a row-header column.
  let corners = Array.from({ length: grid.cols }, () => new HeaderRun(grid, roles));
  let afterData = false;
  for (let r = 0; r < grid.rows; r++) {
    const dataIds = byRow.get(r);
    if (dataIds) {
      const items: string[] = [];
      let rowHeaderSaid = false;
      let lead = '';
      const rowRun = new HeaderRun(grid, roles);
      let c = 0;
      for (const id of dataIds) {
        const cell = cells[id];
        for (; c < cell.col; c++) rowRun.see(grid.slots[r * grid.cols + c]);
        const colHeader = columns[cell.col].get();
        const rowHeader = rowRun.get();
        const rowHeaderCell = rowRun.first();
        const corner = rowHeaderCell >= 0 ? corners[cells[rowHeaderCell].col].get() : '';
        if (colHeader && rowHeader && corner) {
          // The row header has its own column label (`Plan` above `Basic`): it is said once as a labelled
          // value, `Plan: Basic ; Price: 10 EUR / Data: 5 GB.`, and each data cell with its column header.
          if (!rowHeaderSaid) {
            lead = `${corner}: ${rowHeader} ; `;
            rowHeaderSaid = true;
          }
          items.push(`${colHeader}: ${cell.text}`);
        } else if (colHeader && rowHeader) items.push(`${colHeader} ; ${rowHeader}: ${cell.text}`);
        else if (colHeader) items.push(`${colHeader}: ${cell.text}`);
        else if (rowHeader && !rowHeaderSaid) {
          items.push(`${rowHeader}: ${cell.text}`);
          rowHeaderSaid = true;
        } else items.push(cell.text);
      }
      const body = prefix + lead + items.join(' / ');
      // Closed as any sentence is (`segmentation.ts`): `。` after Chinese or Japanese text, never an ASCII `.`.
      sentences.push(closeSentence(body));
      afterData = true;
    } else {
      // A header row after data rows (a repeated header) starts the labels afresh.
      if (afterData) corners = Array.from({ length: grid.cols }, () => new HeaderRun(grid, roles));
      afterData = false;
      for (let c = 0; c < grid.cols; c++) corners[c].see(grid.slots[r * grid.cols + c]);
    }
    for (let c = 0; c < grid.cols; c++) columns[c].see(grid.slots[r * grid.cols + c]);
  }
  return sentences;
}
