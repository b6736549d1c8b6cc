import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BUNDLED_AUTO_MODEL } from '../src/clean/auto.js';
import { crfColumns, crfTable, labelWithModel, loadCrfModel } from '../src/clean/crf.js';
import { bundledModelPath, packageRoot } from '../src/ml/bundled-models.js';
import { FastEncoder } from '../src/ml/crf/fast-encoder.js';
import {
  accumulateGradient,
  type EncodedSequence,
  logMarginals,
  marginals,
  unaryScores,
  viterbi,
  Workspace,
} from '../src/ml/crf/lattice.js';
import { minimize } from '../src/ml/crf/lbfgs.js';
import { CrfModel } from '../src/ml/crf/model.js';
import {
  columnsOfRows,
  expand,
  expandColumns,
  parseTemplates,
  rowsOfColumns,
} from '../src/ml/crf/template.js';
import { expandSequence, FeatureInterner, trainCrf, trainExpanded } from '../src/ml/crf/train.js';
import { loadAnnotatedPage } from '../src/training/annotated-pages.js';
import { learnCrf, serializeModel } from '../src/training/build.js';

/** Deterministic pseudo-random numbers (mulberry32) so that the tests are reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomSequence(rand: () => number, n: number, F: number, L: number): EncodedSequence {
  const offsets = new Int32Array(n + 1);
  const ids: number[] = [];
  for (let t = 0; t < n; t++) {
    const k = 1 + Math.floor(rand() * 3);
    for (let j = 0; j < k; j++) ids.push(Math.floor(rand() * F));
    offsets[t + 1] = ids.length;
  }
  const labels = Int32Array.from({ length: n }, () => Math.floor(rand() * L));
  return { length: n, offsets, ids: Int32Array.from(ids), labels };
}

test('gradient of the negative log-likelihood matches finite differences', () => {
  const rand = rng(7);
  const F = 4;
  const L = 3;
  const seqs = [randomSequence(rand, 5, F, L), randomSequence(rand, 3, F, L), randomSequence(rand, 1, F, L)];
  const w = Float64Array.from({ length: F * L + L * L }, () => rand() - 0.5);
  const ws = new Workspace();
  const nll = (x: Float64Array, g: Float64Array) =>
    seqs.reduce((s, q) => s + accumulateGradient(q, x, L, F, g, 1, ws), 0);
  const grad = new Float64Array(w.length);
  nll(w, grad);
  const scratch = new Float64Array(w.length);
  const h = 1e-5;
  for (let i = 0; i < w.length; i++) {
    const plus = Float64Array.from(w);
    const minus = Float64Array.from(w);
    plus[i] += h;
    minus[i] -= h;
    const numeric = (nll(plus, scratch) - nll(minus, scratch)) / (2 * h);
    assert.ok(Math.abs(numeric - grad[i]) < 1e-6, `weight ${i}: analytic ${grad[i]} numeric ${numeric}`);
  }
});

test('Viterbi and the posterior marginals agree with brute force on short sequences', () => {
  const rand = rng(11);
  const ws = new Workspace();
  for (let trial = 0; trial < 40; trial++) {
    const L = 2 + Math.floor(rand() * 3);
    const n = 1 + Math.floor(rand() * 5);
    const unary = Float64Array.from({ length: n * L }, () => rand() * 4 - 2);
    const trans = Float64Array.from({ length: L * L }, () => rand() * 4 - 2);
    // One enumeration of every label path: the best one, and each label's share of exp(score).
    let best = Number.NEGATIVE_INFINITY;
    let bestPath: number[] = [];
    const brute = new Float64Array(n * L);
    let z = 0;
    const path = new Array<number>(n).fill(0);
    for (let code = 0; code < L ** n; code++) {
      let c = code;
      for (let t = 0; t < n; t++) {
        path[t] = c % L;
        c = Math.floor(c / L);
      }
      let s = 0;
      for (let t = 0; t < n; t++)
        s += unary[t * L + path[t]] + (t > 0 ? trans[path[t - 1] * L + path[t]] : 0);
      if (s > best) {
        best = s;
        bestPath = [...path];
      }
      z += Math.exp(s);
      for (let t = 0; t < n; t++) brute[t * L + path[t]] += Math.exp(s);
    }
    const out = new Int32Array(n);
    viterbi(unary, trans, 0, n, L, out, ws);
    assert.deepEqual([...out], bestPath);
    const post = new Float64Array(n * L);
    marginals(unary, trans, 0, n, L, post, ws);
    for (let i = 0; i < n * L; i++) assert.ok(Math.abs(post[i] - brute[i] / z) < 1e-9);
    logMarginals(unary, trans, 0, n, L, post, ws);
    for (let i = 0; i < n * L; i++) assert.ok(Math.abs(post[i] - brute[i] / z) < 1e-9);
  }
});

test('the rescaled marginals equal the log-space ones on long pages and extreme weights', () => {
  const rand = rng(17);
  const ws = new Workspace();
  const cases = [
    { n: 3000, unaryRange: 60, transRange: 20 },
    { n: 500, unaryRange: 3000, transRange: 4 }, // rows far from their best label underflow to 0
    { n: 200, unaryRange: 4, transRange: 3000 }, // whole rows underflow: the log-space fallback
  ];
  for (const { n, unaryRange, transRange } of cases) {
    const L = 5;
    const unary = Float64Array.from({ length: n * L }, () => (rand() - 0.5) * unaryRange);
    const trans = Float64Array.from({ length: L * L }, () => (rand() - 0.5) * transRange);
    const fast = new Float64Array(n * L);
    const slow = new Float64Array(n * L);
    marginals(unary, trans, 0, n, L, fast, ws);
    logMarginals(unary, trans, 0, n, L, slow, ws);
    for (let i = 0; i < n * L; i++)
      assert.ok(Math.abs(fast[i] - slow[i]) < 1e-9, `n=${n} cell ${i}: ${fast[i]} vs ${slow[i]}`);
  }
});

test('L-BFGS minimises a convex quadratic', () => {
  const x = new Float64Array([5, -3, 2]);
  const target = [1, 2, 3];
  const scale = [1, 10, 100];
  minimize(
    (v, g) => {
      let f = 0;
      for (let i = 0; i < v.length; i++) {
        const d = v[i] - target[i];
        f += 0.5 * scale[i] * d * d;
        g[i] = scale[i] * d;
      }
      return f;
    },
    x,
    { tolerance: 1e-12, maxIterations: 100 },
  );
  for (let i = 0; i < 3; i++) assert.ok(Math.abs(x[i] - target[i]) < 1e-4, `x[${i}] = ${x[i]}`);
});

test('templates expand with CRF++ boundary markers and named columns', () => {
  const tpls = parseTemplates(
    ['U00:%x[0,word]', 'U01:%x[-1,word]/%x[0,shape]', '# comment', 'B'],
    ['word', 'shape'],
  );
  const rows = [
    ['Hello', 'Xx'],
    ['world', 'x'],
  ];
  assert.equal(expand(tpls[0], rows, 1), 'U00:world');
  assert.equal(expand(tpls[1], rows, 0), 'U01:_B-1/Xx');
  assert.equal(expand(tpls[1], rows, 1), 'U01:Hello/x');
  assert.throws(() => parseTemplates(['U00:%x[0,nope]'], ['word']), /unknown column/);
});

test('a learnable toy task (label depends on the previous observation) reaches 100% training accuracy', () => {
  // The label of a row is the *previous* row's letter (a→X, b→Y), 'S' at the start: only the −1 template
  // or the transitions can learn it.
  const rand = rng(3);
  const data = Array.from({ length: 30 }, () => {
    const n = 3 + Math.floor(rand() * 8);
    const letters = Array.from({ length: n }, () => (rand() < 0.5 ? 'a' : 'b'));
    return {
      rows: letters.map((l) => [l]),
      labels: letters.map((_, t) => (t === 0 ? 'S' : letters[t - 1] === 'a' ? 'X' : 'Y')),
    };
  });
  const json = trainCrf(data, {
    columns: ['letter'],
    templates: ['U00:%x[0,letter]', 'U01:%x[-1,letter]', 'B'],
    labels: ['S', 'X', 'Y'],
    c: 10,
    tolerance: 1e-7,
  });
  const model = new CrfModel(JSON.parse(JSON.stringify(json)));
  for (const s of data) assert.deepEqual(model.decode(s.rows), s.labels);
  // Unknown values at decoding time are skipped, not errors.
  assert.equal(model.decode([['z'], ['a']]).length, 2);
});

test('a model with inconsistent weights is refused', () => {
  assert.throws(
    () =>
      new CrfModel({
        format: 'kitten-crf',
        version: 1,
        config: 'x',
        columns: ['a'],
        templates: ['U00:%x[0,a]'],
        labels: ['p', 'o'],
        features: ['U00:x'],
        weights: [1, 2],
        training: {},
      }),
    /weights/,
  );
});

test('the fast encoder finds exactly the features the string dictionary finds', () => {
  const rand = rng(5);
  const pick = (xs: string[]) => xs[Math.floor(rand() * xs.length)];
  const table = () =>
    Array.from({ length: 1 + Math.floor(rand() * 12) }, () => [
      pick(['a', 'b', 'c', 'a/b']),
      pick(['x', 'y', '_B-1']),
    ]);
  const data = Array.from({ length: 20 }, () => {
    const rows = table();
    return { rows, labels: rows.map((r) => (r[0] === 'a' ? 'P' : 'O')) };
  });
  const json = trainCrf(data, {
    columns: ['f', 'g'],
    templates: ['U00:%x[-2,f]', 'U01:%x[0,f]', 'U02:%x[1,g]', 'U03:%x[-1,f]/%x[0,g]', 'U04:%x[2,g]', 'B'],
    labels: ['P', 'O'],
  });
  const model = new CrfModel(json);
  for (let trial = 0; trial < 50; trial++) {
    const rows = table();
    const fast = model.encode(rows);
    const slow = model.encodeByStrings(rows);
    assert.deepEqual([...fast.offsets], [...slow.offsets]);
    assert.deepEqual([...fast.ids], [...slow.ids]);
  }
});

test('the fast encoder unary scores are bit-identical to summing the string features in template order', () => {
  const rand = rng(9);
  const pick = (xs: string[]) => xs[Math.floor(rand() * xs.length)];
  const LABELS = ['p', 'h', 'l', 'c', 'o'];
  const table = (most = 15) =>
    Array.from({ length: 1 + Math.floor(rand() * most) }, () => [
      pick(['a', 'b', 'c', 'a/b', 'd']),
      pick(['x', 'y', '_B-1']),
    ]);
  const data = Array.from({ length: 30 }, () => {
    const rows = table();
    return { rows, labels: rows.map((r) => LABELS[(r[0].charCodeAt(0) + r[1].length) % 5]) };
  });
  const templates = [
    'U00:%x[-2,f]',
    'U01:%x[0,f]',
    'U02:%x[1,g]',
    'U03:%x[-1,f]/%x[0,g]',
    'U04:%x[0,f]/%x[1,f]/%x[2,g]',
  ];
  for (const labels of [LABELS, ['P', 'O']]) {
    const json = trainCrf(
      data.map((d) => ({
        rows: d.rows,
        labels: d.labels.map((l) => (labels.length === 5 ? l : l === 'o' ? 'O' : 'P')),
      })),
      { columns: ['f', 'g'], templates: [...templates, 'B'], labels, minFrequency: 1 },
    );
    const model = new CrfModel(json);
    const encoder = new FastEncoder(model.templates, 2, new Map(json.features.map((f, i) => [f, i])));
    const w = Float64Array.from(json.weights);
    const L = labels.length;
    // Pages longer than the encoder's chunk of rows (1024) too: rows on both sides of a chunk border.
    for (let trial = 0; trial < 54; trial++) {
      const rows = table(trial < 50 ? 15 : 3000);
      const expected = new Float64Array(rows.length * L);
      unaryScores(model.encodeByStrings(rows), w, L, expected);
      assert.deepEqual([...encoder.unary(rows, w, L)], [...expected]);
    }
  }
});

test('learning from .anno files paired with the page beside them reproduces the training labels', () => {
  const dir = fileURLToPath(new URL('./fixtures/crf/', import.meta.url));
  const pages = ['news', 'recipe'].map((n) => {
    const r = loadAnnotatedPage(join(dir, `${n}.anno`), null);
    if ('error' in r) throw new Error(r.error);
    return r;
  });
  assert.equal(pages[0].labels.filter((l) => l !== 'o').length, 5);
  for (const featureSet of [
    'cleaneval',
    'combined',
    'corpus',
    fileURLToPath(new URL('./fixtures/features/victor-example.conf', import.meta.url)),
  ]) {
    const json = learnCrf(pages, { featureSet, c: 10, minFrequency: 1 });
    const model = CrfModel.parse(serializeModel(json));
    assert.equal(model.json.config, featureSet);
    for (const p of pages) assert.deepEqual(labelWithModel(model, p.blocks, p.doc), p.labels);
  }
});

test('the column-major table decodes as the row-major one: same cells, features, posteriors and labels', () => {
  const dir = fileURLToPath(new URL('./fixtures/crf/', import.meta.url));
  const model = loadCrfModel(null, BUNDLED_AUTO_MODEL);
  for (const name of ['news', 'recipe']) {
    const page = loadAnnotatedPage(join(dir, `${name}.anno`), null);
    if ('error' in page) throw new Error(page.error);
    const n = page.blocks.length;
    const table = crfTable(model.json.config, page.blocks, page.doc);
    const cols = crfColumns(model.json.config, page.blocks, page.doc);
    assert.ok(n > 5);
    assert.deepEqual(cols.columns, table.columns);
    assert.deepEqual(rowsOfColumns(cols.values, n), table.rows);
    assert.deepEqual(columnsOfRows(table.rows, table.columns.length), cols.values);
    assert.deepEqual([...model.columnPosteriors(cols.values, n)], [...model.posteriors(table.rows)]);
    assert.deepEqual([...model.decodeColumnIndexes(cols.values, n)], [...model.decodeIndexes(table.rows)]);
    for (const tpl of model.templates)
      for (const t of [0, 1, n - 1])
        assert.equal(expandColumns(tpl, cols.values, n, t), expand(tpl, table.rows, t));
  }
  // A table narrower than the model reads the missing cells as a short row does.
  const tpl = parseTemplates(['U00:%x[0,a]/%x[1,b]'], ['a', 'b'])[0];
  assert.equal(expandColumns(tpl, [['x', 'y']], 2, 0), expand(tpl, [['x'], ['y']], 0));
});

test('the bundled models are found from the package root', () => {
  assert.ok(existsSync(bundledModelPath('crf.json')));
  assert.ok(existsSync(join(packageRoot(), 'package.json')));
});

test('page weights decide between conflicting annotations', () => {
  const interner = new FeatureInterner();
  const opts = { columns: ['x'], templates: ['U00:%x[0,x]', 'B'], labels: ['A', 'B'], c: 1 };
  const tpls = parseTemplates(opts.templates, opts.columns);
  const say = (label: string, weight: number) => {
    const s = expandSequence({ rows: [['v']], labels: [label] }, tpls, opts.labels, interner);
    s.weight = weight;
    return s;
  };
  for (const [wa, wb, expected] of [
    [5, 1, 'A'],
    [1, 5, 'B'],
  ] as const) {
    const model = new CrfModel(trainExpanded([say('A', wa), say('B', wb)], interner, opts));
    assert.deepEqual(model.decode([['v']]), [expected]);
  }
});
