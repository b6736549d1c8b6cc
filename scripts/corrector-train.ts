// The learned keep/drop corrector experiment, on a dump of scripts/corrector-dump.ts: for each site fold k,
// two logistic models (kept blocks, dropped blocks; rows weighted by words) are trained on the other folds'
// blocks, the flip margins are chosen by an inner CV on those folds (train on one, predict the other), and
// fold k's pages are corrected. Reports the simulated per-page word F1 (block gold labels, word weighted)
// per corpus, WCXB type and fold, before and after; writes the per-fold correctors for cv.ts --corrector.
//   npx tsx scripts/corrector-train.ts --dump /tmp/dump.jsonl [--out /tmp/correctors.json] [--lambda 10]

import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type LogisticModel, logisticScore, trainLogistic } from '../src/ml/logistic.js';
import {
  CORRECTOR_FEATURES,
  CORRECTOR_LOG_FEATURES,
  type Gbdt,
  type GNode,
  gbdtScore,
  GBDT_RATE as LR,
} from './corrector-features.js';

const { values } = parseArgs({
  options: {
    dump: { type: 'string', default: '/tmp/lrn1-dump.jsonl' },
    out: { type: 'string' },
    lambda: { type: 'string', default: '10' },
    /** Row weight: `words`, `sqrt` (square root of the words) or `one`. */
    weight: { type: 'string', default: 'words' },
    /** Features left out (comma list). */
    drop: { type: 'string', default: '' },
    /** Objective of the margin choice: `all` pages' mean, `corpora` (mean of the corpora's means) or `safe`
     * (mean gain of the corpora and WCXB types, none of which may lose). */
    objective: { type: 'string', default: 'corpora' },
    /** `logistic` (two models, kept/dropped) or `gbdt` (one boosted tree model, the decision as a feature). */
    model: { type: 'string', default: 'logistic' },
    trees: { type: 'string', default: '60' },
    depth: { type: 'string', default: '3' },
    /** Share of the training rows the trees see (deterministic sample). */
    sample: { type: 'string', default: '0.25' },
    'min-h': { type: 'string', default: '20' },
    /** Only the pages of these corpora (comma list). */
    only: { type: 'string' },
    /** WCXB block labels: `align` (the gold alignment), `bag` (share of its words in the gold's bag ≥ --bag) or
     * `either`. */
    'wcxb-label': { type: 'string', default: 'align' },
    bag: { type: 'string', default: '0.8' },
    /** scripts/corrector-extras.ts's JSON lines (the second pass's page facts, WCXB multiset shares). */
    extras: { type: 'string' },
    /** Pages the corrector is trained on and applied to: `all`, or `article` (article mode took the page and
     * kept no run of entries, no product step). */
    'page-gate': { type: 'string', default: 'all' },
  },
});
interface Extras {
  corpus: string;
  name: string;
  article: boolean;
  entriesKept: boolean;
  listing: boolean;
  product: boolean;
  schema: string[];
  mshare: number[] | null;
}

interface Page {
  corpus: string;
  name: string;
  fold: number;
  type: string | null;
  words: number[];
  kept: number[];
  gold: number[];
  rows: number[][];
  /** WCXB: share of the block's words in the gold's bag (-1 elsewhere). */
  share?: number[];
  /** Scores of the blocks under the current corrector (log-odds of content). */
  score?: Float64Array;
  /** The corrector applies to the page (`--page-gate`). */
  gated?: boolean;
}
const pages: Page[] = readFileSync(values.dump!, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Page)
  .filter((p) => !values.only || values.only.split(',').includes(p.corpus));
const extras = new Map<string, Extras>();
if (values.extras)
  for (const l of readFileSync(values.extras, 'utf8').split('\n').filter(Boolean)) {
    const x = JSON.parse(l) as Extras;
    extras.set(`${x.corpus}/${x.name}`, x);
  }
