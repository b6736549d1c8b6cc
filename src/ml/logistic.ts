// L2-regularised logistic regression for two classes, fitted by Newton's method (IRLS) on standardized
// features. Count-like features (named in `logFeatures`) are read as log(1 + x) first, so a 300-row table
// does not weigh 100 times a 3-row one. Each weight reads as "one standard deviation more of this feature adds
// w to the log-odds of classes[1]": the model explains itself in one line per feature. Deterministic.

export interface LogisticModel {
  kind: 'logistic';
  /** Two classes: the score is the log-odds of `classes[1]`. */
  classes: [string, string];
  features: string[];
  /** Features read as log(1 + max(0, x)) before standardization. */
  logFeatures: string[];
  mean: number[];
  sd: number[];
  weights: number[];
  bias: number;
}

export interface LogisticParams {
  /** L2 penalty on the standardized weights (not on the bias). */
  lambda: number;
  /** Weight classes inversely to their frequency. */
  balanced: boolean;
  /** A weight per row (default 1), multiplied with the class weight. */
  rowWeights?: readonly number[];
}

function transformed(x: readonly number[], logged: readonly boolean[]): number[] {
  return x.map((v, k) => (logged[k] ? Math.log1p(Math.max(0, v)) : v));
}

/** Solves A·z = b by Gaussian elimination with partial pivoting (A small, symmetric positive definite). */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    const pivot = M[c][c] || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r][c] / pivot;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) M[r][k] -= f * M[c][k];
    }
  }
  return M.map((row, i) => row[n] / (row[i] || 1e-12));
}

export function trainLogistic(
  X: readonly (readonly number[])[],
  y: readonly number[],
  classes: [string, string],
  features: readonly string[],
  logFeatures: readonly string[],
  params: Partial<LogisticParams> = {},
): LogisticModel {
  const lambda = params.lambda ?? 10;
  const d = features.length;
  const n = y.length;
  const logged = features.map((f) => logFeatures.includes(f));
  const T = X.map((x) => transformed(x, logged));
  const mean = new Array<number>(d).fill(0);
  const sd = new Array<number>(d).fill(0);
  for (const x of T) for (let k = 0; k < d; k++) mean[k] += x[k] / Math.max(n, 1);
  for (const x of T) for (let k = 0; k < d; k++) sd[k] += (x[k] - mean[k]) ** 2 / Math.max(n, 1);
  for (let k = 0; k < d; k++) sd[k] = Math.sqrt(sd[k]) || 1;
  // Standardized rows with a trailing 1 for the bias.
  const Z = T.map((x) => [...x.map((v, k) => (v - mean[k]) / sd[k]), 1]);
  const pos = y.filter((v) => v === 1).length;
  const wt = y.map(
    (v, i) =>
      (params.balanced ? n / (2 * Math.max(1, v === 1 ? pos : n - pos)) : 1) * (params.rowWeights?.[i] ?? 1),
  );
  let w = new Array<number>(d + 1).fill(0);
  for (let iteration = 0; iteration < 30; iteration++) {
    const g = new Array<number>(d + 1).fill(0);
    const H = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < n; i++) {
      const zi = Z[i];
      let s = 0;
      for (let k = 0; k <= d; k++) s += zi[k] * w[k];
      const p = 1 / (1 + Math.exp(-s));
      const r = wt[i] * (p - y[i]);
      const h = wt[i] * Math.max(p * (1 - p), 1e-9);
      for (let a = 0; a <= d; a++) {
        g[a] += r * zi[a];
        const ha = h * zi[a];
        const Ha = H[a];
        for (let b = a; b <= d; b++) Ha[b] += ha * zi[b];
      }
    }
    for (let a = 0; a <= d; a++) {
      for (let b = 0; b < a; b++) H[a][b] = H[b][a];
      if (a < d) {
        g[a] += lambda * w[a];
        H[a][a] += lambda;
      } else H[a][a] += 1e-6;
    }
    const step = solve(H, g);
    let largest = 0;
    w = w.map((v, k) => {
      largest = Math.max(largest, Math.abs(step[k]));
      return v - step[k];
    });
    if (largest < 1e-7) break;
  }
  const r6 = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    kind: 'logistic',
    classes: [classes[0], classes[1]],
    features: features.slice(),
    logFeatures: features.filter((_, k) => logged[k]),
    mean: mean.map(r6),
    sd: sd.map(r6),
    weights: w.slice(0, d).map(r6),
    bias: r6(w[d]),
  };
}

/** Log-odds of `classes[1]`. */
export function logisticScore(model: LogisticModel, x: readonly number[]): number {
  let s = model.bias;
  for (let k = 0; k < model.weights.length; k++) {
    const v = model.logFeatures.includes(model.features[k]) ? Math.log1p(Math.max(0, x[k])) : x[k];
    s += (model.weights[k] * (v - model.mean[k])) / model.sd[k];
  }
  return s;
}

export function logisticPredict(model: LogisticModel, x: readonly number[]): string {
  return model.classes[logisticScore(model, x) > 0 ? 1 : 0];
}

/** Validates a model read from JSON; throws on a malformed one (a packaging error). */
export function logisticFromJSON(json: unknown): LogisticModel {
  const o = json as Partial<LogisticModel>;
  const d = Array.isArray(o?.features) ? o.features.length : -1;
  const numbers = (a: unknown) => Array.isArray(a) && a.length === d && a.every((v) => typeof v === 'number');
  if (
    o?.kind !== 'logistic' ||
    !Array.isArray(o.classes) ||
    o.classes.length !== 2 ||
    d < 0 ||
    !Array.isArray(o.logFeatures) ||
    !numbers(o.mean) ||
    !numbers(o.sd) ||
    !numbers(o.weights) ||
    typeof o.bias !== 'number'
  )
    throw new Error(
      'logistic model: expected {kind: "logistic", classes[2], features, logFeatures, mean, sd, weights, bias}',
    );
  return {
    kind: 'logistic',
    classes: [String(o.classes[0]), String(o.classes[1])],
    features: (o.features as unknown[]).map(String),
    logFeatures: o.logFeatures.map(String),
    mean: o.mean as number[],
    sd: o.sd as number[],
    weights: o.weights as number[],
    bias: o.bias,
  };
}
