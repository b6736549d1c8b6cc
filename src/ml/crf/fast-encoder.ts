// Decoding-time feature lookup without building feature strings: each column's values are interned to small
// integers once per page, and a template maps the value ids it reads to a feature id through integer
// tables: a typed array for a single-reference template, a cache keyed by the packed value ids for a
// template over several references (filled from the string dictionary the first time a combination is
// seen). Values the model's single-reference templates never saw have no id; their cells fall back to the
// string dictionary, so the result is always the set of features the strings would give.
import { type Columns, columnsOfRows, expandColumns, type Row, type Template } from './template.js';

/** Cells of the padded value-id table kept from page to page (4 MB); a larger page gets its own. */
const MAX_SCRATCH = 2 ** 20;

/** Packed keys stay exact integers below this. */
const MAX_PACKED = 2 ** 52;

/** A multi-reference template's combinations are cached in a typed array up to this many (4 MB). */
const MAX_DENSE = 2 ** 20;

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
  /** Largest row offset any template reads: the boundary cells each padded column holds on both sides. */
  private readonly pad: number;
  /**
   * The unary path's tables: feature id + 1 (0 for none) by `rowBase[template] + value id + 1` for a
   * single-reference template; for a multi-reference one `rowBase` is its rank among them (`multiIndex`).
   */
  private readonly rowBase: Int32Array;
  private readonly rowOf: Int32Array;
  private readonly multiIndex: Int32Array;
  /** Value ids + 1 of CRF++'s boundary cells `_B-k`, `_B+k` of each column: `[(column * pad + k − 1) * 2 + after]`. */
  private readonly boundary: Int32Array;
  /** Per multi-reference template, allocated on first use: feature id + 2 by packed key (0: not seen yet). */
  private readonly dense: (Int32Array | null | undefined)[];
  /** The padded value-id table of the last page (`paddedColumns`). */
  private scratch = new Int32Array(0);
  /** The weights with a zero row in front, and the weights and label count they were made from. */
  private zeroRow = new Float64Array(0);
  private weightsFor: Float64Array | null = null;
  private weightsL = 0;

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
    this.pad = Math.max(0, ...templates.flatMap((t) => t.refs.map((r) => Math.abs(r.offset))));
    this.rowBase = new Int32Array(T);
    const multi: number[] = [];
    let rows = 0;
    templates.forEach((t, ti) => {
      if (t.refs.length === 1) {
        this.rowBase[ti] = rows;
        rows += this.valueIds[t.refs[0].column].size + 1;
      } else {
        this.rowBase[ti] = multi.length;
        multi.push(ti);
      }
    });
    this.multiIndex = Int32Array.from(multi);
    this.rowOf = new Int32Array(rows);
    templates.forEach((t, ti) => {
      if (t.refs.length !== 1) return;
      for (let vid = 0; vid < this.valueIds[t.refs[0].column].size; vid++) {
        const fid = this.uTable[this.uBase[ti] + vid];
        this.rowOf[this.rowBase[ti] + vid + 1] = fid + 1;
      }
    });
    this.dense = templates.map(() => undefined);
    this.boundary = new Int32Array(columns * this.pad * 2);
    for (let c = 0; c < columns; c++)
      for (let k = 1; k <= this.pad; k++) {
        this.boundary[(c * this.pad + k - 1) * 2] = this.valueId(c, `_B-${k}`) + 1;
        this.boundary[(c * this.pad + k - 1) * 2 + 1] = this.valueId(c, `_B+${k}`) + 1;
      }
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
    return this.keyId(ti, columns, n, t, key);
  }

  /** Feature id (or −1) of multi template `ti` at row `t` whose packed value ids are `key` (−1: no key). */
  private keyId(ti: number, columns: Columns, n: number, t: number, key: number): number {
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

  /**
   * `unary` of a column-major table of `n` rows (the decode path: no row arrays at all). Each row reads its
   * templates' weight rows straight from one padded table of value ids (no id list per row, no branch for a
   * missing feature: it reads a zero row): the columns' value ids + 1, then one column per multi-reference
   * template holding its feature row (id + 1, 0 for none) at each row, resolved before the sums. Every
   * template is then one read at `src[template] + t * width` plus its base, without a branch on its kind.
   * The table is row-major: a row's templates read the cells of five neighbouring rows, a few hundred
   * contiguous bytes, where a column-major table had them in ~100 places a column's length apart.
   */
  unaryColumns(columns: Columns, n: number, w: Float64Array, L: number): Float64Array {
    const T = this.templates.length;
    const P = this.pad;
    const C = this.valueIds.length;
    const M = this.multiIndex.length;
    const W = C + M;
    // Row numbers times L: each template's read is then an offset into the weights as it is.
    const vids = this.paddedColumns(columns, n, M, L);
    for (let m = 0; m < M; m++) this.multiRows(this.multiIndex[m], columns, n, vids, C + m, L);
    const wz = this.zeroRowWeights(w, L);
    const out = new Float64Array(n * L);
    // Where template ti reads at row 0 (its column's cells shifted by its offset, or its multi column), and
    // the weight row its value id + 1 is added to.
    const src = new Int32Array(T);
    const base = new Int32Array(T);
    for (let ti = 0; ti < T; ti++) {
      if (this.uColumn[ti] < 0) {
        src[ti] = P * W + C + this.rowBase[ti];
        base[ti] = this.rowOf.length * L;
      } else {
        src[ti] = (P + this.uOffset[ti]) * W + this.uColumn[ti];
        base[ti] = this.rowBase[ti] * L;
      }
    }
    if (L === 5) {
      for (let t = 0; t < n; t++) {
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        let s3 = 0;
        let s4 = 0;
        const row = t * W;
        for (let ti = 0; ti < T; ti++) {
          const r = base[ti] + vids[src[ti] + row];
          s0 += wz[r];
          s1 += wz[r + 1];
          s2 += wz[r + 2];
          s3 += wz[r + 3];
          s4 += wz[r + 4];
        }
        const o = t * 5;
        out[o] = s0;
        out[o + 1] = s1;
        out[o + 2] = s2;
        out[o + 3] = s3;
        out[o + 4] = s4;
      }
      return out;
    }
    for (let t = 0; t < n; t++) {
      const o = t * L;
      const row = t * W;
      for (let ti = 0; ti < T; ti++) {
        const r = base[ti] + vids[src[ti] + row];
        for (let y = 0; y < L; y++) out[o + y] += wz[r + y];
      }
    }
    return out;
  }

  /**
   * Value ids + 1 (0: a value the model never saw), times `scale`, of every cell, row-major with `width` = columns +
   * `extra` cells a row, padded with `pad` boundary rows on both sides (CRF++'s `_B-k` before the page,
   * `_B+k` after it), so that a template reads `[(pad + t + offset) * width + column]` without a bounds
   * test; the `extra` cells of each row are left for the caller. The array is the encoder's scratch (used
   * again by the next page; a fresh one above `MAX_SCRATCH`), and may be longer than the table.
   */
  private paddedColumns(columns: Columns, n: number, extra: number, scale: number): Int32Array {
    const P = this.pad;
    const W = this.valueIds.length + extra;
    const size = W * (n + 2 * P);
    let vids = this.scratch;
    if (size > MAX_SCRATCH) vids = new Int32Array(size);
    else if (vids.length < size) {
      vids = new Int32Array(Math.min(MAX_SCRATCH, Math.max(size, 2 * vids.length)));
      this.scratch = vids;
    }
    for (let c = 0; c < this.valueIds.length; c++) {
      for (let k = 1; k <= P; k++) {
        vids[(P - k) * W + c] = this.boundary[(c * P + k - 1) * 2] * scale;
        vids[(P + n + k - 1) * W + c] = this.boundary[(c * P + k - 1) * 2 + 1] * scale;
      }
      const at = P * W + c;
      const column = columns[c];
      if (!column) {
        // a table narrower than the model: no value of the column is known
        for (let t = 0; t < n; t++) vids[at + t * W] = 0;
        continue;
      }
      const ids = this.valueIds[c];
      // Consecutive rows often repeat a column's value (the same cached string): a comparison, no lookup.
      let lastValue = '';
      let lastId = ((ids.get('') ?? -1) + 1) * scale;
      for (let t = 0; t < n; t++) {
        const value = column[t];
        if (value !== lastValue) {
          lastValue = value;
          lastId = ((ids.get(value) ?? -1) + 1) * scale;
        }
        vids[at + t * W] = lastId;
      }
    }
    return vids;
  }

  /**
   * Feature rows (id + 1, 0 for none), times `scale`, of multi-reference template `ti` at every row, into
   * cell `cell` of each row of the padded table `vids` (`paddedColumns` with the same `scale`: its width is
   * the columns plus one cell per multi-reference template), from its value ids; combinations are looked
   * up once per page and model.
   */
  private multiRows(
    ti: number,
    columns: Columns,
    n: number,
    vids: Int32Array,
    cell: number,
    scale: number,
  ): void {
    const refs = this.templates[ti].refs;
    const radix = this.radix[ti];
    const P = this.pad;
    const W = this.valueIds.length + this.multiIndex.length;
    const dense = this.denseOf(ti);
    for (let t = 0; t < n; t++) {
      const at = (P + t) * W + cell;
      let key = radix ? 0 : -1;
      for (let k = 0; key >= 0 && k < refs.length; k++) {
        const vid = vids[(P + t + refs[k].offset) * W + refs[k].column] / scale - 1;
        key = vid < 0 ? -1 : key * radix![k] + vid;
      }
      if (key >= 0 && dense) {
        let v = dense[key];
        if (v === 0) {
          v = (this.dict.get(expandColumns(this.templates[ti], columns, n, t)) ?? -1) + 2;
          dense[key] = v;
        }
        vids[at] = (v - 1) * scale;
      } else vids[at] = (this.keyId(ti, columns, n, t, key) + 1) * scale;
    }
  }

  /** Template `ti`'s table of feature ids + 2 by packed key (0: not looked up yet), when small enough. */
  private denseOf(ti: number): Int32Array | null {
    let dense = this.dense[ti];
    if (dense === undefined) {
      const radix = this.radix[ti];
      const size = radix ? radix.reduce((p, s) => p * s, 1) : Number.POSITIVE_INFINITY;
      dense = size <= MAX_DENSE ? new Int32Array(size) : null;
      this.dense[ti] = dense;
    }
    return dense;
  }

  /**
   * The weight rows the unary path reads: first each single-reference template's rows by value id + 1
   * (`rowBase[template] + value id + 1`, a zero row for a value or feature the model lacks), each template's
   * rows together; then a zero row and the multi-reference features' rows (feature id f at row f + 1).
   */
  private zeroRowWeights(w: Float64Array, L: number): Float64Array {
    if (this.weightsFor !== w || this.weightsL !== L) {
      const F = this.dict.size;
      const single = this.rowOf.length;
      this.zeroRow = new Float64Array((single + F + 1) * L);
      for (let r = 0; r < single; r++) {
        const fid = this.rowOf[r] - 1;
        if (fid >= 0) this.zeroRow.set(w.subarray(fid * L, (fid + 1) * L), r * L);
      }
      this.zeroRow.set(w.subarray(0, F * L), (single + 1) * L);
      this.weightsFor = w;
      this.weightsL = L;
    }
    return this.zeroRow;
  }
}
