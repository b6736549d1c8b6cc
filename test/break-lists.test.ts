import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block, Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { breakListItems } from '../src/clean/break-lists.js';
import { settleSegmentBounds } from '../src/clean/segment-bounds.js';
import { parseHtml5 } from '../src/html/parse.js';

const page = (html: string): Block[] => buildBlocks(parseHtml5(html));

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
  for (const [html, labels] of cases) {
    const out = labels.slice();
    breakListItems(page(html), out, 3);
    assert.deepEqual(out, labels, html);
  }
});

test('settleSegmentBounds applies breakLists only when set', () => {
  const blocks = page('<p>one<br>two<br>three<br>four</p>');
  const off: Label[] = ['p', 'c', 'c', 'c'];
  settleSegmentBounds(blocks, off, {});
  assert.deepEqual(off, ['p', 'c', 'c', 'c']);
  const on: Label[] = ['p', 'c', 'c', 'c'];
  settleSegmentBounds(blocks, on, { breakLists: 3 });
  assert.deepEqual(on, ['l', 'l', 'l', 'l']);
});
