// Decoding-time feature lookup without building feature strings: each column's values are interned to small
// integers once per page, and a template maps the value ids it reads to a feature id through integer
// tables: a typed array for a single-reference template, a cache keyed by the packed value ids for a
// template over several references (filled from the string dictionary the first time a combination is
// seen). Values the model's single-reference templates never saw have no id; their cells fall back to the
// string dictionary, so the result is always the set of features the strings would give.
import { type Columns, columnsOfRows, expandColumns, type Row, type Template } from './template.js';

/** Rows whose feature ids `unary` holds at once. */
const UNARY_CHUNK_ROWS = 1024;

/** Packed keys stay exact integers below this. */
const MAX_PACKED = 2 ** 52;

export class FastEncoder {
  private readonly valueIds: Map<string, number>[];
  /** Per template: the column read (−1 for a multi-reference template), its row offset, its table's base. */
  private readonly uOffset: Int32Array;
  private readonly uColumn: Int32Array;
  private readonly uBase: Int32Array;
  /** Feature id by `uBase[template] + value id`, −1 when the model has no such feature. */
  private readonly uTable: Int32Array;
  /** Per multi-reference template: feature id (−1 for none) by packed value ids, as combinations appear. */
  private readonly multi: (Map<number, number> | null)[];
  /** Per multi-reference template: the column vocabulary sizes packing multiplies by (null: too large). */
  private readonly radix: (Int32Array | null)[];

  constructor(
    private readonly templates: readonly Template[],
    columns: number,
    private readonly dict: ReadonlyMap<string, number>,
  ) {
    this.valueIds = Array.from({ length: columns }, () => new Map<string, number>());
    const byName = new Map(templates.map((t, i) => [t.name, i]));
    const pending: [number, number, number][] = []; // template, value id, feature id
    for (const [feature, fid] of dict) {
      const colon = feature.indexOf(':');
      const ti = byName.get(feature.slice(0, colon));
      if (ti === undefined || templates[ti].refs.length !== 1) continue;
      const col = templates[ti].refs[0].column;
      const value = feature.slice(colon + 1);
      const ids = this.valueIds[col];
      let vid = ids.get(value);
      if (vid === undefined) {
        vid = ids.size;
        ids.set(value, vid);
      }
      pending.push([ti, vid, fid]);
    }
    const T = templates.length;
    this.uOffset = new Int32Array(T);
    this.uColumn = new Int32Array(T).fill(-1);
    this.uBase = new Int32Array(T);
    let size = 0;
    templates.forEach((t, ti) => {
      if (t.refs.length !== 1) return;
      this.uOffset[ti] = t.refs[0].offset;
      this.uColumn[ti] = t.refs[0].column;
      this.uBase[ti] = size;
      size += this.valueIds[t.refs[0].column].size;
    });
    this.uTable = new Int32Array(size).fill(-1);
    for (const [ti, vid, fid] of pending) this.uTable[this.uBase[ti] + vid] = fid;
    this.multi = templates.map((t) => (t.refs.length === 1 ? null : new Map()));
    this.radix = templates.map((t) => {
      if (t.refs.length === 1) return null;
      const sizes = Int32Array.from(t.refs, (r) => Math.max(this.valueIds[r.column].size, 1));
      return sizes.reduce((p, s) => p * s, 1) < MAX_PACKED ? sizes : null;
    });
  }

  private valueId(column: number, value: string): number {
    return this.valueIds[column].get(value) ?? -1;
  }

  /** Value id of the cell at row `i` of `column` (rows outside the page read CRF++'s `_B-k`/`_B+k`), or −1. */
  private cellId(vids: Int32Array, n: number, i: number, column: number): number {
    if (i >= 0 && i < n) return vids[column * n + i];
    return this.valueId(column, i < 0 ? `_B${i}` : `_B+${i - n + 1}`);
  }

  /**
   * Interned value ids of every cell, column by column (`[column * n + row]`, −1 for values the model never
   * saw). Consecutive rows often repeat a column's value (the same cached string), which then costs a
   * comparison instead of a lookup.
   */
  private internColumns(columns: Columns, n: number): Int32Array {
    const vids = new Int32Array(this.valueIds.length * n);
    this.valueIds.forEach((ids, c) => {
      const column = columns[c];
      if (!column) {
        vids.fill(-1, c * n, (c + 1) * n); // a table narrower than the model: no value of the column is known
        return;
      }
      let lastValue = '';
      let lastId = ids.get('') ?? -1;
      for (let t = 0; t < n; t++) {
        const value = column[t];
        if (value !== lastValue) {
          lastValue = value;
          lastId = ids.get(value) ?? -1;
        }
        vids[c * n + t] = lastId;
      }
    });
    return vids;
  }

  /**
   * Feature ids of template `ti` at rows `from`…`to` − 1 (−1 for none), into `out[(t − from) * stride + ti]`.
   */
  private templateIds(
    ti: number,
    columns: Columns,
    n: number,
    vids: Int32Array,
    out: Int32Array,
    stride: number,
    from: number,
    to: number,
  ): void {
    const column = this.uColumn[ti];
    if (column < 0) {
      for (let t = from; t < to; t++) out[(t - from) * stride + ti] = this.multiId(ti, columns, n, vids, t);
      return;
    }
    const offset = this.uOffset[ti];
    const base = this.uBase[ti];
    const table = this.uTable;
    for (let t = from; t < to; t++) {
      const i = t + offset;
      const vid = i >= 0 && i < n ? vids[column * n + i] : this.cellId(vids, n, i, column);
      out[(t - from) * stride + ti] = vid < 0 ? -1 : table[base + vid];
    }
  }

