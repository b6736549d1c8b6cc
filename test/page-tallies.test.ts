import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildBlocks } from '../src/blocks/build.js';
import { duplicateKeys, pageTallies } from '../src/blocks/page-tallies.js';
import { parseHtml5 } from '../src/html/parse.js';

// The keys as first specified: one regexp replace over the lower-cased text each.
const lettersKey = (t: string) => t.toLowerCase().replace(/[^\p{L}]+/gu, '');
const wordsKey = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

test('duplicate keys equal the regexp definitions on any text, surrogates and final sigma included', () => {
  const tricky = fc.constantFrom(
    'Σ',
    'ΟΔΟΣ ',
    'İ',
    'ß',
    '𝐀',
    '😀',
    '\ud835',
    '\udc00',
    '٣',
    '½',
    'Ⅻ',
    ' ',
    '-',
    'A',
    '9',
  );
  const text = fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), tricky), {
    maxLength: 12,
  });
  fc.assert(
    fc.property(text, (parts) => {
      const t = parts.join('');
      assert.deepEqual(duplicateKeys(t), { letters: lettersKey(t), words: wordsKey(t) });
    }),
    { numRuns: 2000 },
  );
  assert.deepEqual(duplicateKeys('Price: 12,50 € – ΟΔΟΣ!'), { letters: 'priceοδος', words: 'price1250οδος' });
});

test('page tallies count words per group and repeated texts', () => {
  const blocks = buildBlocks(
    parseHtml5(
      '<div><p>Home</p><p>one two <a href=x>three</a></p></div><div><p>home!</p></div><p>Home 2</p>',
    ),
  );
  const t = pageTallies(blocks);
  assert.equal(t.plainWords, 6);
  assert.deepEqual(t.divs.get(blocks[1].divGroup), { words: 4, plainWords: 3, linkWords: 1, blocks: 3 });
  assert.deepEqual(t.letterDuplicates.keys, ['home', 'onetwo', 'three', 'home', 'home']);
  assert.equal(t.letterDuplicates.counts.get('home'), 3);
  assert.equal(t.wordDuplicates.counts.get('home'), 2);
  assert.equal(t.wordDuplicates.counts.get('home2'), 1);
});
