// k-fold cross-validation of the decision tree, with folds drawn by group (a page, a table) so that samples of
// one group never sit on both sides, and per-class precision / recall / F-score as in Kitten's Tables 1 and 2.
import { type DecisionTree, predictIndex, type TreeParams, trainTree } from './tree.js';

/** Small deterministic PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ClassScore {
  cls: string;
  support: number;
  precision: number;
  recall: number;
  f: number;
}

export interface CvResult {
  scores: ClassScore[];
  accuracy: number;
  /** confusion[gold][predicted] */
  confusion: number[][];
}

/** Assigns each group to one of k folds: groups shuffled with the seed, then dealt round-robin. */
export function foldsByGroup(groups: readonly string[], k: number, seed: number): number[] {
  const distinct = [...new Set(groups)].sort();
  const rnd = seededRandom(seed);
  for (let i = distinct.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [distinct[i], distinct[j]] = [distinct[j], distinct[i]];
  }
  const foldOf = new Map<string, number>();
  for (let i = 0; i < distinct.length; i++) foldOf.set(distinct[i], i % k);
  return groups.map((g) => foldOf.get(g)!);
}

export function scoreConfusion(classes: readonly string[], confusion: number[][]): CvResult {
  let correct = 0;
  let total = 0;
  const scores = classes.map((cls, c) => {
    const tp = confusion[c][c];
    const support = confusion[c].reduce((a, b) => a + b, 0);
    const predicted = confusion.reduce((a, row) => a + row[c], 0);
    correct += tp;
    total += support;
    const precision = predicted ? tp / predicted : 0;
    const recall = support ? tp / support : 0;
    const f = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { cls, support, precision, recall, f };
  });
  return { scores, accuracy: total ? correct / total : 0, confusion };
}

export function crossValidate(
  X: number[][],
  y: number[],
  groups: readonly string[],
  classes: string[],
  features: string[],
  params: Partial<TreeParams>,
  k: number,
  seed: number,
): CvResult {
  const folds = foldsByGroup(groups, k, seed);
  const confusion = classes.map(() => new Array(classes.length).fill(0));
  for (let fold = 0; fold < k; fold++) {
    const trainIdx = y.map((_, i) => i).filter((i) => folds[i] !== fold);
    const testIdx = y.map((_, i) => i).filter((i) => folds[i] === fold);
    if (testIdx.length === 0 || trainIdx.length === 0) continue;
    const tree: DecisionTree = trainTree(
      trainIdx.map((i) => X[i]),
      trainIdx.map((i) => y[i]),
      classes,
      features,
      params,
    );
    for (const i of testIdx) confusion[y[i]][predictIndex(tree, X[i])]++;
  }
  return scoreConfusion(classes, confusion);
}

/** The paper's table layout: `Type  Precision  Recall  F-Score`, one line per class. */
export function formatScores(title: string, r: CvResult): string {
  const lines = [
    title,
    `${'class (instances)'.padEnd(28)}${'Prec.'.padStart(7)}${'Rec.'.padStart(7)}${'F'.padStart(7)}`,
  ];
  for (const s of r.scores) {
    lines.push(
      `${`${s.cls} (${s.support})`.padEnd(28)}${s.precision.toFixed(3).padStart(7)}${s.recall.toFixed(3).padStart(7)}${s.f.toFixed(3).padStart(7)}`,
    );
  }
  lines.push(`accuracy ${r.accuracy.toFixed(3)}`);
  return lines.join('\n');
}
