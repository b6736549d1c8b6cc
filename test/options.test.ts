import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_OPTIONS, OptionError, resolveOptions } from '../src/options.js';

test('defaults fill what is not given', () => {
  assert.deepEqual(resolveOptions({}), DEFAULT_OPTIONS);
  assert.equal(resolveOptions({ format: 'json' }).format, 'json');
  assert.equal(resolveOptions({ format: 'json' }).clean, 'auto');
});

test('bad values and unknown keys are specific errors', () => {
  assert.throws(
    () => resolveOptions({ format: 'pdf' }),
    (e: unknown) => e instanceof OptionError && /format "pdf"/.test(String(e)),
  );
  assert.throws(() => resolveOptions({ tables: 'yes' }), OptionError);
  assert.throws(() => resolveOptions({ colour: 'red' } as never), /unknown option "colour"/);
});

test('a bad option value is a TypeError, as the README promises the library user', () => {
  assert.throws(() => resolveOptions({ format: 'pdf' } as never), TypeError);
});
