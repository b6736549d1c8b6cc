// Table grids (Kitten §3.1): every <table> of the page in pre-order, and for each the grid of its cells with
// rowspan/colspan expanded. One walk of the page finds the tables; each table then visits only its own
// structure (sections, rows, cells) and, for leaf tables, the content of its cells — leaf tables are disjoint,
// so the whole analysis is linear in the size of the page. No recursion anywhere: explicit stacks only.
import { type ChildNode, type DocumentNode, type ElementNode, getAttr, walk } from '../../html/node.js';
import { parsedWithout } from '../../html/parse.js';
import { CELL_EMPHASIS, CELL_TEXT_BREAKS, FORM_CONTROLS, NON_CONTENT } from '../../html/vocabulary.js';
import { MAX_SPAN } from '../../limits.js';

export interface GridCell {
  el: ElementNode;
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
  isTh: boolean;
  section: 'thead' | 'tbody' | 'tfoot';
  /** Text with whitespace (and no-break spaces) collapsed and trimmed; `<br>` counts as a space. */
  text: string;
  brs: number;
  links: number;
  images: number;
  controls: number;
  /** Characters of text inside b/strong/u/em (or th in thead). */
  emphChars: number;
}

export interface TableGrid {
  table: ElementNode;
  rows: number;
  cols: number;
  /** rows × cols, row-major: index into `cells`, or -1 for a slot no cell covers. */
  slots: Int32Array;
  cells: GridCell[];
  caption: string | null;
  truncated: boolean;
  /**
   * Source position of each grid row. Grid rows follow the rendering order (thead first, tfoot last), which is
   * what header-to-data reading needs; the JSON `cells` list rows in source order (see `sourceOrderRows`).
   */
  rowSource: number[];
}

export interface FoundTable {
  el: ElementNode;
  index: number;
  leaf: boolean;
  /** Number of enclosing tables. */
  depth: number;
}

/** Every table in pre-order, with leafness and nesting depth, in one walk of the page. */
export function findTables(doc: DocumentNode): FoundTable[] {
  const out: FoundTable[] = [];
  // Many pages have no table: the parse tells without a walk.
  if (parsedWithout(doc, 'table')) return out;
  const open: FoundTable[] = [];
  walk(
    doc,
    (n) => {
      if (n.kind !== 'element') return;
      if (NON_CONTENT.has(n.name)) return false;
      if (n.name === 'table' && n.ns === 'html') {
        const parent = open[open.length - 1];
        if (parent) parent.leaf = false;
        const t: FoundTable = { el: n, index: out.length, leaf: true, depth: open.length };
        out.push(t);
        open.push(t);
      }
      return true;
    },
    (el) => {
      if (open.length > 0 && open[open.length - 1].el === el) open.pop();
    },
  );
  return out;
}

function spanOf(el: ElementNode, name: string): number {
  const v = getAttr(el, name);
  if (v === undefined) return 1;
  const n = Number.parseInt(v.trim(), 10);
  if (!Number.isFinite(n)) return 1;
  if (n === 0 && name === 'rowspan') return 0; // to the end of the row group
  return Math.min(Math.max(n, 1), MAX_SPAN);
}

interface RowRef {
  tr: ElementNode;
  section: 'thead' | 'tbody' | 'tfoot';
  /** Rows left in its row group, this one included. */
  leftInGroup: number;
  /** Position of the row among the table's rows in source order. */
  sourceIndex: number;
}

