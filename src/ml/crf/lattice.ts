// The linear-chain CRF lattice: unary scores from observation features, label-transition scores, the
// forward-backward pass in log space (training), posterior marginals (rescaled probabilities) and Viterbi
// (decoding).
//
// Weights layout (shared by training and decoding): for observation feature f and label y the weight is
// w[f * L + y]; the transition from label a to label b is w[F * L + a * L + b].

/** A sequence with its observation feature ids: the ids of row t are ids[offsets[t] .. offsets[t+1]). */
export interface EncodedSequence {
  length: number;
  offsets: Int32Array;
  ids: Int32Array;
  /** Gold label indexes (training only). */
  labels?: Int32Array;
  /** Weight of the sequence in the training objective (training only). */
  weight?: number;
}

/** unary[t * L + y] = Σ_f w[f * L + y] over the observation features f of row t. */
export function unaryScores(seq: EncodedSequence, w: Float64Array, L: number, out: Float64Array): void {
  const { length: n, offsets, ids } = seq;
  out.fill(0, 0, n * L);
  for (let t = 0; t < n; t++) {
    const base = t * L;
    for (let k = offsets[t]; k < offsets[t + 1]; k++) {
      const wb = ids[k] * L;
      for (let y = 0; y < L; y++) out[base + y] += w[wb + y];
    }
  }
}

function logSumExp(a: Float64Array, from: number, count: number): number {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) if (a[from + i] > max) max = a[from + i];
  if (max === Number.NEGATIVE_INFINITY) return max;
  let s = 0;
  for (let i = 0; i < count; i++) s += Math.exp(a[from + i] - max);
  return max + Math.log(s);
}

/** Scratch buffers reused across sequences so that training allocates once per size. */
export class Workspace {
  unary = new Float64Array(0);
  alpha = new Float64Array(0);
  beta = new Float64Array(0);
  tmp = new Float64Array(0);
  back = new Int32Array(0);
  private trans = new Float64Array(0);
  private scales = new Float64Array(0);
  private factors = new Float64Array(0);
  /** Scratch for an L × L matrix. */
  transFactors(L: number): Float64Array {
    if (this.trans.length < L * L) this.trans = new Float64Array(L * L);
    return this.trans;
  }
  /** Scratch for one number per row. */
  rowScales(n: number): Float64Array {
    if (this.scales.length < n) this.scales = new Float64Array(Math.max(n, this.scales.length * 2));
    return this.scales;
  }
  /** Scratch for n × L numbers, apart from `unary` (which may hold the caller's scores). */
  rowFactors(size: number): Float64Array {
    if (this.factors.length < size) this.factors = new Float64Array(Math.max(size, this.factors.length * 2));
    return this.factors;
  }
  ensure(n: number, L: number): void {
    if (this.unary.length >= n * L) return;
    const size = Math.max(n * L, this.unary.length * 2);
    this.unary = new Float64Array(size);
    this.alpha = new Float64Array(size);
    this.beta = new Float64Array(size);
    this.back = new Int32Array(size);
    this.tmp = new Float64Array(Math.max(L, 8));
  }
}

/**
 * Adds this sequence's gradient of the negative log-likelihood (expected minus empirical feature counts,
 * times `scale`) into `grad`, and returns the negative log-likelihood.
 */