const gateOf = (x: Extras | undefined): boolean => {
  const g = values['page-gate'];
  if (g === 'all') return true;
  if (!x) return false;
  if (g === 'article') return x.article && !x.entriesKept && !x.product;
  if (g === 'article-any') return x.article && !x.entriesKept;
  throw new Error(`unknown --page-gate ${g}`);
};
for (const p of pages) {
  const x = extras.get(`${p.corpus}/${p.name}`);
  p.gated = gateOf(x);
  if (p.corpus !== 'wcxb-dev' || values['wcxb-label'] === 'align') continue;
  const label = values['wcxb-label']!;
  if (label.startsWith('mseq')) {
    // The gold's word multiset consumed in page order (scripts/corrector-extras.ts).
    if (!x?.mshare || x.mshare.length !== p.gold.length) continue;
    const m = (i: number) => (x.mshare![i] >= Number(values.bag) ? 1 : 0);
    p.gold = p.gold.map((g, i) => (label === 'mseq' ? m(i) : Math.max(g, m(i))));
    continue;
  }
  if (!p.share) continue;
  const bag = (i: number) => (p.share![i] >= Number(values.bag) ? 1 : 0);
  p.gold = p.gold.map((g, i) => (values['wcxb-label'] === 'bag' ? bag(i) : Math.max(g, bag(i))));
}
process.stderr.write(
  `gate ${values['page-gate']}: ${pages.filter((p) => p.gated).length} pages (${[
    ...new Set(pages.map((p) => p.corpus)),
  ]
    .map((c) => `${c} ${pages.filter((p) => p.gated && p.corpus === c).length}`)
    .join(', ')})\n`,
);
const left = new Set(values.drop!.split(',').filter(Boolean));
const use = CORRECTOR_FEATURES.map((f, k) => [f, k] as const).filter(([f]) => !left.has(f));
const names = use.map(([f]) => f as string);
const pick = (r: number[]) => use.map(([, k]) => r[k]);
const weightOf = (w: number) =>
  values.weight === 'sqrt' ? Math.sqrt(Math.max(1, w)) : values.weight === 'one' ? 1 : Math.max(1, w);
process.stderr.write(`${pages.length} pages, ${pages.reduce((s, p) => s + p.words.length, 0)} blocks\n`);

type Fitted = { kept: LogisticModel; dropped: LogisticModel } | Gbdt;

function fit(train: readonly Page[]): Fitted {
  return values.model === 'gbdt' ? fitGbdt(train) : fitLogistic(train);
}

function fitLogistic(train: readonly Page[]): { kept: LogisticModel; dropped: LogisticModel } {
  const sets = [0, 1].map((k) => {
    const X: number[][] = [];
    const y: number[] = [];
    const w: number[] = [];
    for (const p of train)
      p.rows.forEach((r, i) => {
        if (p.kept[i] !== k || !p.gated) return;
        X.push(pick(r));
        y.push(p.gold[i]);
        w.push(weightOf(p.words[i]));
      });
    const total = w.reduce((s, x) => s + x, 0);
    return trainLogistic(
      X,
      y,
      ['noise', 'content'],
      names,
      CORRECTOR_LOG_FEATURES.filter((f) => names.includes(f)),
      {
        lambda: Number(values.lambda),
        rowWeights: w.map((x) => (x * X.length) / total),
      },
    );
  });
  return { dropped: sets[0], kept: sets[1] };
}

function scorePages(ps: readonly Page[], m: Fitted): void {
  for (const p of ps)
    p.score = !p.gated
      ? undefined
      : Float64Array.from(p.rows, (r, i) =>
          'trees' in m
            ? gbdtScore(m, [p.kept[i], ...pick(r)])
            : logisticScore(p.kept[i] ? m.kept : m.dropped, pick(r)),
        );
}

