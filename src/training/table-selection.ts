// Choosing the data/layout tree's settings by cross-validation grouped by site (issue 10), and measuring the
// choice honestly: nested CV — each outer fold picks its settings by an inner grouped CV on its own training
// sites only, so the reported figure never saw the sites it is scored on. The bundled model then takes the
// settings an ordinary grouped CV prefers on all labelled sites.

import { predict, type TreeParams, trainTree } from '../ml/tree.js';
import { type CvResult, foldsByGroup, scoreConfusion } from '../ml/tree-cv.js';

export const TABLE_CLASSES = ['layout', 'data'];

/** The candidate settings: shallow to deep CART, plain or class-balanced. */
export const TABLE_PARAM_GRID: Partial<TreeParams>[] = [4, 6, 8].flatMap((maxDepth) =>
  [3, 8].flatMap((minLeaf) =>
    [false, true].map((balanced) => ({ maxDepth, minLeaf, minGain: 1e-3, balanced })),
  ),
);

export interface TableSet {
  X: number[][];
  y: number[];
  groups: string[];
  /** Tables the pipeline calls layout whatever the tree says (too small for header-to-data links). */
  small: boolean[];
}

/** Trains the table tree on `train` and adds the guarded decisions on `test` to `confusion`. */
function trainAndScore(
  set: TableSet,
  train: number[],
  test: number[],
  features: string[],
  params: Partial<TreeParams>,
  confusion: number[][],
  onPrediction?: (i: number, predicted: number) => void,
): void {
  const tree = trainTree(
    train.map((i) => set.X[i]),
    train.map((i) => set.y[i]),
    TABLE_CLASSES,
    features,
    params,
  );
  for (const i of test) {
    const p = set.small[i] ? 0 : TABLE_CLASSES.indexOf(predict(tree, set.X[i]));
    confusion[set.y[i]][p]++;
    onPrediction?.(i, p);
  }
}

/** Confusion of the guarded pipeline decision over grouped folds of `idx` (indices into `set`). */
function groupedConfusion(
  set: TableSet,
  idx: number[],
  features: string[],
  params: Partial<TreeParams>,
  k: number,
  seed: number,
  onPrediction?: (i: number, predicted: number) => void,
): number[][] {
  const foldOf = foldsByGroup(
    idx.map((i) => set.groups[i]),
    k,
    seed,
  );
  const confusion = [
    [0, 0],
    [0, 0],
  ];
  for (let f = 0; f < k; f++) {
    const train = idx.filter((_, j) => foldOf[j] !== f);
    const test = idx.filter((_, j) => foldOf[j] === f);
    if (!train.length || !test.length) continue;
    trainAndScore(set, train, test, features, params, confusion, onPrediction);
  }
  return confusion;
}

const dataF = (confusion: number[][]) => scoreConfusion(TABLE_CLASSES, confusion).scores[1].f;

/** The grid entry with the best grouped-CV data-table F on `idx` (ties: the earlier, simpler entry). */
export function selectTableParams(
  set: TableSet,
  idx: number[],
  features: string[],
  k: number,
  seed: number,
): { params: Partial<TreeParams>; f: number } {
  let best = { params: TABLE_PARAM_GRID[0], f: -1 };
  for (const params of TABLE_PARAM_GRID) {
    const f = dataF(groupedConfusion(set, idx, features, params, k, seed));
    if (f > best.f + 1e-9) best = { params, f };
  }
  return best;
}

export interface NestedResult {
  cv: CvResult;
  /** Outer-fold predictions (index into the set → predicted class index). */
  predicted: Map<number, number>;
  /** Settings each outer fold chose. */
  chosen: Partial<TreeParams>[];
}

/** Nested grouped CV: `outer` folds for scoring, `inner` folds (on each outer training part) for selection. */
export function nestedTableCv(
  set: TableSet,
  features: string[],
  outer: number,
  inner: number,
  seed: number,
): NestedResult {
  const all = set.y.map((_, i) => i);
  const foldOf = foldsByGroup(set.groups, outer, seed);
  const confusion = [
    [0, 0],
    [0, 0],
  ];
  const predicted = new Map<number, number>();
  const chosen: Partial<TreeParams>[] = [];
  for (let f = 0; f < outer; f++) {
    const train = all.filter((i) => foldOf[i] !== f);
    const test = all.filter((i) => foldOf[i] === f);
    if (!train.length || !test.length) continue;
    const { params } = selectTableParams(set, train, features, inner, seed);
    chosen.push(params);
    trainAndScore(set, train, test, features, params, confusion, (i, p) => predicted.set(i, p));
  }
  return { cv: scoreConfusion(TABLE_CLASSES, confusion), predicted, chosen };
}

/** Data-table P/R/F of the predictions restricted to the samples whose group key passes `keep`. */
export function subsetScores(
  set: TableSet,
  predicted: Map<number, number>,
  keep: (i: number) => boolean,
): CvResult {
  const confusion = [
    [0, 0],
    [0, 0],
  ];
  for (const [i, p] of predicted) if (keep(i)) confusion[set.y[i]][p]++;
  return scoreConfusion(TABLE_CLASSES, confusion);
}

export interface LeaveOneOutResult {
  /** Per held-out source: its data-table scores and the settings chosen without it. */
  bySource: { source: string; cv: CvResult; params: Partial<TreeParams> }[];
  /** All held-out predictions pooled. */
  pooled: CvResult;
}

/**
 * Leave one source out (issue 10): for each source (a corpus), the settings are chosen by grouped CV on the
 * other sources' sites, the tree is trained on them, and the held-out source is scored — the honest figure
 * for pages of sites and kinds the labels never saw.
 */
export function leaveOneSourceOut(
  set: TableSet,
  sourceOf: readonly string[],
  features: string[],
  inner: number,
  seed: number,
): LeaveOneOutResult {
  const pooled = [
    [0, 0],
    [0, 0],
  ];
  const all = set.y.map((_, i) => i);
  const bySource = [...new Set(sourceOf)].sort().map((source) => {
    const train = all.filter((i) => sourceOf[i] !== source);
    const test = all.filter((i) => sourceOf[i] === source);
    const confusion = [
      [0, 0],
      [0, 0],
    ];
    const { params } = selectTableParams(set, train, features, inner, seed);
    trainAndScore(set, train, test, features, params, confusion);
    for (let g = 0; g < 2; g++) for (let p = 0; p < 2; p++) pooled[g][p] += confusion[g][p];
    return { source, cv: scoreConfusion(TABLE_CLASSES, confusion), params };
  });
  return { bySource, pooled: scoreConfusion(TABLE_CLASSES, pooled) };
}
