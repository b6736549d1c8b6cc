// Features of leaf tables (data vs layout) and of their cells (roles), after Kitten §3.1 and Wang & Hu (2002).
// Everything is computed from the grid in O(slots): no walk of the page per table.
import type { ElementNode } from '../../html/node.js';
import { cleanGrid } from './clean-grid.js';
import type { GridCell, TableGrid } from './grid.js';
import { isDayNumber, isWeekday, valueType } from './value-types.js';

export const TABLE_FEATURES = [
  'rows',
  'cols',
  'cells',
  'slotEmptyRate',
  'maxRowEmptyRate',
  'maxColEmptyRate',
  'meanRowEmptyRate',
  'meanColEmptyRate',
  'hasForm',
  'hasCaption',
  'thCount',
  'thRate',
  'embeddedLeaf',
  'meanLen',
  'stdLen',
  'numericRate',
  'alphaRate',
  'linkRate',
  'imageRate',
  'formRate',
  'emptyRate',
  'rowTypeConsistency',
  'colTypeConsistency',
  'rowLenConsistency',
  'colLenConsistency',
  'spannedRate',
  'hasThead',
  'hasBorder',
  'longCellRate',
  'firstRowDistinct',
  // Issue 10: value types, column-type consistency, header evidence and layout guards, on the cleaned grid.
  'typedValueRate',
  'colValueConsistency',
  'thFirstRow',
  'thFirstCol',
  'headerRowEvidence',
  'labelColumn',
  'keyValue',
  'calendar',
  'linkGrid',
  'imageGrid',
  // Post layouts and link menus (issue 10, j10): one cell holding most of the text (a comment beside its
  // author box), cells holding several links each (a navigation box with a label column).
  'dominantCellShare',
  'multiLinkRate',
] as const;

/** Count-like table features the logistic model reads as log(1 + x): a 300-row table is not 100 3-row tables. */
export const TABLE_LOG_FEATURES: readonly string[] = [
  'rows',
  'cols',
  'cells',
  'thCount',
  'meanLen',
  'stdLen',
];

export const CELL_FEATURES = [
  'rowspan',
  'colspan',
  'len',
  'words',
  'rowMergedRate',
  'colMergedRate',
  'brs',
  'row',
  'col',
  'relRow',
  'relCol',
  'firstRow',
  'lastRow',
  'firstCol',
  'lastCol',
  'isTh',
  'inThead',
  'inTfoot',
  'emphasis',
  'numeric',
  'digitRate',
  'empty',
  'fullWidth',
  'link',
  'image',
  'control',
  'rowThRate',
  'colThRate',
  'rowNumericRate',
  'colNumericRate',
  'rowEmptyRate',
  'colEmptyRate',
  'rowEmphRate',
  'colEmphRate',
  'sameAsFirstRow',
  'rowsAbove',
  'rowsBelow',
  'rows',
  'cols',
  'lenVsCol',
] as const;

type ContentType = 0 | 1 | 2 | 3 | 4 | 5; // empty, numeric, alphabetic, link, image, form/other

/** Is the text mostly a number, amount, date or measure (digits dominate the letters)? */
export function isNumericText(s: string): boolean {
  if (s.length === 0) return false;
  let digits = 0;
  let letters = 0;
  for (const ch of s) {
    if (ch >= '0' && ch <= '9') digits++;
    else if (/\p{L}/u.test(ch)) letters++;
  }
  return digits > 0 && digits >= letters;
}

function digitRate(s: string): number {
  if (s.length === 0) return 0;
  let d = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) d++;
  }
  return d / s.length;
}

function typeOf(c: GridCell): ContentType {
  if (c.controls > 0) return 5;
  if (c.text.length === 0) return c.images > 0 ? 4 : 0;
  if (c.links > 0) return 3;
  if (isNumericText(c.text)) return 1;
  return 2;
}

function wordCount(s: string): number {
  if (s.length === 0) return 0;
  let n = 1;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 32) n++;
  return n;
}

/** Share of items equal to the most frequent one (1 for empty input). */
function majorityShare(types: number[]): number {
  if (types.length === 0) return 1;
  const counts = new Map<number, number>();
  let best = 0;
  for (const t of types) {
    const n = (counts.get(t) ?? 0) + 1;
    counts.set(t, n);
    if (n > best) best = n;
  }
  return best / types.length;
}