  /** Feature id of multi-reference template `ti` at row `t`, or −1. */
  private multiId(ti: number, columns: Columns, n: number, vids: Int32Array, t: number): number {
    const radix = this.radix[ti];
    const refs = this.templates[ti].refs;
    let key = radix ? 0 : -1;
    for (let k = 0; key >= 0 && k < refs.length; k++) {
      const vid = this.cellId(vids, n, t + refs[k].offset, refs[k].column);
      key = vid < 0 ? -1 : key * radix![k] + vid;
    }
    if (key < 0) return this.dict.get(expandColumns(this.templates[ti], columns, n, t)) ?? -1;
    const cache = this.multi[ti]!;
    let fid = cache.get(key);
    if (fid === undefined) {
      fid = this.dict.get(expandColumns(this.templates[ti], columns, n, t)) ?? -1;
      cache.set(key, fid);
    }
    return fid;
  }

  /** Feature ids of every row and template (row-major: `[t * templates + ti]`, −1 for none). */
  private allIds(columns: Columns, n: number): Int32Array {
    const T = this.templates.length;
    const vids = this.internColumns(columns, n);
    const ids = new Int32Array(n * T);
    for (let ti = 0; ti < T; ti++) this.templateIds(ti, columns, n, vids, ids, T, 0, n);
    return ids;
  }

  /** The model's columns of a row-major table (the row-major entry points read through them). */
  private columnsOf(rows: readonly Row[]): Columns {
    return columnsOfRows(rows, this.valueIds.length);
  }

  /** Feature ids of each row, as `offsets`/`ids` (the same set the string dictionary would give). */
  encode(rows: readonly Row[]): { offsets: Int32Array; ids: Int32Array } {
    return this.encodeColumns(this.columnsOf(rows), rows.length);
  }

  /** `encode` of a column-major table of `n` rows. */
  encodeColumns(columns: Columns, n: number): { offsets: Int32Array; ids: Int32Array } {
    const all = this.allIds(columns, n);
    const T = this.templates.length;
    const offsets = new Int32Array(n + 1);
    const ids = new Int32Array(all.length);
    let k = 0;
    for (let t = 0; t < n; t++) {
      for (let j = t * T; j < (t + 1) * T; j++) if (all[j] >= 0) ids[k++] = all[j];
      offsets[t + 1] = k;
    }
    return { offsets, ids: ids.subarray(0, k) };
  }

  /**
   * Unary scores (n × L, row-major) straight from the rows, without per-row id lists: the decode-time path,
   * where ids are only ever summed into scores. Each row sums its templates in template order, as the
   * string path does, so the scores are bit-identical.
   */
  unary(rows: readonly Row[], w: Float64Array, L: number): Float64Array {
    return this.unaryColumns(this.columnsOf(rows), rows.length, w, L);
  }

  /** `unary` of a column-major table of `n` rows (the decode path: no row arrays at all). */
  unaryColumns(columns: Columns, n: number, w: Float64Array, L: number): Float64Array {
    const T = this.templates.length;
    const vids = this.internColumns(columns, n);
    const out = new Float64Array(n * L);
    // The ids of a chunk of rows at a time: a page's full id table (rows × templates) would hold 180 MB on
    // a 200,000-block page, and a small one stays in cache between writing and summing.
    const ids = new Int32Array(Math.min(n, UNARY_CHUNK_ROWS) * T);
    for (let from = 0; from < n; from += UNARY_CHUNK_ROWS) {
      const to = Math.min(n, from + UNARY_CHUNK_ROWS);
      for (let ti = 0; ti < T; ti++) this.templateIds(ti, columns, n, vids, ids, T, from, to);
      if (L === 5) {
        sumRows5(ids, to - from, T, w, out, from);
        continue;
      }
      for (let t = from; t < to; t++) {
        const base = t * L;
        for (let j = (t - from) * T; j < (t - from + 1) * T; j++) {
          const fid = ids[j];
          if (fid < 0) continue;
          for (let y = 0; y < L; y++) out[base + y] += w[fid * L + y];
        }
      }
    }
    return out;
  }
}

/**
 * The unary sums for the five labels of Kitten's models (`n` rows of `all`, into `out` from row `first`), in registers: about three times faster than the
 * general loop, which reads and writes `out` for every feature.
 */
function sumRows5(
  all: Int32Array,
  n: number,
  T: number,
  w: Float64Array,
  out: Float64Array,
  first: number,
): void {
  for (let t = 0; t < n; t++) {
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    for (let j = t * T; j < (t + 1) * T; j++) {
      const fid = all[j];
      if (fid < 0) continue;
      const wb = fid * 5;
      s0 += w[wb];
      s1 += w[wb + 1];
      s2 += w[wb + 2];
      s3 += w[wb + 3];
      s4 += w[wb + 4];
    }
    const o = (first + t) * 5;
    out[o] = s0;
    out[o + 1] = s1;
    out[o + 2] = s2;
    out[o + 3] = s3;
    out[o + 4] = s4;
  }
}
