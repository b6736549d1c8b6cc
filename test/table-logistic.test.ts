// The logistic model behind the data/layout table decision (issue 10): it learns a separable rule, reads
// count features on a log scale, round-trips through JSON, and a malformed model file is refused clearly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { logisticFromJSON, logisticPredict, logisticScore, trainLogistic } from '../src/ml/logistic.js';
import { parseTableModel, predictTableKind } from '../src/structure/tables/model.js';

const CLASSES: [string, string] = ['layout', 'data'];

test('learns a rule on one feature and ignores a noise feature', () => {
  // data when the header evidence is 1; the second column is noise repeated on both classes.
  const X: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < 40; i++) {
    X.push([i % 2, i % 5]);
    y.push(i % 2);
  }
  const m = trainLogistic(X, y, CLASSES, ['header', 'noise'], [], { lambda: 1 });
  assert.equal(logisticPredict(m, [1, 3]), 'data');
  assert.equal(logisticPredict(m, [0, 3]), 'layout');
  assert.ok(m.weights[0] > 1, `header weight ${m.weights[0]}`);
  assert.ok(Math.abs(m.weights[1]) < Math.abs(m.weights[0]) / 5, `noise weight ${m.weights[1]}`);
});

test('a stronger penalty shrinks the weights', () => {
  const X = [[0], [1], [2], [3], [4], [5]];
  const y = [0, 0, 1, 0, 1, 1];
  const weak = trainLogistic(X, y, CLASSES, ['x'], [], { lambda: 0.1 });
  const strong = trainLogistic(X, y, CLASSES, ['x'], [], { lambda: 100 });
  assert.ok(Math.abs(strong.weights[0]) < Math.abs(weak.weights[0]));
});

test('log features: a huge count does not swamp the score', () => {
  const X = [[2], [3], [4], [20], [30], [40]];
  const y = [0, 0, 0, 1, 1, 1];
  const m = trainLogistic(X, y, CLASSES, ['rows'], ['rows'], { lambda: 1 });
  assert.deepEqual(m.logFeatures, ['rows']);
  const s1 = logisticScore(m, [1e3]);
  const s2 = logisticScore(m, [1e6]);
  // log(1+x): a thousand times more rows adds about log(1000) standardized units, not a thousandfold score.
  assert.ok(s2 - s1 < 20 * Math.abs(m.weights[0]), `${s1} → ${s2}`);
});

test('balanced weighting moves the boundary towards the rare class', () => {
  const X = [[0], [1], [2], [3], [4], [5], [6], [7], [8], [9]];
  const y = [0, 0, 0, 0, 0, 0, 0, 1, 0, 1];
  const plain = trainLogistic(X, y, CLASSES, ['x'], [], { lambda: 1 });
  const balanced = trainLogistic(X, y, CLASSES, ['x'], [], { lambda: 1, balanced: true });
  assert.ok(logisticScore(balanced, [6]) > logisticScore(plain, [6]));
});

test('JSON round trip gives the same scores (property)', () => {
  const X = Array.from({ length: 30 }, (_, i) => [i % 3, (i * 7) % 11, i]);
  const y = X.map((x) => (x[0] + x[1] > 6 ? 1 : 0));
  const m = trainLogistic(X, y, CLASSES, ['a', 'b', 'c'], ['c'], { lambda: 3 });
  const back = logisticFromJSON(JSON.parse(JSON.stringify(m)));
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), { minLength: 3, maxLength: 3 }),
      (x) => {
        assert.equal(logisticScore(back, x), logisticScore(m, x));
      },
    ),
  );
});

test('a malformed logistic model is refused with a clear error', () => {
  assert.throws(
    () => logisticFromJSON({ kind: 'logistic', classes: ['a', 'b'], features: ['x'] }),
    /logistic model/,
  );
  assert.throws(() => logisticFromJSON(null), /logistic model/);
  const m = trainLogistic([[0], [1]], [0, 1], CLASSES, ['x'], [], {});
  assert.throws(() => logisticFromJSON({ ...m, weights: [1, 2] }), /logistic model/);
});

test('the table model file reads a logistic table classifier and still reads an older CART one', () => {
  const cell = { classes: ['header', 'data'], features: ['f'], root: { c: 1, n: [0, 1] } };
  const logistic = trainLogistic([[0], [1], [0], [1]], [0, 1, 0, 1], CLASSES, ['f'], [], { lambda: 1 });
  const a = parseTableModel({ table: logistic, cell });
  assert.equal(predictTableKind(a.table, [1]), 'data');
  assert.equal(predictTableKind(a.table, [0]), 'layout');
  const tree = {
    classes: ['layout', 'data'],
    features: ['f'],
    root: { f: 0, t: 0.5, l: { c: 0, n: [1, 0] }, r: { c: 1, n: [0, 1] } },
  };
  const b = parseTableModel({ table: tree, cell });
  assert.equal(predictTableKind(b.table, [1]), 'data');
  assert.equal(predictTableKind(b.table, [0]), 'layout');
});