/** Wang & Hu's cumulative length consistency of one line: mean of 0.5 − min(|len − mean| / mean, 1). */
function lengthConsistency(lens: number[]): number {
  if (lens.length === 0) return 0.5;
  let sum = 0;
  for (const l of lens) sum += l;
  const mean = sum / lens.length;
  if (mean === 0) return 0.5;
  let acc = 0;
  for (const l of lens) acc += 0.5 - Math.min(Math.abs(l - mean) / mean, 1);
  return acc / lens.length;
}

/** Distinct cells of each row (a spanned cell counted once per row it covers). */
function lines(grid: TableGrid, byRow: boolean): number[][] {
  const outer = byRow ? grid.rows : grid.cols;
  const inner = byRow ? grid.cols : grid.rows;
  const out: number[][] = [];
  for (let i = 0; i < outer; i++) {
    const line: number[] = [];
    let last = -2;
    for (let j = 0; j < inner; j++) {
      const id = byRow ? grid.slots[i * grid.cols + j] : grid.slots[j * grid.cols + i];
      if (id !== last) line.push(id);
      last = id;
    }
    out.push(line);
  }
  return out;
}

export interface TableContext {
  depth: number;
  hasForm: boolean;
}

/** Does any ancestor of the table (up to the next table) hold a form? Cheap: walks ancestors only. */
export function insideForm(table: ElementNode): boolean {
  let p = table.parent;
  while (p && p.kind === 'element') {
    if (p.name === 'form') return true;
    if (p.name === 'table') return false;
    p = p.parent;
  }
  return false;
}

export function tableFeatures(sourceGrid: TableGrid, ctx: TableContext): number[] {
  const grid = cleanGrid(sourceGrid);
  const { cells } = grid;
  const n = cells.length;
  const types = cells.map(typeOf);
  const lens = cells.map((c) => c.text.length);
  const rowLines = lines(grid, true);
  const colLines = lines(grid, false);
  const emptyRateOf = (line: number[]) =>
    line.length === 0 ? 1 : line.filter((id) => id < 0 || types[id] === 0).length / line.length;
  const rowEmpty = rowLines.map(emptyRateOf);
  const colEmpty = colLines.map(emptyRateOf);
  const mean = (a: number[]) => (a.length ? a.reduce((x, y) => x + y, 0) / a.length : 0);
  const max = (a: number[]) => a.reduce((m, x) => (x > m ? x : m), 0);
  let emptySlots = 0;
  for (let i = 0; i < grid.slots.length; i++) {
    const id = grid.slots[i];
    if (id < 0 || types[id] === 0) emptySlots++;
  }
  const meanLen = mean(lens);
  const stdLen = Math.sqrt(mean(lens.map((l) => (l - meanLen) ** 2)));
  const rate = (t: ContentType) => (n ? types.filter((x) => x === t).length / n : 0);
  const nonEmptyTypes = (line: number[]) =>
    line.filter((id) => id >= 0 && types[id] !== 0).map((id) => types[id]);
  const lineLens = (line: number[]) => line.filter((id) => id >= 0).map((id) => lens[id]);
  const multi = (ls: number[][]) => ls.filter((l) => l.length > 1);
  const thCount = cells.filter((c) => c.isTh).length;
  // Does the first row look different from the rest (a header row)? Share of columns whose first cell's type
  // differs from the type of the cell below.
  let distinct = 0;
  if (grid.rows > 1) {
    let cmp = 0;
    for (let c = 0; c < grid.cols; c++) {
      const a = grid.slots[c];
      const b = grid.slots[grid.cols + c];
      if (a < 0 || b < 0 || a === b) continue;
      cmp++;
      if (
        types[a] !== types[b] ||
        cells[a].isTh !== cells[b].isTh ||
        cells[a].emphChars > 0 !== cells[b].emphChars > 0
      )
        distinct++;
    }
    distinct = cmp ? distinct / cmp : 0;
  }
  const border = grid.table.attrs.find((a) => a.name === 'border');
  return [
    grid.rows,
    grid.cols,
    n,
    grid.slots.length ? emptySlots / grid.slots.length : 1,
    max(rowEmpty),
    max(colEmpty),
    mean(rowEmpty),
    mean(colEmpty),
    ctx.hasForm || cells.some((c) => c.controls > 0) ? 1 : 0,
    grid.caption ? 1 : 0,
    thCount,
    n ? thCount / n : 0,
    ctx.depth > 0 ? 1 : 0,
    meanLen,
    stdLen,
    rate(1),
    rate(2),
    rate(3),
    rate(4),
    rate(5),
    rate(0),
    mean(multi(rowLines).map((l) => majorityShare(nonEmptyTypes(l)))),
    mean(multi(colLines).map((l) => majorityShare(nonEmptyTypes(l)))),
    mean(multi(rowLines).map((l) => lengthConsistency(lineLens(l)))),
    mean(multi(colLines).map((l) => lengthConsistency(lineLens(l)))),
    n ? cells.filter((c) => c.rowspan > 1 || c.colspan > 1).length / n : 0,
    cells.some((c) => c.section === 'thead') ? 1 : 0,
    border && border.value.trim() !== '0' ? 1 : 0,
    n ? lens.filter((l) => l > 200).length / n : 0,
    distinct,
    ...carryOverFeatures(grid, rowLines, colLines, types, distinct),
  ];
}