/** Rows in rendering order: thead groups first, tfoot groups last, the rest in source order. */
function rowsOf(table: ElementNode): { rows: RowRef[]; caption: ElementNode | null } {
  const head: ElementNode[][] = [];
  const body: ElementNode[][] = [];
  const foot: ElementNode[][] = [];
  let caption: ElementNode | null = null;
  let loose: ElementNode[] | null = null;
  for (const c of table.children) {
    if (c.kind !== 'element') continue;
    if (c.name === 'caption') {
      caption ??= c;
      loose = null;
    } else if (c.name === 'tr') {
      if (!loose) {
        loose = [];
        body.push(loose);
      }
      loose.push(c);
    } else if (c.name === 'thead' || c.name === 'tbody' || c.name === 'tfoot') {
      loose = null;
      const trs = c.children.filter((r): r is ElementNode => r.kind === 'element' && r.name === 'tr');
      (c.name === 'thead' ? head : c.name === 'tfoot' ? foot : body).push(trs);
    }
  }
  // Source positions: every row group (and run of loose rows) in document order.
  const sourceIndex = new Map<ElementNode, number>();
  for (const c of table.children) {
    if (c.kind !== 'element') continue;
    if (c.name === 'tr') sourceIndex.set(c, sourceIndex.size);
    else if (c.name === 'thead' || c.name === 'tbody' || c.name === 'tfoot')
      for (const r of c.children)
        if (r.kind === 'element' && r.name === 'tr') sourceIndex.set(r, sourceIndex.size);
  }
  const rows: RowRef[] = [];
  const add = (groups: ElementNode[][], section: RowRef['section']) => {
    for (const g of groups)
      for (let i = 0; i < g.length; i++)
        rows.push({ tr: g[i], section, leftInGroup: g.length - i, sourceIndex: sourceIndex.get(g[i]) ?? 0 });
  };
  add(head, 'thead');
  add(body, 'tbody');
  add(foot, 'tfoot');
  return { rows, caption };
}

function cellText(
  root: ElementNode,
  cell: Pick<GridCell, 'brs' | 'links' | 'images' | 'controls' | 'emphChars'>,
  emphasized: boolean,
): string {
  const parts: string[] = [];
  let emphDepth = emphasized ? 1 : 0;
  walk(
    root,
    (n: ChildNode) => {
      if (n.kind === 'text') {
        parts.push(n.value);
        if (emphDepth > 0) cell.emphChars += n.value.trim().length;
        return;
      }
      if (n.kind !== 'element') return;
      if (NON_CONTENT.has(n.name)) return false;
      if (n.name === 'br') {
        cell.brs++;
        parts.push(' ');
      } else if (n.name === 'a' && getAttr(n, 'href') !== undefined) cell.links++;
      else if (n.name === 'img') {
        cell.images++;
        const alt = getAttr(n, 'alt');
        if (alt) parts.push(` ${alt} `);
      } else if (FORM_CONTROLS.has(n.name)) cell.controls++;
      else if (CELL_EMPHASIS.has(n.name)) emphDepth++;
      if (n.name === 'select' || n.name === 'option') return false;
      if (CELL_TEXT_BREAKS.has(n.name)) parts.push(' ');
      return true;
    },
    (el) => {
      if (CELL_EMPHASIS.has(el.name)) emphDepth--;
      if (CELL_TEXT_BREAKS.has(el.name)) parts.push(' ');
    },
  );
  return normalizeSpace(parts.join(''));
}

// `[\s\u00a0\u200b]+ → ' '` matched only where the text changes (`\s` holds U+00A0 but not the zero-width space
// U+200B): a run of two or more, one white space other than a space, or a lone zero-width space. The single spaces
// between words, most of the plain run regexp's matches, are left in place, and a cell text without any change
// comes back as it is (the replace returns its input when nothing matches): the cell texts' replace was 2 % of a
// CLI run's allocations on the old CleanEval-like pages (layout tables, whose cells hold the page's text).
const CELL_SPACE_TO_COLLAPSE = /[\s\u200b]{2,}|[^\S ]|\u200b/g;

/** Collapses whitespace runs (no-break and zero-width spaces included) to one space and trims. */
export function normalizeSpace(s: string): string {
  return s.replace(CELL_SPACE_TO_COLLAPSE, ' ').trim();
}

/**
 * Builds the grid of one table. `withContent` reads the cells' text (leaf tables); otherwise only the shape.
 * `budget` bounds rows × cols: a row that would exceed it ends the grid (`truncated`).
 */
