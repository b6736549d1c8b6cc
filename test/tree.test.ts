import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { predict, trainTree, treeFromJSON, treeSize, treeToJSON } from '../src/ml/tree.js';
import { crossValidate, foldsByGroup, formatScores, scoreConfusion } from '../src/ml/tree-cv.js';

test('learns a threshold and an interaction of two features', () => {
  const X: number[][] = [];
  const y: number[] = [];
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 10; b++) {
      X.push([a, b, 7]);
      y.push(a >= 5 && b < 3 ? 1 : 0);
    }
  const tree = trainTree(X, y, ['no', 'yes'], ['a', 'b', 'const'], { minLeaf: 1 });
  for (let i = 0; i < X.length; i++) assert.equal(predict(tree, X[i]), y[i] ? 'yes' : 'no');
  assert.equal(predict(tree, [9, 0, 7]), 'yes');
  assert.equal(predict(tree, [2, 0, 7]), 'no');
});

test('a minimum leaf size stops splits on lone outliers', () => {
  const X = Array.from({ length: 40 }, (_, i) => [i]);
  const y = X.map(([v]) => (v === 17 ? 1 : 0));
  const tree = trainTree(X, y, ['a', 'b'], ['v'], { minLeaf: 5 });
  assert.equal(predict(tree, [17]), 'a');
  assert.equal(treeSize(tree).leaves, 1);
  const overfit = trainTree(X, y, ['a', 'b'], ['v'], { minLeaf: 1 });
  assert.equal(predict(overfit, [17]), 'b');
});

test('JSON round trip gives the same predictions, and malformed models are refused', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.boolean()), {
        minLength: 2,
        maxLength: 60,
      }),
      (rows) => {
        const X = rows.map(([a, b]) => [a, b]);
        const y = rows.map(([, , c]) => (c ? 1 : 0));
        const tree = trainTree(X, y, ['n', 'y'], ['a', 'b'], { minLeaf: 1 });
        const back = treeFromJSON(JSON.parse(JSON.stringify(treeToJSON(tree))));
        for (const x of X) assert.equal(predict(back, x), predict(tree, x));
      },
    ),
  );
  assert.throws(() =>
    treeFromJSON({ classes: ['a'], features: ['f'], root: { f: 3, t: 0, l: { c: 0 }, r: { c: 0 } } }),
  );
  assert.throws(() => treeFromJSON({ classes: ['a'], features: [], root: { c: 2 } }));
  assert.throws(() => treeFromJSON(null));
});

test('training on a long chain of distinct values builds a deep tree without recursion', () => {
  const X = Array.from({ length: 3000 }, (_, i) => [i]);
  const y = X.map(([v]) => v % 2);
  const tree = trainTree(X, y, ['even', 'odd'], ['v'], { minLeaf: 1, maxDepth: 5000, minGain: 0 });
  assert.equal(predict(tree, [2999]), 'odd');
  assert.equal(predict(tree, [1500]), 'even');
});

test('folds keep a group together and are reproducible with the seed', () => {
  const groups = ['p1', 'p1', 'p2', 'p3', 'p3', 'p4', 'p5'];
  const a = foldsByGroup(groups, 3, 42);
  assert.deepEqual(a, foldsByGroup(groups, 3, 42));
  assert.equal(a[0], a[1]);
  assert.equal(a[3], a[4]);
});

test('per-class precision, recall and F from a confusion matrix', () => {
  const r = scoreConfusion(
    ['a', 'b'],
    [
      [8, 2],
      [1, 9],
    ],
  );
  assert.equal(r.scores[0].precision, 8 / 9);
  assert.equal(r.scores[0].recall, 0.8);
  assert.equal(r.scores[1].support, 10);
  assert.equal(r.accuracy, 17 / 20);
  assert.match(formatScores('T', r), /a \(10\)\s+0\.889\s+0\.800\s+0\.842/);
});

test('cross-validation of a separable problem is perfect', () => {
  const X = Array.from({ length: 60 }, (_, i) => [i % 10]);
  const y = X.map(([v]) => (v < 5 ? 0 : 1));
  const groups = X.map((_, i) => `g${i}`);
  const r = crossValidate(X, y, groups, ['lo', 'hi'], ['v'], { minLeaf: 1 }, 10, 1);
  assert.equal(r.accuracy, 1);
});