function fitGbdt(train: readonly Page[]): Gbdt {
  const X: number[][] = [];
  const y: number[] = [];
  const w: number[] = [];
  const rate = Number(values.sample);
  let h = 1;
  for (const p of train)
    p.rows.forEach((r, i) => {
      if (!p.gated) return;
      h = (Math.imul(h, 1103515245) + 12345) >>> 0;
      if (h / 2 ** 32 >= rate) return;
      X.push([p.kept[i], ...pick(r)]);
      y.push(p.gold[i]);
      w.push(weightOf(p.words[i]));
    });
  const n = X.length;
  const d = X[0].length;
  const totalW = w.reduce((a, b) => a + b, 0);
  for (let i = 0; i < n; i++) w[i] = (w[i] * n) / totalW;
  // Quantile bins per feature.
  const B = 32;
  const cuts: number[][] = [];
  const bins: Uint8Array[] = [];
  for (let f = 0; f < d; f++) {
    const vals = X.map((x) => x[f]).sort((a, b) => a - b);
    const c: number[] = [];
    for (let b = 1; b < B; b++) {
      const v = vals[Math.floor((b * n) / B)];
      if (c.length === 0 || v > c[c.length - 1]) c.push(v);
    }
    cuts.push(c);
    const col = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      let b = 0;
      while (b < c.length && X[i][f] > c[b]) b++;
      col[i] = b;
    }
    bins.push(col);
  }
  const pos = y.reduce((s, v, i) => s + v * w[i], 0);
  const base = Math.log(pos / Math.max(1e-9, n - pos));
  const F = new Float64Array(n).fill(base);
  const trees: (GNode | number)[] = [];
  const g = new Float64Array(n);
  const hs = new Float64Array(n);
  const lambda = 1;
  const minH = Number(values['min-h'] ?? 20);
  for (let t = 0; t < Number(values.trees); t++) {
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-F[i]));
      g[i] = w[i] * (p - y[i]);
      hs[i] = w[i] * Math.max(p * (1 - p), 1e-6);
    }
    const grow = (idx: Int32Array, depth: number): GNode | number => {
      let G = 0;
      let H = 0;
      for (const i of idx) {
        G += g[i];
        H += hs[i];
      }
      const leaf = -G / (H + lambda);
      if (depth >= Number(values.depth) || H < 2 * minH) return leaf;
      let best = { gain: 0, f: -1, b: -1 };
      const parent = (G * G) / (H + lambda);
      for (let f = 0; f < d; f++) {
        const hg = new Float64Array(B);
        const hh = new Float64Array(B);
        const col = bins[f];
        for (const i of idx) {
          hg[col[i]] += g[i];
          hh[col[i]] += hs[i];
        }
        let gl = 0;
        let hl = 0;
        for (let b = 0; b < cuts[f].length; b++) {
          gl += hg[b];
          hl += hh[b];
          const gr = G - gl;
          const hr = H - hl;
          if (hl < minH || hr < minH) continue;
          const gain = (gl * gl) / (hl + lambda) + (gr * gr) / (hr + lambda) - parent;
          if (gain > best.gain) best = { gain, f, b };
        }
      }
      if (best.f < 0) return leaf;
      const col = bins[best.f];
      const l = idx.filter((i) => col[i] <= best.b);
      const r = idx.filter((i) => col[i] > best.b);
      return { f: best.f, t: cuts[best.f][best.b], l: grow(l, depth + 1), r: grow(r, depth + 1) };
    };
    const tree = grow(
      Int32Array.from({ length: n }, (_, i) => i),
      0,
    );
    trees.push(tree);
    for (let i = 0; i < n; i++) {
      let nd: GNode | number = tree;
      while (typeof nd !== 'number') nd = X[i][nd.f] <= nd.t ? nd.l : nd.r;
      F[i] += LR * nd;
    }
  }
  return { base, trees };
}

