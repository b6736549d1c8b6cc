// A CART decision tree (Gini impurity, binary splits on numeric features at midpoints between observed values):
// training, prediction, JSON (de)serialization. Generalization comes from a minimum leaf size, a depth limit and
// a minimum impurity decrease; training is deterministic (ties broken by feature order; the randomness of
// cross-validation lives in tree-cv.ts and takes a seed). Both training and prediction use explicit stacks (no recursion).

export interface TreeLeaf {
  /** Predicted class index. */
  c: number;
  /** Weighted class counts at the leaf. */
  n: number[];
}

export interface TreeSplit {
  /** Feature index; goes left when `x[f] <= t`. */
  f: number;
  t: number;
  l: TreeNode;
  r: TreeNode;
}

export type TreeNode = TreeLeaf | TreeSplit;

export interface DecisionTree {
  classes: string[];
  features: string[];
  root: TreeNode;
}

export interface TreeParams {
  maxDepth: number;
  /** Minimum (weighted) number of samples in a leaf. */
  minLeaf: number;
  /** Minimum weighted Gini decrease for a split to be kept. */
  minGain: number;
  /** Weight classes inversely to their frequency (so a rare class is not drowned). */
  balanced: boolean;
}

export const DEFAULT_TREE_PARAMS: TreeParams = { maxDepth: 12, minLeaf: 3, minGain: 1e-4, balanced: false };

function isSplit(n: TreeNode): n is TreeSplit {
  return (n as TreeSplit).f !== undefined;
}

function gini(counts: number[], total: number): number {
  if (total <= 0) return 0;
  let s = 1;
  for (const c of counts) s -= (c / total) ** 2;
  return s;
}

function argmax(a: number[]): number {
  let b = 0;
  for (let i = 1; i < a.length; i++) if (a[i] > a[b]) b = i;
  return b;
}

export function trainTree(
  X: number[][],
  y: number[],
  classes: string[],
  features: string[],
  params: Partial<TreeParams> = {},
): DecisionTree {
  const p = { ...DEFAULT_TREE_PARAMS, ...params };
  const k = classes.length;
  const freq = new Array(k).fill(0);
  for (const c of y) freq[c]++;
  const w = y.map((c) => (p.balanced ? y.length / (k * Math.max(freq[c], 1)) : 1));
  const nf = features.length;

  interface Job {
    idx: number[];
    depth: number;
    set: (n: TreeNode) => void;
  }
  let root: TreeNode = { c: 0, n: new Array(k).fill(0) };
  const jobs: Job[] = [
    {
      idx: y.map((_, i) => i),
      depth: 0,
      set: (n) => {
        root = n;
      },
    },
  ];
  while (jobs.length > 0) {
    const job = jobs.pop()!;
    const counts = new Array(k).fill(0);
    let total = 0;
    for (const i of job.idx) {
      counts[y[i]] += w[i];
      total += w[i];
    }
    const leaf: TreeLeaf = { c: argmax(counts), n: counts.map((c) => Math.round(c * 1000) / 1000) };
    const impurity = gini(counts, total);
    if (job.depth >= p.maxDepth || impurity === 0 || total < 2 * p.minLeaf) {
      job.set(leaf);
      continue;
    }
    let bestGain = p.minGain;
    let bestF = -1;
    let bestT = 0;
    for (let f = 0; f < nf; f++) {
      const order = job.idx.slice().sort((a, b) => X[a][f] - X[b][f]);
      const left = new Array(k).fill(0);
      let lw = 0;
      for (let j = 0; j < order.length - 1; j++) {
        const i = order[j];
        left[y[i]] += w[i];
        lw += w[i];
        const v = X[i][f];
        const next = X[order[j + 1]][f];
        if (v === next) continue;
        const rw = total - lw;
        if (lw < p.minLeaf || rw < p.minLeaf) continue;
        let gl = 1;
        let gr = 1;
        for (let c = 0; c < k; c++) {
          gl -= (left[c] / lw) ** 2;
          gr -= ((counts[c] - left[c]) / rw) ** 2;
        }
        const gain = impurity - (lw / total) * gl - (rw / total) * gr;
        if (gain > bestGain + 1e-12) {
          bestGain = gain;
          bestF = f;
          bestT = (v + next) / 2;
        }
      }
    }
    if (bestF < 0) {
      job.set(leaf);
      continue;
    }
    const split: TreeSplit = { f: bestF, t: bestT, l: leaf, r: leaf };
    job.set(split);
    const li = job.idx.filter((i) => X[i][bestF] <= bestT);
    const ri = job.idx.filter((i) => X[i][bestF] > bestT);
    jobs.push({ idx: li, depth: job.depth + 1, set: (n) => (split.l = n) });
    jobs.push({ idx: ri, depth: job.depth + 1, set: (n) => (split.r = n) });
  }
  return { classes: classes.slice(), features: features.slice(), root: pruneSameClass(root) };
}

