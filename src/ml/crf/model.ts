// The CRF model as data: compact JSON with everything needed to decode (columns, templates, labels, feature
// dictionary, weights) and a description of how it was trained.

import { FastEncoder } from './fast-encoder.js';
import { type EncodedSequence, marginals, viterbi, Workspace } from './lattice.js';
import { type Columns, expand, parseTemplates, type Row, type Template } from './template.js';

export const MODEL_FORMAT = 'kitten-crf';

export interface CrfModelJson {
  format: typeof MODEL_FORMAT;
  version: 1;
  /** The feature set the table was extracted with (e.g. `cleaneval`; the field keeps its old name). */
  config: string;
  columns: string[];
  templates: string[];
  labels: string[];
  /** Observation feature strings; index = feature id. */
  features: string[];
  /** features.length × labels.length unary weights (row-major), then labels.length² transitions. */
  weights: number[];
  training: Record<string, unknown>;
}

export class ModelError extends Error {}

/** A loaded model ready to decode: dictionary as a Map, weights as a typed array. */
export class CrfModel {
  readonly labels: string[];
  readonly columns: string[];
  readonly templates: Template[];
  readonly json: CrfModelJson;
  private readonly dict: Map<string, number>;
  private readonly w: Float64Array;
  private readonly ws = new Workspace();
  private readonly fast: FastEncoder;

  constructor(json: CrfModelJson) {
    if (json?.format !== MODEL_FORMAT || json.version !== 1)
      throw new ModelError('not a kitten-crf v1 model');
    const L = json.labels.length;
    if (json.weights.length !== json.features.length * L + L * L)
      throw new ModelError(
        `model has ${json.weights.length} weights, expected ${json.features.length * L + L * L}`,
      );
    this.json = json;
    this.labels = json.labels;
    this.columns = json.columns;
    this.templates = parseTemplates(json.templates, json.columns);
    this.dict = new Map();
    for (let i = 0; i < json.features.length; i++) this.dict.set(json.features[i], i);
    this.w = Float64Array.from(json.weights);
    this.fast = new FastEncoder(this.templates, this.columns.length, this.dict);
  }

  static parse(text: string): CrfModel {
    return new CrfModel(JSON.parse(text) as CrfModelJson);
  }

  /** Observation feature ids of each row (unknown feature strings are skipped). */
  encode(rows: readonly Row[]): EncodedSequence {
    const { offsets, ids } = this.fast.encode(rows);
    return { length: rows.length, offsets, ids };
  }

  /** The same as `encode`, by building every feature string (the reference the fast path is tested against). */
  encodeByStrings(rows: readonly Row[]): EncodedSequence {
    const n = rows.length;
    const offsets = new Int32Array(n + 1);
    const ids: number[] = [];
    for (let t = 0; t < n; t++) {
      for (const tpl of this.templates) {
        const id = this.dict.get(expand(tpl, rows, t));
        if (id !== undefined) ids.push(id);
      }
      offsets[t + 1] = ids.length;
    }
    return { length: n, offsets, ids: Int32Array.from(ids) };
  }

  /** Most probable label index sequence (Viterbi). */
  decodeIndexes(rows: readonly Row[]): Int32Array {
    return this.viterbiOf(this.fast.unary(rows, this.w, this.labels.length), rows.length);
  }

  /** `decodeIndexes` of a column-major table of `n` rows (`columns[c][t]`), the form the cleaners build. */
  decodeColumnIndexes(columns: Columns, n: number): Int32Array {
    return this.viterbiOf(this.fast.unaryColumns(columns, n, this.w, this.labels.length), n);
  }

  private viterbiOf(unary: Float64Array, n: number): Int32Array {
    const L = this.labels.length;
    const out = new Int32Array(n);
    viterbi(unary, this.w, this.dict.size * L, n, L, out, this.ws);
    return out;
  }

  /** Posterior marginals p(label | page) per row: n × labels.length, row-major. */
  posteriors(rows: readonly Row[]): Float64Array {
    return this.marginalsOf(this.fast.unary(rows, this.w, this.labels.length), rows.length);
  }

  /** `posteriors` of a column-major table of `n` rows. */
  columnPosteriors(columns: Columns, n: number): Float64Array {
    return this.marginalsOf(this.fast.unaryColumns(columns, n, this.w, this.labels.length), n);
  }

  private marginalsOf(unary: Float64Array, n: number): Float64Array {
    const L = this.labels.length;
    const out = new Float64Array(n * L);
    marginals(unary, this.w, this.dict.size * L, n, L, out, this.ws);
    return out;
  }

  decode(rows: readonly Row[]): string[] {
    return Array.from(this.decodeIndexes(rows), (i) => this.labels[i]);
  }
}
