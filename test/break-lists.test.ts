import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { breakListItems } from '../src/clean/break-lists.js';
import { assertOnlyWhenSet, assertUnchanged, page } from './helpers/segments.js';

test('four or more short lines split by single <br> are list items, one per line', () => {
  const blocks = page(
    '<p>Past projects include:</p><p>Prime95<br>OGR<br>Seti <b>Classic</b><br>Distr Folding</p>',
  );
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['Past projects include:', 'Prime95', 'OGR', 'Seti', 'Classic', 'Distr Folding'],
  );
  const out: Label[] = ['p', 'p', 'c', 'c', 'c', 'c'];
  breakListItems(blocks, out, 3);
  assert.deepEqual(out, ['p', 'l', 'l', 'l', 'c', 'l']);
});

test('three lines, long lines, verse, an address and lines split by blank lines stay as they are', () => {
  const cases: [string, Label[]][] = [
    ['<p>one<br>two<br>three</p>', ['p', 'c', 'c']],
    ['<p>one<br>two two two two<br>three<br>four</p>', ['p', 'c', 'c', 'c']],
    ['<p>Roses are red,<br>violets blue,<br>sugar is sweet,<br>and so are you.</p>', ['p', 'c', 'c', 'c']],
    ['<p>Jane Doe<br>12 Main Street<br>Springfield<br>www.example.org</p>', ['p', 'c', 'c', 'c']],
    ['<p>one<br><br>two<br><br>three<br><br>four</p>', ['p', 'c', 'c', 'c']],
  ];
  assertUnchanged(cases, (blocks, out) => breakListItems(blocks, out, 3));
});

test('settleSegmentBounds applies breakLists only when set', () => {
  assertOnlyWhenSet('<p>one<br>two<br>three<br>four</p>', ['p', 'c', 'c', 'c'], { breakLists: 3 }, [
    'l',
    'l',
    'l',
    'l',
  ]);
});
