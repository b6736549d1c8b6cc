import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { classOrIdHas, nameWords, valueWords } from '../src/clean/named-containers.js';
import { createElement } from '../src/html/node.js';

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

test('classOrIdHas passes every element whose name words hold the word (the prefilters lose nothing)', () => {
  const piece = fc.constantFrom(
    'sig',
    'SiG',
    'si',
    'g',
    'Sİg',
    'author',
    'AUTH',
    'or',
    '-',
    '_',
    ' ',
    'x',
    '\u212A',
    'İ',
    'ı',
  );
  const value = fc.oneof(
    fc.array(piece, { maxLength: 40 }).map((p) => p.join('')),
    fc.string({ maxLength: 60 }),
  );
  const words: [RegExp, RegExp][] = [
    [/(?:^| )[a-z]*sig[a-z]*(?: |$)/, /sig/i],
    [/(?:^| )[a-z]*author[a-z]*(?: |$)/, /author/i],
  ];
  fc.assert(
    fc.property(value, value, (cls, id) => {
      const e = createElement('div', [
        { name: 'class', value: cls },
        { name: 'id', value: id },
      ]);
      return words.every(([word, raw]) => !word.test(nameWords(e)) || classOrIdHas(e, raw));
    }),
    { numRuns: 2000 },
  );
  const e = createElement('div', [{ name: 'id', value: 'userSig' }]);
  assert.equal(classOrIdHas(e, /sig/i), true);
  assert.equal(classOrIdHas(createElement('div'), /sig/i), false);
});
