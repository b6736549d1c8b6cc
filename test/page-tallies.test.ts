import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildBlocks } from '../src/blocks/build.js';
import {
  type DuplicateTally,
  duplicateKeys,
  groupByKey,
  keyHashes,
  pageTallies,
  unicodeKeyHashes,
} from '../src/blocks/page-tallies.js';
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
  // letters: home, onetwo, three, home, home; words: home, onetwo, three, home, home2
  assert.deepEqual([...t.letterDuplicates.group], [0, 1, 2, 0, 0]);
  assert.deepEqual([...t.letterDuplicates.size], [3, 1, 1]);
  assert.deepEqual([...t.wordDuplicates.group], [0, 1, 2, 0, 3]);
  assert.deepEqual([...t.wordDuplicates.size], [2, 1, 1, 1]);
});

/** The grouping the key strings define: groups in order of first block, −1 for an empty key. */
function groupsOfKeys(keys: readonly string[]): { group: number[]; size: number[] } {
  const ids = new Map<string, number>();
  const size: number[] = [];
  const group = keys.map((k) => {
    if (!k) return -1;
    let g = ids.get(k);
    if (g === undefined) {
      g = ids.size;
      ids.set(k, g);
      size.push(0);
    }
    size[g]++;
    return g;
  });
  return { group, size };
}

const plain = (t: DuplicateTally) => ({ group: [...t.group], size: [...t.size] });

test('duplicate groups are the groups of equal key strings, on texts that often repeat', () => {
  const piece = fc.constantFrom(
    'Home',
    'home!',
    'HOME 2',
    'Σ',
    'σ',
    '😀',
    '\ud835',
    '٣',
    ' ',
    '-',
    '12',
    'ß',
  );
  const texts = fc.array(
    fc.oneof(
      fc.array(piece, { maxLength: 3 }).map((a) => a.join('')),
      fc.string(),
    ),
    {
      maxLength: 20,
    },
  );
  fc.assert(
    fc.property(texts, (ts) => {
      const blocks = ts.map((text) => ({ text, words: 0, linkWords: 0, divGroup: -1, tdGroup: -1 }));
      const t = pageTallies(blocks as unknown as Parameters<typeof pageTallies>[0]);
      assert.deepEqual(plain(t.letterDuplicates), groupsOfKeys(ts.map((x) => duplicateKeys(x).letters)));
      assert.deepEqual(plain(t.wordDuplicates), groupsOfKeys(ts.map((x) => duplicateKeys(x).words)));
    }),
    { numRuns: 1000 },
  );
});

test('keys that share a hash still group by their strings', () => {
  const keys = ['a', 'b', 'a', '', 'c', 'b', 'b'];
  // every key has the same hash: only the strings can tell them apart
  const t = groupByKey(
    keys.length,
    (i) => (keys[i] ? 7 : -1),
    (i) => keys[i],
  );
  assert.deepEqual(plain(t), groupsOfKeys(keys));
  assert.deepEqual(plain(t), { group: [0, 1, 0, -1, 2, 1, 1], size: [2, 3, 1] });
});

test('the ASCII fast path of the key hashes gives the hashes of the lower-cased text, on any text', () => {
  const ascii = fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)) });
  const text = fc.oneof(ascii, fc.string({ unit: 'binary' }), fc.constantFrom('', 'ABC def 123', 'İstanbul'));
  fc.assert(
    fc.property(text, (t) => {
      const fast = new Float64Array(2);
      const reference = new Float64Array(2);
      keyHashes(t, fast);
      unicodeKeyHashes(t, reference);
      assert.deepEqual([...fast], [...reference]);
    }),
    { numRuns: 2000 },
  );
  // Texts that share a hash differ in their keys: the two paths must not agree by both being constant.
  const a = new Float64Array(2);
  const b = new Float64Array(2);
  keyHashes('Hello world 1', a);
  keyHashes('Hello world 2', b);
  assert.equal(a[0], b[0]);
  assert.notEqual(a[1], b[1]);
});

test('groupByKey builds no key for a repeat that sameKey vouches for, and probes past other hashes', () => {
  // Every hash lands in the same slot of the table (multiples of 2^20): only the probing tells them apart.
  const keys = ['x', 'y', 'x', 'z', 'y', 'x', ''];
  const hashes = [1, 2, 1, 3, 2, 1, -1].map((k) => (k < 0 ? -1 : k * 2 ** 20));
  const asked: number[] = [];
  const t = groupByKey(
    keys.length,
    (i) => hashes[i],
    (i) => {
      asked.push(i);
      return keys[i];
    },
    (i, j) => keys[i] === keys[j],
  );
  assert.deepEqual(plain(t), { group: [0, 1, 0, 2, 1, 0, -1], size: [3, 2, 1] });
  assert.deepEqual(asked, []);
});
