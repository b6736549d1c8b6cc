// Decoding-time feature lookup without building feature strings: each column's values are interned to small
// integers once per page, and a single-reference template maps a value id to a feature id through a typed
// array. Templates over several references fall back to the string dictionary.
import { expand, type Row, type Template } from './template.js';

interface UnigramLookup {
  offset: number;
  column: number;
  /** Feature id by value id of the column, −1 when the model has no such feature. */
  table: Int32Array;
}

export class FastEncoder {
  private readonly valueIds: Map<string, number>[];
  private readonly unigrams: (UnigramLookup | null)[];

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
    this.unigrams = templates.map((t) => {
      if (t.refs.length !== 1) return null;
      const { offset, column } = t.refs[0];
      return { offset, column, table: new Int32Array(this.valueIds[column].size).fill(-1) };
    });
    for (const [ti, vid, fid] of pending) this.unigrams[ti]!.table[vid] = fid;
    // The same tables flattened into typed arrays for the hot loop (column −1: a multi-reference template).
    const T = templates.length;
    this.uOffset = new Int32Array(T);
    this.uColumn = new Int32Array(T).fill(-1);
    this.uBase = new Int32Array(T);
    let size = 0;
    for (const u of this.unigrams) size += u ? u.table.length : 0;
    this.uTable = new Int32Array(size);
    let base = 0;
    this.unigrams.forEach((u, ti) => {
      if (!u) return;
      this.uOffset[ti] = u.offset;
      this.uColumn[ti] = u.column;
      this.uBase[ti] = base;
      this.uTable.set(u.table, base);
      base += u.table.length;
    });
  }

  private readonly uOffset: Int32Array;
  private readonly uColumn: Int32Array;
  private readonly uBase: Int32Array;
  private readonly uTable: Int32Array;

  private valueId(column: number, value: string): number {
    return this.valueIds[column].get(value) ?? -1;
  }

  /** Interned value ids of every row and column (−1 for values the model never saw). */
  private internRows(rows: readonly Row[]): Int32Array {
    const cols = this.valueIds.length;
    const vids = new Int32Array(rows.length * cols);
    for (let t = 0; t < rows.length; t++) {
      const row = rows[t];
      for (let c = 0; c < cols; c++) vids[t * cols + c] = this.valueId(c, row[c]);
    }
    return vids;
  }

  /** Feature id of template `ti` at row `t`, or −1 (boundary rows get CRF++'s `_B-k`/`_B+k` values). */
  private featureId(ti: number, t: number, rows: readonly Row[], vids: Int32Array): number {
    const column = this.uColumn[ti];
    if (column < 0) return this.dict.get(expand(this.templates[ti], rows, t)) ?? -1;
    const n = rows.length;
    const i = t + this.uOffset[ti];
    const vid =
      i >= 0 && i < n
        ? vids[i * this.valueIds.length + column]
        : this.valueId(column, i < 0 ? `_B${i}` : `_B+${i - n + 1}`);
    return vid < 0 ? -1 : this.uTable[this.uBase[ti] + vid];
  }

  /** Feature ids of each row, as `offsets`/`ids` (the same set the string dictionary would give). */
  encode(rows: readonly Row[]): { offsets: Int32Array; ids: Int32Array } {
    const n = rows.length;
    const T = this.templates.length;
    const vids = this.internRows(rows);
    const offsets = new Int32Array(n + 1);
    const ids = new Int32Array(n * T);
    let k = 0;
    for (let t = 0; t < n; t++) {
      for (let ti = 0; ti < T; ti++) {
        const fid = this.featureId(ti, t, rows, vids);
        if (fid >= 0) ids[k++] = fid;
      }
      offsets[t + 1] = k;
    }
    return { offsets, ids: ids.subarray(0, k) };
  }

  /**
   * Unary scores (n × L, row-major) straight from the rows, without materializing feature ids: the
   * decode-time path, where ids are only ever summed into scores.
   */
  unary(rows: readonly Row[], w: Float64Array, L: number): Float64Array {
    const n = rows.length;
    const T = this.templates.length;
    const vids = this.internRows(rows);
    const out = new Float64Array(n * L);
    for (let t = 0; t < n; t++) {
      const base = t * L;
      for (let ti = 0; ti < T; ti++) {
        const fid = this.featureId(ti, t, rows, vids);
        if (fid < 0) continue;
        const wb = fid * L;
        for (let y = 0; y < L; y++) out[base + y] += w[wb + y];
      }
    }
    return out;
  }
}
