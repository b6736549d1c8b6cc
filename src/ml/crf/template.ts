// CRF++-style feature templates over a table of discrete column values (one row per block).
//
// A unigram template `U05:%x[-1,tag]/%x[0,tag]` expands at each position to one string, e.g.
// `U05:td/p`; each distinct string is an observation feature, paired with every output label.
// Columns are named (or numbered); rows outside the sequence read `_B-k` / `_B+k` as CRF++ does.

/** A reference into the table relative to the current row. */
export interface TemplateRef {
  offset: number;
  column: number;
}

export interface Template {
  /** Template identifier and prefix of every feature it generates (e.g. `U05`). */
  name: string;
  refs: TemplateRef[];
}

/** The table a sequence is labelled from: `rows[t][c]` is the value of column `c` at block `t`. */
export type Row = readonly string[];

/**
 * The same table column by column: `columns[c][t]` is the value of column `c` at block `t`. The decode-time
 * form: one array per column (a page of 200,000 blocks needs 80 arrays, not 200,000 rows of 80).
 */
export type Columns = readonly (readonly string[])[];

/** The columns of a row-major table with `width` columns. */
export function columnsOfRows(rows: readonly Row[], width: number): string[][] {
  const out: string[][] = [];
  for (let c = 0; c < width; c++) {
    const col: string[] = [];
    for (let t = 0; t < rows.length; t++) col.push(rows[t][c]);
    out.push(col);
  }
  return out;
}

/** The rows of a column-major table of `n` rows (fresh arrays, filled in column order). */
export function rowsOfColumns(columns: Columns, n: number): string[][] {
  const rows: string[][] = [];
  for (let t = 0; t < n; t++) {
    const row: string[] = [];
    for (let c = 0; c < columns.length; c++) row.push(columns[c][t]);
    rows.push(row);
  }
  return rows;
}

const REF = /%x\[\s*(-?\d+)\s*,\s*([A-Za-z0-9_.-]+)\s*\]/g;

/**
 * Parses template lines (`U01:%x[0,tag]`, `U02:%x[-1,tag]/%x[0,tag]`); `B` lines and blank/comment lines are
 * ignored here because the label-bigram feature is always on. Column names resolve against `columns`.
 */
export function parseTemplates(lines: readonly string[], columns: readonly string[]): Template[] {
  const out: Template[] = [];
  const seen = new Set<string>();
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line[0] === 'B') continue;
    if (line[0] !== 'U') throw new Error(`template must start with U or B: ${line}`);
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon) : line;
    if (seen.has(name)) throw new Error(`duplicate template name ${name}`);
    seen.add(name);
    const refs: TemplateRef[] = [];
    for (const m of line.matchAll(REF)) {
      const col = /^\d+$/.test(m[2]) ? Number(m[2]) : columns.indexOf(m[2]);
      if (col < 0 || col >= columns.length) throw new Error(`unknown column ${m[2]} in template ${line}`);
      refs.push({ offset: Number(m[1]), column: col });
    }
    if (refs.length === 0) throw new Error(`template without a reference: ${line}`);
    out.push({ name, refs });
  }
  return out;
}

/** Writes templates back in CRF++ syntax with column names. */
export function formatTemplate(t: Template, columns: readonly string[]): string {
  return `${t.name}:${t.refs.map((r) => `%x[${r.offset},${columns[r.column]}]`).join('/')}`;
}

function cell(rows: readonly Row[], t: number, ref: TemplateRef): string {
  const i = t + ref.offset;
  if (i < 0) return `_B${i}`;
  if (i >= rows.length) return `_B+${i - rows.length + 1}`;
  return rows[i][ref.column];
}

/** The feature string template `tpl` yields at row `t`. */
export function expand(tpl: Template, rows: readonly Row[], t: number): string {
  if (tpl.refs.length === 1) return `${tpl.name}:${cell(rows, t, tpl.refs[0])}`;
  let s = `${tpl.name}:`;
  for (let k = 0; k < tpl.refs.length; k++) {
    if (k > 0) s += '/';
    s += cell(rows, t, tpl.refs[k]);
  }
  return s;
}

/** `expand` over a column-major table of `n` rows: the same string. */
export function expandColumns(tpl: Template, columns: Columns, n: number, t: number): string {
  const cellAt = (ref: TemplateRef): string => {
    const i = t + ref.offset;
    if (i < 0) return `_B${i}`;
    if (i >= n) return `_B+${i - n + 1}`;
    return columns[ref.column]?.[i] as string; // a missing column reads as `undefined`, as a short row does
  };
  if (tpl.refs.length === 1) return `${tpl.name}:${cellAt(tpl.refs[0])}`;
  let s = `${tpl.name}:`;
  for (let k = 0; k < tpl.refs.length; k++) {
    if (k > 0) s += '/';
    s += cellAt(tpl.refs[k]);
  }
  return s;
}

/**
 * Generates a default template set: every column at offsets −2..+2, plus the current row's value joined with
 * the previous and next row's value of the same column for the `pairColumns`.
 */
export function defaultTemplates(columns: readonly string[], pairColumns: readonly string[] = []): string[] {
  const lines: string[] = [];
  let n = 0;
  const id = () => `U${String(n++).padStart(2, '0')}`;
  for (const c of columns) for (let off = -2; off <= 2; off++) lines.push(`${id()}:%x[${off},${c}]`);
  for (const c of pairColumns) {
    lines.push(`${id()}:%x[-1,${c}]/%x[0,${c}]`);
    lines.push(`${id()}:%x[0,${c}]/%x[1,${c}]`);
  }
  lines.push('B');
  return lines;
}