export function buildGrid(table: ElementNode, withContent: boolean, budget: number): TableGrid {
  const { rows: rowRefs, caption } = rowsOf(table);
  const cells: GridCell[] = [];
  const gridRows: Int32Array[] = [];
  const rowSource: number[] = [];
  // Pending rowspans: for each column, the cell still covering it and for how many more rows.
  const pendingCell: number[] = [];
  const pendingLeft: number[] = [];
  let cols = 0;
  let truncated = false;
  for (const ref of rowRefs) {
    const r = gridRows.length;
    const row: number[] = [];
    for (let c = 0; c < pendingLeft.length; c++) {
      if (pendingLeft[c] > 0) {
        row[c] = pendingCell[c];
        pendingLeft[c]--;
      }
    }
    let col = 0;
    let overflow = false;
    for (const td of ref.tr.children) {
      if (td.kind !== 'element' || (td.name !== 'td' && td.name !== 'th')) continue;
      while (row[col] !== undefined) col++;
      let colspan = spanOf(td, 'colspan');
      let rowspan = spanOf(td, 'rowspan');
      if (rowspan === 0 || rowspan > ref.leftInGroup) rowspan = Math.max(ref.leftInGroup, 1);
      if ((r + 1) * Math.max(cols, col + colspan) > budget) {
        colspan = Math.max(0, Math.min(colspan, Math.floor(budget / (r + 1)) - col));
        overflow = true;
        if (colspan === 0) break;
      }
      // A cell may not overlap a cell spanning down from a row above (an HTML table model error): it is
      // narrowed to the free slots.
      let free = 0;
      while (free < colspan && row[col + free] === undefined) free++;
      colspan = free;
      const cell: GridCell = {
        el: td,
        row: r,
        col,
        rowspan,
        colspan,
        isTh: td.name === 'th',
        section: ref.section,
        text: '',
        brs: 0,
        links: 0,
        images: 0,
        controls: 0,
        emphChars: 0,
      };
      if (withContent) cell.text = cellText(td, cell, cell.isTh && ref.section === 'thead');
      const id = cells.length;
      cells.push(cell);
      for (let k = 0; k < colspan; k++) {
        row[col + k] = id;
        if (rowspan > 1) {
          pendingCell[col + k] = id;
          pendingLeft[col + k] = rowspan - 1;
        }
      }
      col += colspan;
      if (overflow) break;
    }
    const width = row.length;
    if ((r + 1) * Math.max(cols, width) > budget) {
      truncated = true;
      // Drop the cells that started on this row.
      while (cells.length > 0 && cells[cells.length - 1].row === r) cells.pop();
      break;
    }
    cols = Math.max(cols, width);
    const packed = new Int32Array(width);
    for (let c = 0; c < width; c++) packed[c] = row[c] ?? -1;
    gridRows.push(packed);
    rowSource.push(ref.sourceIndex);
    if (overflow) {
      truncated = true;
      break;
    }
  }
  const rows = gridRows.length;
  const slots = new Int32Array(rows * cols).fill(-1);
  for (let r = 0; r < rows; r++) slots.set(gridRows[r], r * cols);
  // Row spans cut by truncation cover fewer rows than declared.
  for (const cell of cells) cell.rowspan = Math.min(cell.rowspan, rows - cell.row);
  let captionText: string | null = null;
  if (caption && withContent) {
    const scratch = { brs: 0, links: 0, images: 0, controls: 0, emphChars: 0 };
    captionText = cellText(caption, scratch, false) || null;
  }
  return { table, rows, cols, slots, cells, caption: captionText, truncated, rowSource };
}

/** Number of td/th children of the table's rows (the minimum budget a table always gets). */
export function cellElementCount(table: ElementNode): number {
  let n = 0;
  for (const ref of rowsOf(table).rows)
    for (const c of ref.tr.children) if (c.kind === 'element' && (c.name === 'td' || c.name === 'th')) n++;
  return n;
}

/** The rows of a per-slot matrix (grid rows, rendering order) put back in source order. */
export function sourceOrderRows<T>(grid: TableGrid, rows: T[]): T[] {
  const order = rows.map((_, r) => r).sort((a, b) => grid.rowSource[a] - grid.rowSource[b]);
  return order.map((r) => rows[r]);
}