/** Merges splits whose two sides predict the same class (they change no prediction). Iterative post-order. */
function pruneSameClass(root: TreeNode): TreeNode {
  const order: TreeSplit[] = [];
  const stack: TreeNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (isSplit(n)) {
      order.push(n);
      stack.push(n.l, n.r);
    }
  }
  const merged = new Map<TreeSplit, TreeLeaf>();
  const resolve = (n: TreeNode): TreeNode => (isSplit(n) ? (merged.get(n) ?? n) : n);
  for (let i = order.length - 1; i >= 0; i--) {
    const s = order[i];
    s.l = resolve(s.l);
    s.r = resolve(s.r);
    if (!isSplit(s.l) && !isSplit(s.r) && s.l.c === s.r.c) {
      merged.set(s, { c: s.l.c, n: s.l.n.map((v, j) => v + (s.r as TreeLeaf).n[j]) });
    }
  }
  return resolve(root);
}

export function predictIndex(tree: DecisionTree, x: readonly number[]): number {
  let n = tree.root;
  while (isSplit(n)) n = x[n.f] <= n.t ? n.l : n.r;
  return n.c;
}

export function predict(tree: DecisionTree, x: readonly number[]): string {
  return tree.classes[predictIndex(tree, x)];
}

export function treeSize(tree: DecisionTree): { nodes: number; leaves: number; depth: number } {
  let nodes = 0;
  let leaves = 0;
  let depth = 0;
  const stack: [TreeNode, number][] = [[tree.root, 0]];
  while (stack.length) {
    const [n, d] = stack.pop()!;
    nodes++;
    depth = Math.max(depth, d);
    if (isSplit(n)) stack.push([n.l, d + 1], [n.r, d + 1]);
    else leaves++;
  }
  return { nodes, leaves, depth };
}

export function treeToJSON(tree: DecisionTree): unknown {
  return { classes: tree.classes, features: tree.features, root: tree.root };
}

/** Validates and rebuilds a tree read from JSON; throws on a malformed model (a programmer/packaging error). */
export function treeFromJSON(json: unknown): DecisionTree {
  const o = json as { classes?: unknown; features?: unknown; root?: unknown };
  if (!o || !Array.isArray(o.classes) || !Array.isArray(o.features) || typeof o.root !== 'object' || !o.root)
    throw new Error('tree model: expected {classes, features, root}');
  const classes = o.classes.map(String);
  const features = o.features.map(String);
  const stack: unknown[] = [o.root];
  while (stack.length) {
    const n = stack.pop() as Record<string, unknown>;
    if (typeof n.f === 'number') {
      if (n.f < 0 || n.f >= features.length || typeof n.t !== 'number' || !n.l || !n.r)
        throw new Error('tree model: bad split node');
      stack.push(n.l, n.r);
    } else if (typeof n.c !== 'number' || n.c < 0 || n.c >= classes.length) {
      throw new Error('tree model: bad leaf node');
    }
  }
  return { classes, features, root: o.root as TreeNode };
}
