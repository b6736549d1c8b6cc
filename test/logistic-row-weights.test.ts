// Row weights of the logistic model (scripts/corrector-train.ts weighs blocks by their words): a row of
// weight 2 counts as the same row twice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { trainLogistic } from '../src/ml/logistic.js';

test('a row of weight 2 weighs as two copies of the row', () => {
  const X = [[0], [1], [2], [3], [4], [5]];
  const y = [0, 0, 1, 0, 1, 1];
  const weighted = trainLogistic(X, y, ['a', 'b'], ['x'], [], { lambda: 1, rowWeights: [1, 1, 2, 1, 1, 1] });
  const copied = trainLogistic([...X, [2]], [...y, 1], ['a', 'b'], ['x'], [], { lambda: 1 });
  // Standardization differs (the copy moves the mean), so compare the fitted probabilities, not the weights.
  const prob = (m: typeof weighted, x: number) =>
    1 / (1 + Math.exp(-(m.bias + (m.weights[0] * (x - m.mean[0])) / m.sd[0])));
  const unweighted = trainLogistic(X, y, ['a', 'b'], ['x'], [], { lambda: 1 });
  assert.ok(prob(weighted, 2) > prob(unweighted, 2), 'the heavier positive row pulls its probability up');
  assert.ok(Math.abs(prob(weighted, 2) - prob(copied, 2)) < 0.05);
});
