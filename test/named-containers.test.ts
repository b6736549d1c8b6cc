import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { valueWords } from '../src/clean/named-containers.js';

/** The definition `valueWords` implements with a char-code loop on ASCII values. */
const byRegexps = (value: string): string =>
  value
    .slice(0, 200)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

test('valueWords: class and id values as lower-case words', () => {
  assert.equal(valueWords('comment-list commentBody'), 'comment list comment body');
  assert.equal(valueWords('  ipsEntry__signature '), 'ips entry signature');
  assert.equal(valueWords('HTMLParser x2y'), 'htmlparser x y');
  assert.equal(valueWords('\u212Aelvin'), 'kelvin', 'a non-ASCII capital lower-cased to ASCII');
  assert.equal(valueWords(undefined), '');
});

test('valueWords gives what its regexps give, on any value', () => {
  const piece = fc.constantFrom(
    'a',
    'bc',
    'B',
    'XY',
    '-',
    '_',
    ' ',
    '9',
    'é',
    'É',
    '\u212A',
    'İ',
    'zZ',
    '  ',
  );
  const value = fc.oneof(
    fc.array(piece, { maxLength: 120 }).map((p) => p.join('')),
    fc.string({ maxLength: 260 }),
  );
  fc.assert(
    fc.property(value, (v) => valueWords(v) === byRegexps(v)),
    { numRuns: 2000 },
  );
});
