// A data table read as rows (`tableText: 'rows'`): one line per row as the page shows it (thead first, tfoot
// last), its cells' texts joined by ` | `, header rows included once, as trafilatura writes a table and as the
// main-content benchmarks' golds keep it. The paper's sentences (`linearize.ts`) say each column header again
// beside every value, which suits a parser but doubles a table's words against those golds.
// A cell spanning several rows or columns is read once, where it starts; empty cells are left out.
import type { TableGrid } from './grid.js';

export const CELL_SEPARATOR = ' | ';

export function tableRowLines(grid: TableGrid): string[] {
  const lines: string[] = [];
  if (grid.caption) lines.push(grid.caption);
  let row = -1;
  let texts: string[] = [];
  const flush = () => {
    if (texts.length > 0) lines.push(texts.join(CELL_SEPARATOR));
    texts = [];
  };
  // Cells are created row by row, left to right: one pass groups them by their starting row.
  for (const cell of grid.cells) {
    if (cell.row !== row) {
      flush();
      row = cell.row;
    }
    if (cell.text) texts.push(cell.text);
  }
  flush();
  return lines;
}
