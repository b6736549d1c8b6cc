// Training a linear-chain CRF: feature dictionary with a minimum frequency, L2-regularised negative
// log-likelihood (CRF++'s objective C·ΣNLL + ½‖w‖²) minimised by L-BFGS.
import { accumulateGradient, type EncodedSequence, Workspace } from './lattice.js';
import { minimize } from './lbfgs.js';
import { type CrfModelJson, MODEL_FORMAT } from './model.js';
import { expand, parseTemplates, type Row, type Template } from './template.js';

export interface TrainingSequence {
  rows: readonly Row[];
  labels: readonly string[];
}

export interface TrainOptions {
  columns: string[];
  templates: string[];
  /** Label set in a fixed order (labels absent from the data still get a slot). */
  labels: string[];
  config?: string;
  /** Inverse regularisation strength (CRF++ -c). */
  c?: number;
  /** Feature strings seen fewer times than this are dropped (CRF++ -f). */
  minFrequency?: number;
  maxIterations?: number;
  tolerance?: number;
  /** Weights whose largest magnitude over labels is below this are dropped from the saved model. */
  pruneBelow?: number;
  /** Decimal places kept in the saved weights. */
  precision?: number;
  description?: string;
  log?: (line: string) => void;
}

/** Feature strings interned once into global ids, so that several trainings (CV folds) share the expansion. */
export class FeatureInterner {
  readonly strings: string[] = [];
  private readonly ids = new Map<string, number>();
  id(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.strings.length;
      this.ids.set(s, id);
      this.strings.push(s);
    }
    return id;
  }
}

/** A sequence whose rows are expanded into interned feature ids (global, before frequency pruning). */
export interface ExpandedSequence {
  length: number;
  offsets: Int32Array;
  gids: Int32Array;
  labels: Int32Array;
  /** Weight of this sequence in the likelihood (1 by default): balances corpora of different sizes. */
  weight?: number;
}

export function expandSequence(
  s: TrainingSequence,
  templates: readonly Template[],
  labels: readonly string[],
  interner: FeatureInterner,
): ExpandedSequence {
  const n = s.rows.length;
  const offsets = new Int32Array(n + 1);
  const gids = new Int32Array(n * templates.length);
  const y = new Int32Array(n);
  let k = 0;
  for (let t = 0; t < n; t++) {
    for (const tpl of templates) gids[k++] = interner.id(expand(tpl, s.rows, t));
    offsets[t + 1] = k;
    const idx = labels.indexOf(s.labels[t]);
    if (idx < 0) throw new Error(`unknown label ${s.labels[t]}`);
    y[t] = idx;
  }
  return { length: n, offsets, gids, labels: y };
}

/** Keeps the features seen at least `minFreq` times in these sequences and re-numbers them densely. */
function selectFeatures(
  data: readonly ExpandedSequence[],
  interner: FeatureInterner,
  minFreq: number,
): { features: string[]; seqs: EncodedSequence[] } {
  const counts = new Int32Array(interner.strings.length);
  for (const s of data) for (let k = 0; k < s.gids.length; k++) counts[s.gids[k]]++;
  const remap = new Int32Array(interner.strings.length).fill(-1);
  const features: string[] = [];
  for (let g = 0; g < counts.length; g++)
    if (counts[g] >= minFreq && counts[g] > 0) {
      remap[g] = features.length;
      features.push(interner.strings[g]);
    }
  const seqs = data.map((s) => {
    const offsets = new Int32Array(s.length + 1);
    const ids: number[] = [];
    for (let t = 0; t < s.length; t++) {
      for (let k = s.offsets[t]; k < s.offsets[t + 1]; k++) {
        const f = remap[s.gids[k]];
        if (f >= 0) ids.push(f);
      }
      offsets[t + 1] = ids.length;
    }
    return { length: s.length, offsets, ids: Int32Array.from(ids), labels: s.labels, weight: s.weight ?? 1 };
  });
  return { features, seqs };
}

function round(x: number, places: number): number {
  const f = 10 ** places;
  return Math.round(x * f) / f;
}

export function trainCrf(data: readonly TrainingSequence[], opts: TrainOptions): CrfModelJson {
  const templates = parseTemplates(opts.templates, opts.columns);
  const interner = new FeatureInterner();
  const expanded = data.map((s) => expandSequence(s, templates, opts.labels, interner));
  return trainExpanded(expanded, interner, opts);
}

/** Trains on sequences already expanded into interned feature ids (see `expandSequence`). */
export function trainExpanded(
  data: readonly ExpandedSequence[],
  interner: FeatureInterner,
  opts: TrainOptions,
): CrfModelJson {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const L = opts.labels.length;
  const C = opts.c ?? 1;
  const { features, seqs } = selectFeatures(data, interner, opts.minFrequency ?? 1);
  const F = features.length;
  const positions = seqs.reduce((s, q) => s + q.length, 0);
  log(`crf: ${seqs.length} sequences, ${positions} positions, ${F} features, ${F * L + L * L} weights`);
  const ws = new Workspace();
  const objective = (w: Float64Array, g: Float64Array): number => {
    g.fill(0);
    let nll = 0;
    for (const s of seqs) nll += (s.weight ?? 1) * accumulateGradient(s, w, L, F, g, C * (s.weight ?? 1), ws);
    let reg = 0;
    for (let i = 0; i < w.length; i++) {
      reg += w[i] * w[i];
      g[i] += w[i];
    }
    return C * nll + 0.5 * reg;
  };
  const w = new Float64Array(F * L + L * L);
  let iterations = 0;
  const value = minimize(objective, w, {
    maxIterations: opts.maxIterations ?? 200,
    tolerance: opts.tolerance ?? 1e-4,
    onIteration: (i, v, gn) => {
      iterations = i;
      if (i % 10 === 0) log(`crf: iteration ${i} objective ${v.toFixed(2)} |g| ${gn.toFixed(3)}`);
    },
  });

  // Prune features whose weights are all negligible, then re-index.
  const prune = opts.pruneBelow ?? 0;
  const places = opts.precision ?? 4;
  const keptFeatures: string[] = [];
  const weights: number[] = [];
  for (let f = 0; f < F; f++) {
    let max = 0;
    for (let y = 0; y < L; y++) max = Math.max(max, Math.abs(w[f * L + y]));
    if (max < prune || max === 0) continue;
    keptFeatures.push(features[f]);
    for (let y = 0; y < L; y++) weights.push(round(w[f * L + y], places));
  }
  for (let i = 0; i < L * L; i++) weights.push(round(w[F * L + i], places));
  const seconds = (Date.now() - started) / 1000;
  log(
    `crf: done in ${seconds.toFixed(1)} s, ${iterations} iterations, kept ${keptFeatures.length}/${F} features`,
  );
  return {
    format: MODEL_FORMAT,
    version: 1,
    config: opts.config ?? 'custom',
    columns: opts.columns,
    templates: opts.templates,
    labels: opts.labels,
    features: keptFeatures,
    weights,
    training: {
      description: opts.description ?? '',
      sequences: seqs.length,
      positions,
      c: C,
      minFrequency: opts.minFrequency ?? 1,
      iterations,
      objective: round(value, 3),
      featuresBeforePruning: F,
      seconds: round(seconds, 1),
    },
  };
}
