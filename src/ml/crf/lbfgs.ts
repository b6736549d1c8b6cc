// Limited-memory BFGS (Nocedal & Wright, Alg. 7.4 two-loop recursion) with a backtracking Armijo line search.
// Enough for the smooth, convex L2-regularised CRF objective.

export interface LbfgsOptions {
  /** Number of correction pairs kept. */
  memory?: number;
  maxIterations?: number;
  /** Stop when the relative decrease of the objective stays below this for `patience` iterations. */
  tolerance?: number;
  patience?: number;
  onIteration?: (iteration: number, value: number, gradNorm: number) => void;
}

/** Objective: writes the gradient at x into g and returns the value. */
export type Objective = (x: Float64Array, g: Float64Array) => number;

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** Minimises `f` from `x` (updated in place); returns the final objective value. */
export function minimize(f: Objective, x: Float64Array, opts: LbfgsOptions = {}): number {
  const m = opts.memory ?? 10;
  const maxIter = opts.maxIterations ?? 200;
  const tol = opts.tolerance ?? 1e-4;
  const patience = opts.patience ?? 3;
  const n = x.length;
  const g = new Float64Array(n);
  const d = new Float64Array(n);
  const xNew = new Float64Array(n);
  const gNew = new Float64Array(n);
  const S: Float64Array[] = [];
  const Y: Float64Array[] = [];
  const rho: number[] = [];
  const alphaBuf = new Float64Array(m);
  let fx = f(x, g);
  let calm = 0;
  for (let iter = 1; iter <= maxIter; iter++) {
    // d = −H·g by the two-loop recursion
    for (let i = 0; i < n; i++) d[i] = -g[i];
    const k = S.length;
    for (let j = k - 1; j >= 0; j--) {
      alphaBuf[j] = rho[j] * dot(S[j], d);
      const yj = Y[j];
      for (let i = 0; i < n; i++) d[i] -= alphaBuf[j] * yj[i];
    }
    if (k > 0) {
      const gamma = dot(S[k - 1], Y[k - 1]) / dot(Y[k - 1], Y[k - 1]);
      for (let i = 0; i < n; i++) d[i] *= gamma;
    }
    for (let j = 0; j < k; j++) {
      const beta = rho[j] * dot(Y[j], d);
      const sj = S[j];
      for (let i = 0; i < n; i++) d[i] += sj[i] * (alphaBuf[j] - beta);
    }
    let slope = dot(g, d);
    if (slope >= 0) {
      // Not a descent direction (numerical trouble): restart from steepest descent.
      S.length = 0;
      Y.length = 0;
      rho.length = 0;
      for (let i = 0; i < n; i++) d[i] = -g[i];
      slope = dot(g, d);
    }
    let step = k === 0 ? 1 / Math.sqrt(Math.max(dot(g, g), 1e-12)) : 1;
    let fNew = 0;
    let accepted = false;
    for (let tries = 0; tries < 40; tries++) {
      for (let i = 0; i < n; i++) xNew[i] = x[i] + step * d[i];
      fNew = f(xNew, gNew);
      if (Number.isFinite(fNew) && fNew <= fx + 1e-4 * step * slope) {
        accepted = true;
        break;
      }
      step *= 0.5;
    }
    if (!accepted) break;
    const s = new Float64Array(n);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      s[i] = xNew[i] - x[i];
      y[i] = gNew[i] - g[i];
    }
    const sy = dot(s, y);
    if (sy > 1e-10) {
      if (S.length === m) {
        S.shift();
        Y.shift();
        rho.shift();
      }
      S.push(s);
      Y.push(y);
      rho.push(1 / sy);
    }
    x.set(xNew);
    g.set(gNew);
    const rel = Math.abs(fx - fNew) / Math.max(Math.abs(fNew), 1);
    fx = fNew;
    opts.onIteration?.(iter, fx, Math.sqrt(dot(g, g)));
    calm = rel < tol ? calm + 1 : 0;
    if (calm >= patience) break;
  }
  return fx;
}