/** Word F1 of a page's decisions against its block gold. */
function pageF(p: Page, dropMargin: number, keepMargin: number): number {
  let tp = 0;
  let kw = 0;
  let gw = 0;
  for (let i = 0; i < p.words.length; i++) {
    const s = p.score ? p.score[i] : 0;
    const k = p.kept[i] ? !(p.score && s < -dropMargin) : !!p.score && s > keepMargin;
    const w = p.words[i];
    if (k) kw += w;
    if (p.gold[i]) gw += w;
    if (k && p.gold[i]) tp += w;
  }
  if (tp === 0) return kw === 0 && gw === 0 ? 1 : 0;
  const P = tp / kw;
  const R = tp / gw;
  return (2 * P * R) / (P + R);
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
function objective(ps: readonly Page[], d: number, k: number): number {
  if (values.objective === 'all') return mean(ps.map((p) => pageF(p, d, k)));
  const corpora = [...new Set(ps.map((p) => p.corpus))];
  return mean(corpora.map((c) => mean(ps.filter((p) => p.corpus === c).map((p) => pageF(p, d, k)))));
}

const MARGINS = [Infinity, 4, 3, 2.5, 2, 1.5, 1, 0.5, 0];
/** `--objective safe`: the groups (corpora, WCXB types) none of which may lose in the inner CV. */
function groupsOf(ps: readonly Page[]): Page[][] {
  const keys = new Map<string, Page[]>();
  for (const p of ps) {
    const key = p.corpus === 'wcxb-dev' ? `${p.corpus} ${p.type}` : p.corpus;
    keys.set(key, [...(keys.get(key) ?? []), p]);
  }
  return [...keys.values()];
}
function chooseMargins(ps: readonly Page[]): { d: number; k: number; gain: number } {
  const safe = values.objective === 'safe';
  const base = safe ? 0 : objective(ps, Infinity, Infinity);
  const groups = safe ? groupsOf(ps) : [];
  const groupBase = groups.map((g) => mean(g.map((p) => pageF(p, Infinity, Infinity))));
  let best = { d: Infinity, k: Infinity, gain: 0 };
  for (const d of MARGINS)
    for (const k of MARGINS) {
      if (safe && groups.some((g, i) => mean(g.map((p) => pageF(p, d, k))) < groupBase[i] - 1e-6)) continue;
      const gain = safe
        ? mean(groups.map((g, i) => mean(g.map((p) => pageF(p, d, k))) - groupBase[i]))
        : objective(ps, d, k) - base;
      if (gain > best.gain + 1e-6) best = { d, k, gain };
    }
  return best;
}

const folds = [0, 1, 2];
const correctors: (Fitted & { dropMargin: number; keepMargin: number })[] = [];
for (const k of folds) {
  const train = pages.filter((p) => p.fold !== k);
  const inner = folds.filter((f) => f !== k);
  // Inner CV: each training fold predicted by a model of the other.
  for (const f of inner) {
    const m = fit(train.filter((p) => p.fold !== f));
    scorePages(
      train.filter((p) => p.fold === f),
      m,
    );
  }
  const margins = chooseMargins(train);
  const model = fit(train);
  scorePages(
    pages.filter((p) => p.fold === k),
    model,
  );
  correctors.push({ ...model, dropMargin: margins.d, keepMargin: margins.k });
  process.stderr.write(
    `fold ${k}: margins drop ${margins.d} keep ${margins.k} (inner gain ${(100 * margins.gain).toFixed(3)})\n`,
  );
}

// Held-out report.
const pct = (x: number) => (100 * x).toFixed(3);
const groups = new Map<string, Page[]>();
const add = (key: string, p: Page) => groups.set(key, [...(groups.get(key) ?? []), p]);
for (const p of pages) {
  add(p.corpus, p);
  add(`${p.corpus} fold ${p.fold}`, p);
  if (p.type) add(`${p.corpus} ${p.type}`, p);
}
for (const [key, ps] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
  const c = correctors;
  const before = mean(ps.map((p) => pageF({ ...p, score: undefined }, Infinity, Infinity)));
  const after = mean(ps.map((p) => pageF(p, c[p.fold].dropMargin, c[p.fold].keepMargin)));
  let up = 0;
  let down = 0;
  for (const p of ps) {
    const d =
      pageF(p, c[p.fold].dropMargin, c[p.fold].keepMargin) -
      pageF({ ...p, score: undefined }, Infinity, Infinity);
    if (d > 0.005) up++;
    if (d < -0.005) down++;
  }
  console.log(
    `${key.padEnd(32)} ${String(ps.length).padStart(5)}  ${pct(before)} → ${pct(after)}  (${pct(after - before)}; ${up} up, ${down} down)`,
  );
}
// Flips at a few margins on the held-out folds: words flipped the right way and the wrong way, per corpus.
for (const c of [...new Set(pages.map((p) => p.corpus))]) {
  const line: string[] = [];
  for (const m of [4, 2, 1, 0]) {
    let dr = 0;
    let dw = 0;
    let kr = 0;
    let kw = 0;
    for (const p of pages.filter((x) => x.corpus === c))
      p.words.forEach((w, i) => {
        if (!p.score) return;
        const s = p.score[i];
        if (p.kept[i] && s < -m) {
          if (p.gold[i]) dw += w;
          else dr += w;
        }
        if (!p.kept[i] && s > m) {
          if (p.gold[i]) kr += w;
          else kw += w;
        }
      });
    line.push(`m${m}: drop ${dr}/${dw} keep ${kr}/${kw}`);
  }
  console.log(`${c}: right/wrong words flipped: ${line.join('; ')}`);
}
if (values.out)
  writeFileSync(values.out, JSON.stringify(correctors.map((c) => ({ ...c, gate: values['page-gate'] }))));