/** The issue-10 features: evidence that carries over to new sites (see TABLE_FEATURES). */
function carryOverFeatures(
  grid: TableGrid,
  rowLines: number[][],
  colLines: number[][],
  types: ContentType[],
  distinct: number,
): number[] {
  const { cells } = grid;
  const full = (line: number[]) => [...new Set(line)].filter((id) => id >= 0 && cells[id].text.length > 0);
  const nonEmpty = cells.filter((c) => c.text.length > 0);
  const vt = cells.map((c) => valueType(c.text));
  const typed = nonEmpty.length
    ? cells.filter((c, i) => c.text && vt[i] && vt[i] !== 'number').length / nonEmpty.length
    : 0;
  // Column-type consistency on value types, below the first row (the header row differs by design).
  const colShares = colLines
    .map((l) => full(l).filter((id) => cells[id].row > 0))
    .filter((ids) => ids.length > 1)
    .map((ids) => majorityShare(ids.map((id) => valueTypeCode(vt[id]))));
  const colValueConsistency = colShares.length ? colShares.reduce((a, b) => a + b, 0) / colShares.length : 0;
  const emph = (id: number) => cells[id].isTh || cells[id].emphChars >= cells[id].text.length * 0.5;
  const allOf = (ids: number[], p: (id: number) => boolean) => ids.length > 0 && ids.every(p);
  const firstRow = rowLines.length ? full(rowLines[0]) : [];
  const firstCol = colLines.length ? full(colLines[0]) : [];
  const restRows = rowLines.slice(1).flatMap(full);
  const restCols = colLines.slice(1).flatMap(full);
  const thFirstRow = allOf(firstRow, (id) => cells[id].isTh) && firstRow.length > 1 ? 1 : 0;
  const thFirstCol = allOf(firstCol, (id) => cells[id].isTh) && firstCol.length > 1 ? 1 : 0;
  const bodyEmph = restRows.length ? restRows.filter(emph).length / restRows.length : 1;
  const border = grid.table.attrs.find((a) => a.name === 'border');
  const bordered = border !== undefined && border.value.trim() !== '0';
  const headerRow =
    (thFirstRow && bodyEmph < 0.5) ||
    cells.some((c) => c.section === 'thead' && c.text.length > 0) ||
    (bordered && distinct >= 0.5) ||
    (allOf(firstRow, emph) && firstRow.length > 1 && bodyEmph < 0.3);
  const labelLike = (id: number) => emph(id) || /:$/.test(cells[id].text);
  const restColLabel = restCols.length ? restCols.filter(labelLike).length / restCols.length : 1;
  const labelColumn =
    firstCol.length > 1 && firstCol.filter(labelLike).length >= firstCol.length * 0.8 && restColLabel < 0.3
      ? 1
      : 0;
  // Key–value card: two columns, short non-numeric labels beside filled values.
  let keyValue = 0;
  if (grid.cols === 2 && grid.rows >= 2) {
    const pairs = rowLines.map((l) => [l[0], l[1]]).filter(([a, b]) => a >= 0 && b >= 0 && a !== b);
    const good = pairs.filter(
      ([a, b]) =>
        cells[a].text.length > 0 &&
        cells[a].text.length <= 40 &&
        !isNumericText(cells[a].text) &&
        cells[b].text.length > 0 &&
        types[a] !== 3,
    );
    keyValue = pairs.length ? good.length / grid.rows : 0;
  }
  // Month calendar: seven columns of day numbers, often under a weekday row.
  let calendar = 0;
  if (grid.cols === 7 && grid.rows >= 3) {
    const weekdays = firstRow.filter((id) => isWeekday(cells[id].text)).length;
    const days = nonEmpty.filter((c) => isDayNumber(c.text)).length;
    if (weekdays >= 5 || days >= nonEmpty.length * 0.6) calendar = 1;
  }
  const share = (p: (c: GridCell) => boolean) =>
    nonEmpty.length || cells.length
      ? cells.filter(p).length / Math.max(1, cells.filter((c) => c.text || c.images).length)
      : 0;
  const linkGrid = share((c) => c.text.length > 0 && c.links > 0);
  const imageGrid = share((c) => c.images > 0);
  let totalLen = 0;
  let longest = 0;
  for (const c of nonEmpty) {
    totalLen += c.text.length;
    if (c.text.length > longest) longest = c.text.length;
  }
  const dominantCellShare = totalLen ? longest / totalLen : 0;
  const multiLinkRate = nonEmpty.length ? nonEmpty.filter((c) => c.links >= 3).length / nonEmpty.length : 0;
  return [
    typed,
    colValueConsistency,
    thFirstRow,
    thFirstCol,
    headerRow ? 1 : 0,
    labelColumn,
    keyValue,
    calendar,
    linkGrid,
    imageGrid,
    dominantCellShare,
    multiLinkRate,
  ];
}