export function accumulateGradient(
  seq: EncodedSequence,
  w: Float64Array,
  L: number,
  F: number,
  grad: Float64Array,
  scale: number,
  ws: Workspace,
): number {
  const n = seq.length;
  if (n === 0) return 0;
  const gold = seq.labels!;
  ws.ensure(n, L);
  const { unary, alpha, beta, tmp } = ws;
  const T = F * L;
  unaryScores(seq, w, L, unary);

  // Forward
  for (let y = 0; y < L; y++) alpha[y] = unary[y];
  for (let t = 1; t < n; t++) {
    for (let y = 0; y < L; y++) {
      for (let a = 0; a < L; a++) tmp[a] = alpha[(t - 1) * L + a] + w[T + a * L + y];
      alpha[t * L + y] = unary[t * L + y] + logSumExp(tmp, 0, L);
    }
  }
  const logZ = logSumExp(alpha, (n - 1) * L, L);
  // Backward
  for (let y = 0; y < L; y++) beta[(n - 1) * L + y] = 0;
  for (let t = n - 2; t >= 0; t--) {
    for (let y = 0; y < L; y++) {
      for (let b = 0; b < L; b++) tmp[b] = w[T + y * L + b] + unary[(t + 1) * L + b] + beta[(t + 1) * L + b];
      beta[t * L + y] = logSumExp(tmp, 0, L);
    }
  }

  // Gold path score
  let score = 0;
  for (let t = 0; t < n; t++) {
    score += unary[t * L + gold[t]];
    if (t > 0) score += w[T + gold[t - 1] * L + gold[t]];
  }

  // Expected counts minus empirical counts
  const { offsets, ids } = seq;
  for (let t = 0; t < n; t++) {
    for (let y = 0; y < L; y++) {
      let p = Math.exp(alpha[t * L + y] + beta[t * L + y] - logZ);
      if (y === gold[t]) p -= 1;
      if (p === 0) continue;
      p *= scale;
      for (let k = offsets[t]; k < offsets[t + 1]; k++) grad[ids[k] * L + y] += p;
    }
    if (t === 0) continue;
    for (let a = 0; a < L; a++) {
      const aa = alpha[(t - 1) * L + a];
      for (let b = 0; b < L; b++) {
        const p = Math.exp(aa + w[T + a * L + b] + unary[t * L + b] + beta[t * L + b] - logZ);
        grad[T + a * L + b] += scale * p;
      }
    }
    grad[T + gold[t - 1] * L + gold[t]] -= scale;
  }
  return logZ - score;
}

/**
 * Best label sequence given unary scores (n × L, row-major) and an L × L transition matrix. Writes the labels
 * into `out`; `ws` holds the scratch space so that repeated decoding does not allocate.
 */
export function viterbi(
  unary: Float64Array,
  trans: Float64Array,
  transOffset: number,
  n: number,
  L: number,
  out: Int32Array,
  ws: Workspace,
): void {
  if (n === 0) return;
  ws.ensure(n, L);
  const { alpha: delta, back } = ws;
  for (let y = 0; y < L; y++) delta[y] = unary[y];
  for (let t = 1; t < n; t++) {
    for (let y = 0; y < L; y++) {
      let best = Number.NEGATIVE_INFINITY;
      let arg = 0;
      for (let a = 0; a < L; a++) {
        const s = delta[(t - 1) * L + a] + trans[transOffset + a * L + y];
        if (s > best) {
          best = s;
          arg = a;
        }
      }
      delta[t * L + y] = best + unary[t * L + y];
      back[t * L + y] = arg;
    }
  }
  let best = Number.NEGATIVE_INFINITY;
  let arg = 0;
  for (let y = 0; y < L; y++) {
    if (delta[(n - 1) * L + y] > best) {
      best = delta[(n - 1) * L + y];
      arg = y;
    }
  }
  out[n - 1] = arg;
  for (let t = n - 1; t > 0; t--) out[t - 1] = back[t * L + out[t]];
}

/**
 * Posterior label marginals p(y_t = y | x) (n × L, row-major), written into `out`. Used by second passes that
 * need a confidence rather than the single best path. Forward-backward with probabilities rescaled at every
 * row (Rabiner's scaling) rather than in log space: no exp/log per lattice edge, several times faster, and
 * equal to the log-space result to well below 1e-9. Scaling is exact only while no transition factor
 * underflows, so models whose transition weights span more than `SCALED_TRANSITION_RANGE` (trained models
 * span a few units) take the log-space pass.
 */
export function marginals(
  unary: Float64Array,
  trans: Float64Array,
  transOffset: number,
  n: number,
  L: number,
  out: Float64Array,
  ws: Workspace,
): void {
  if (n === 0) return;
  if (!scaledMarginals(unary, trans, transOffset, n, L, out, ws))
    logMarginals(unary, trans, transOffset, n, L, out, ws);
}

/**
 * Widest transition-weight range for the scaled pass: factors stay ≥ e^−50, so no lattice path is lost to
 * underflow, and a label whose unary factor underflows (745 below the row's best) has a posterior below
 * e^−(745−2·50), zero in doubles either way.
 */
const SCALED_TRANSITION_RANGE = 50;

