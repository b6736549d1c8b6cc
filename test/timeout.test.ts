import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRunner } from '../src/batch/runner.js';
import { parseSeconds, UsageError } from '../src/cli/options.js';
import { resolveOptions } from '../src/options.js';

const HANG = new URL('./fixtures/batch/hang-page-worker.ts', import.meta.url).href;
const task = { bytes: new TextEncoder().encode('<p>A page.</p>'), options: resolveOptions() };

test('--timeout with -j 1 still ends a page that never finishes (it runs on one worker thread)', async () => {
  const runner = createRunner(1, 0.2, { workerFile: HANG });
  try {
    const outcome = await runner.run(task);
    assert.equal(outcome.status, 'failed');
    assert.equal(outcome.status === 'failed' && outcome.reason, 'timeout');
  } finally {
    await runner.close();
  }
});

test('a time limit longer than a timer can hold is refused, not turned into an instant timeout', () => {
  assert.throws(
    () => parseSeconds('1e9'),
    (e) => e instanceof UsageError && /at most 2147483/.test(e.message),
  );
  assert.equal(parseSeconds('2147483'), 2147483);
  assert.equal(parseSeconds('0'), 0);
});