function valueTypeCode(t: string | null): number {
  return t === null ? 0 : ['date', 'time', 'money', 'code', 'quantity', 'number'].indexOf(t) + 1;
}

/** One feature vector per cell (in `grid.cells` order). */
export function cellFeatures(grid: TableGrid): number[][] {
  const { cells, rows, cols } = grid;
  const rowLines = lines(grid, true);
  const colLines = lines(grid, false);
  const numeric = cells.map((c) => isNumericText(c.text));
  const emph = cells.map((c) => c.text.length > 0 && c.emphChars >= c.text.length * 0.5);
  const lineRate = (line: number[], pred: (id: number) => boolean) => {
    const ids = line.filter((id) => id >= 0);
    return ids.length ? ids.filter(pred).length / ids.length : 0;
  };
  const stats = (ls: number[][]) =>
    ls.map((l) => ({
      merged: lineRate(l, (id) => cells[id].rowspan > 1 || cells[id].colspan > 1),
      th: lineRate(l, (id) => cells[id].isTh),
      num: lineRate(l, (id) => numeric[id]),
      empty: lineRate(l, (id) => cells[id].text.length === 0),
      emph: lineRate(l, (id) => emph[id]),
      meanLen: (() => {
        const ids = l.filter((id) => id >= 0 && cells[id].text.length > 0);
        return ids.length ? ids.reduce((s, id) => s + cells[id].text.length, 0) / ids.length : 0;
      })(),
    }));
  const rs = stats(rowLines);
  const cs = stats(colLines);
  return cells.map((c, i) => {
    const r = rs[c.row];
    const k = cs[c.col];
    const above = c.row > 0 ? grid.slots[c.col] : -1;
    return [
      c.rowspan,
      c.colspan,
      c.text.length,
      wordCount(c.text),
      r.merged,
      k.merged,
      c.brs,
      c.row,
      c.col,
      rows > 1 ? c.row / (rows - 1) : 0,
      cols > 1 ? c.col / (cols - 1) : 0,
      c.row === 0 ? 1 : 0,
      c.row + c.rowspan >= rows ? 1 : 0,
      c.col === 0 ? 1 : 0,
      c.col + c.colspan >= cols ? 1 : 0,
      c.isTh ? 1 : 0,
      c.section === 'thead' ? 1 : 0,
      c.section === 'tfoot' ? 1 : 0,
      emph[i] ? 1 : 0,
      numeric[i] ? 1 : 0,
      digitRate(c.text),
      c.text.length === 0 ? 1 : 0,
      c.colspan >= cols && cols > 1 ? 1 : 0,
      c.links > 0 ? 1 : 0,
      c.images > 0 ? 1 : 0,
      c.controls > 0 ? 1 : 0,
      r.th,
      k.th,
      r.num,
      k.num,
      r.empty,
      k.empty,
      r.emph,
      k.emph,
      above >= 0 && above !== i && cells[above].text.length > 0 && cells[above].text === c.text ? 1 : 0,
      c.row,
      rows - c.row - c.rowspan,
      rows,
      cols,
      k.meanLen ? c.text.length / k.meanLen : 0,
    ];
  });
}