/** The scaled forward-backward; false (and `out` unusable) when the model's transitions are too extreme. */
function scaledMarginals(
  unary: Float64Array,
  trans: Float64Array,
  transOffset: number,
  n: number,
  L: number,
  out: Float64Array,
  ws: Workspace,
): boolean {
  ws.ensure(n, L);
  const { alpha, beta } = ws;
  const phi = ws.rowFactors(n * L);
  // Transition factors exp(w − max w) ≤ 1 (a constant factor per row, which the scaling removes).
  let maxTrans = Number.NEGATIVE_INFINITY;
  let minTrans = Number.POSITIVE_INFINITY;
  for (let k = 0; k < L * L; k++) {
    maxTrans = Math.max(maxTrans, trans[transOffset + k]);
    minTrans = Math.min(minTrans, trans[transOffset + k]);
  }
  if (!(maxTrans - minTrans <= SCALED_TRANSITION_RANGE)) return false;
  const E = ws.transFactors(L);
  for (let k = 0; k < L * L; k++) E[k] = Math.exp(trans[transOffset + k] - maxTrans);
  // Row factors exp(unary − row max) ∈ (0, 1].
  for (let t = 0; t < n; t++) {
    let max = Number.NEGATIVE_INFINITY;
    for (let y = 0; y < L; y++) max = Math.max(max, unary[t * L + y]);
    for (let y = 0; y < L; y++) phi[t * L + y] = Math.exp(unary[t * L + y] - max);
  }
  const scale = ws.rowScales(n);
  for (let t = 0; t < n; t++) {
    let sum = 0;
    for (let y = 0; y < L; y++) {
      let s = 1;
      if (t > 0) {
        s = 0;
        for (let a = 0; a < L; a++) s += alpha[(t - 1) * L + a] * E[a * L + y];
      }
      const v = s * phi[t * L + y];
      alpha[t * L + y] = v;
      sum += v;
    }
    if (!(sum > 0 && sum < Number.POSITIVE_INFINITY)) return false;
    scale[t] = sum;
    for (let y = 0; y < L; y++) alpha[t * L + y] /= sum;
  }
  for (let y = 0; y < L; y++) beta[(n - 1) * L + y] = 1;
  for (let t = n - 2; t >= 0; t--) {
    const next = (t + 1) * L;
    for (let y = 0; y < L; y++) {
      let s = 0;
      for (let b = 0; b < L; b++) s += E[y * L + b] * phi[next + b] * beta[next + b];
      beta[t * L + y] = s / scale[t + 1];
    }
  }
  for (let t = 0; t < n; t++) {
    let sum = 0;
    for (let y = 0; y < L; y++) sum += alpha[t * L + y] * beta[t * L + y];
    if (!(sum > 0 && sum < Number.POSITIVE_INFINITY)) return false;
    for (let y = 0; y < L; y++) out[t * L + y] = (alpha[t * L + y] * beta[t * L + y]) / sum;
  }
  return true;
}

/** Posterior marginals by forward-backward in log space (the reference; the fallback of `marginals`). */
export function logMarginals(
  unary: Float64Array,
  trans: Float64Array,
  transOffset: number,
  n: number,
  L: number,
  out: Float64Array,
  ws: Workspace,
): void {
  if (n === 0) return;
  ws.ensure(n, L);
  const { alpha, beta, tmp } = ws;
  for (let y = 0; y < L; y++) alpha[y] = unary[y];
  for (let t = 1; t < n; t++)
    for (let y = 0; y < L; y++) {
      for (let a = 0; a < L; a++) tmp[a] = alpha[(t - 1) * L + a] + trans[transOffset + a * L + y];
      alpha[t * L + y] = unary[t * L + y] + logSumExp(tmp, 0, L);
    }
  const logZ = logSumExp(alpha, (n - 1) * L, L);
  for (let y = 0; y < L; y++) beta[(n - 1) * L + y] = 0;
  for (let t = n - 2; t >= 0; t--)
    for (let y = 0; y < L; y++) {
      for (let b = 0; b < L; b++)
        tmp[b] = trans[transOffset + y * L + b] + unary[(t + 1) * L + b] + beta[(t + 1) * L + b];
      beta[t * L + y] = logSumExp(tmp, 0, L);
    }
  for (let i = 0; i < n * L; i++) out[i] = Math.exp(alpha[i] + beta[i] - logZ);
}
