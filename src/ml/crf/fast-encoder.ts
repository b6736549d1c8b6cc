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
  }

  private valueId(column: number, value: string): number {
    return this.valueIds[column].get(value) ?? -1;
  }

  /** Feature ids of each row, as `offsets`/`ids` (the same set the string dictionary would give). */
  encode(rows: readonly Row[]): { offsets: Int32Array; ids: Int32Array } {
    const n = rows.length;
    const cols = this.valueIds.length;
    // Interned value ids, with the CRF++ boundary values for rows outside the sequence.
    const vids = new Int32Array(n * cols);
    for (let t = 0; t < n; t++) {
      const row = rows[t];
      for (let c = 0; c < cols; c++) vids[t * cols + c] = this.valueId(c, row[c]);
    }
    // Hot loop: template properties in locals (this runs templates × blocks times per page).
    const templates = this.templates;
    const unigrams = this.unigrams;
    const T = templates.length;
    const offsets = new Int32Array(n + 1);
    let ids = new Int32Array(Math.max(16, n * T));
    let k = 0;
    for (let t = 0; t < n; t++) {
      if (k + T > ids.length) {
        const bigger = new Int32Array(Math.max(ids.length * 2, k + T));
        bigger.set(ids);
        ids = bigger;
      }
      for (let ti = 0; ti < T; ti++) {
        const u = unigrams[ti];
        let fid: number;
        if (u !== null) {
          const i = t + u.offset;
          const vid =
            i >= 0 && i < n
              ? vids[i * cols + u.column]
              : this.valueId(u.column, i < 0 ? `_B${i}` : `_B+${i - n + 1}`);
          fid = vid < 0 ? -1 : u.table[vid];
        } else fid = this.dict.get(expand(templates[ti], rows, t)) ?? -1;
        if (fid >= 0) ids[k++] = fid;
      }
      offsets[t + 1] = k;
    }
    return { offsets, ids: ids.subarray(0, k) };
  }
}
