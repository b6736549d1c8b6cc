// Grid cleaning before the table features (issue 10): empty and spacer rows and columns carry no evidence and
// make a 3-column table look like a 5-column one, and a full-width row repeated (a separator, a repeated
// title) inflates the row count. The cleaned grid is a view for features and guards only: cell roles,
// linearization and the JSON `cells` keep the source grid.
import type { GridCell, TableGrid } from './grid.js';

function blank(c: GridCell): boolean {
  return c.text.length === 0 && c.images === 0 && c.controls === 0;
}

// The guards and the table features each read the cleaned grid of the same table: cleaned once per grid.
// Grids are not changed once built, and nothing writes to a cleaned grid.
const cleaned = new WeakMap<TableGrid, TableGrid>();

export function cleanGrid(grid: TableGrid): TableGrid {
  let c = cleaned.get(grid);
  if (!c) {
    c = cleanGridOnce(grid);
    cleaned.set(grid, c);
  }
  return c;
}

function cleanGridOnce(grid: TableGrid): TableGrid {
  const { rows, cols, slots, cells } = grid;
  const keepRow: boolean[] = [];
  const keepCol = new Array<boolean>(cols).fill(false);
  let prevFullWidth = '';
  for (let r = 0; r < rows; r++) {
    let any = false;
    const ids = new Set<number>();
    for (let c = 0; c < cols; c++) {
      const id = slots[r * cols + c];
      if (id < 0) continue;
      ids.add(id);
      if (!blank(cells[id])) {
        any = true;
        keepCol[c] = true;
      }
    }
    // A full-width row equal to the previous kept full-width row is collapsed into it.
    const only = ids.size === 1 ? cells[[...ids][0]] : null;
    const fullWidth = only && cols > 1 && only.colspan >= cols ? `${only.text}` : null;
    if (any && fullWidth !== null && fullWidth === prevFullWidth) any = false;
    if (any) prevFullWidth = fullWidth ?? '';
    keepRow.push(any);
  }
  const rowMap: number[] = [];
  const colMap: number[] = [];
  for (let r = 0; r < rows; r++) if (keepRow[r]) rowMap.push(r);
  for (let c = 0; c < cols; c++) if (keepCol[c]) colMap.push(c);
  if (rowMap.length === rows && colMap.length === cols) return grid;
  const newId = new Map<number, number>();
  const newCells: GridCell[] = [];
  const newSlots = new Int32Array(rowMap.length * colMap.length).fill(-1);
  const spanRows = new Map<number, Set<number>>();
  const spanCols = new Map<number, Set<number>>();
  for (let i = 0; i < rowMap.length; i++)
    for (let j = 0; j < colMap.length; j++) {
      const id = slots[rowMap[i] * cols + colMap[j]];
      if (id < 0) continue;
      let k = newId.get(id);
      if (k === undefined) {
        k = newCells.length;
        newId.set(id, k);
        newCells.push({ ...cells[id], row: i, col: j });
        spanRows.set(k, new Set());
        spanCols.set(k, new Set());
      }
      spanRows.get(k)!.add(i);
      spanCols.get(k)!.add(j);
      newSlots[i * colMap.length + j] = k;
    }
  newCells.forEach((c, k) => {
    c.rowspan = spanRows.get(k)!.size;
    c.colspan = spanCols.get(k)!.size;
  });
  return {
    ...grid,
    rows: rowMap.length,
    cols: colMap.length,
    slots: newSlots,
    cells: newCells,
    rowSource: rowMap.map((r) => grid.rowSource[r]),
  };
}
