import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyColumns } from '../src/ml/crf/empty-columns.js';

test('emptyColumns makes count distinct columns of n slots each', () => {
  const columns = emptyColumns(3, 4);
  assert.equal(columns.length, 3);
  for (const c of columns) assert.equal(c.length, 4);
  columns[0][1] = 'x';
  assert.equal(columns[1][1], undefined, 'each column is its own array');
  assert.deepEqual(emptyColumns(2, 0), [[], []]);
});
