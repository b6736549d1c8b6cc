// Training a linear-chain CRF: feature dictionary with a minimum frequency, L2-regularised negative
// log-likelihood (CRF++'s objective C·ΣNLL + ½‖w‖²) minimised by L-BFGS.
import { accumulateGradient, type EncodedSequence, Workspace } from './lattice.js';
import { minimize } from './lbfgs.js';
import { type CrfModelJson, MODEL_FORMAT } from './model.js';
import { expand, parseTemplates, type Row } from './template.js';

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

/** Builds the dictionary and encodes the sequences (features with too few occurrences are dropped). */
function encodeAll(
  data: readonly TrainingSequence[],
  opts: TrainOptions,
): { features: string[]; seqs: EncodedSequence[] } {
  const templates = parseTemplates(opts.templates, opts.columns);
  const minFreq = opts.minFrequency ?? 1;
  const counts = new Map<string, number>();
  for (const s of data)
    for (let t = 0; t < s.rows.length; t++)
      for (const tpl of templates) {
        const key = expand(tpl, s.rows, t);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
  const dict = new Map<string, number>();
  const features: string[] = [];
  for (const [key, c] of counts)
    if (c >= minFreq) {
      dict.set(key, features.length);
      features.push(key);
    }
  const labelIndex = new Map(opts.labels.map((l, i) => [l, i]));
  const seqs = data.map((s) => {
    const n = s.rows.length;
    const offsets = new Int32Array(n + 1);
    const ids: number[] = [];
    const labels = new Int32Array(n);
    for (let t = 0; t < n; t++) {
      for (const tpl of templates) {
        const id = dict.get(expand(tpl, s.rows, t));
        if (id !== undefined) ids.push(id);
      }
      offsets[t + 1] = ids.length;
      const y = labelIndex.get(s.labels[t]);
      if (y === undefined) throw new Error(`unknown label ${s.labels[t]}`);
      labels[t] = y;
    }
    return { length: n, offsets, ids: Int32Array.from(ids), labels };
  });
  return { features, seqs };
}

function round(x: number, places: number): number {
  const f = 10 ** places;
  return Math.round(x * f) / f;
}

export function trainCrf(data: readonly TrainingSequence[], opts: TrainOptions): CrfModelJson {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const L = opts.labels.length;
  const C = opts.c ?? 1;
  const { features, seqs } = encodeAll(data, opts);
  const F = features.length;
  const positions = seqs.reduce((s, q) => s + q.length, 0);
  log(`crf: ${seqs.length} sequences, ${positions} positions, ${F} features, ${F * L + L * L} weights`);
  const ws = new Workspace();
  const objective = (w: Float64Array, g: Float64Array): number => {
    g.fill(0);
    let nll = 0;
    for (const s of seqs) nll += accumulateGradient(s, w, L, F, g, C, ws);
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
