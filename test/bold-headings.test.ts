import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block, Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { boldLineHeadings, inBold } from '../src/clean/bold-headings.js';
import { settleSegmentBounds } from '../src/clean/segment-bounds.js';
import { parseHtml5 } from '../src/html/parse.js';

const page = (html: string): Block[] => buildBlocks(parseHtml5(html));

test('inBold: <b>/<strong> below the block-level container, not around it', () => {
  const blocks = page('<p><b>a</b> b <strong><i>c</i></strong></p><b><p>d</p></b>');
  assert.deepEqual(
    blocks.map((b) => [b.text, inBold(b)]),
    [
      ['a', true],
      ['b', false],
      ['c', true],
      ['d', false],
    ],
  );
});

test('a short line all in bold opening a p or l segment becomes h, in any script', () => {
  const blocks = page(
    '<p><b>Why?</b></p><p>Because it is.</p><ul><li><strong>Это заголовок</strong></li></ul><p><b>見出し</b></p>',
  );
  const out: Label[] = ['p', 'p', 'l', 'p'];
  boldLineHeadings(blocks, out, 12);
  assert.deepEqual(out, ['h', 'p', 'h', 'h']);
});

test('a bold lead-in, a long bold line, continuations and dropped blocks keep their labels', () => {
  const long = 'word '.repeat(13).trim();
  const blocks = page(
    `<p><b>Note:</b> read this first.</p><p><b>${long}</b></p><p><b>Kept</b><br><b>after</b></p><p><b>dropped</b></p>`,
  );
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['Note:', 'read this first.', long, 'Kept', 'after', 'dropped'],
  );
  const out: Label[] = ['p', 'c', 'p', 'p', 'c', 'o'];
  boldLineHeadings(blocks, out, 12);
  assert.deepEqual(out, ['p', 'c', 'p', 'h', 'c', 'o']);
});

test('a line split by a bold link counts its words from the opening block to the end of the line', () => {
  const blocks = page('<p><b>one two <a href="x">three</a> four</b></p>');
  assert.equal(blocks.length, 3);
  const short: Label[] = ['p', 'c', 'c'];
  boldLineHeadings(blocks, short, 4);
  assert.deepEqual(short, ['h', 'c', 'c']);
  const tight: Label[] = ['p', 'c', 'c'];
  boldLineHeadings(blocks, tight, 3);
  assert.deepEqual(tight, ['p', 'c', 'c']);
});

test('settleSegmentBounds applies boldHeadings only when set; markupKinds still rules inside list items', () => {
  const blocks = page('<p><b>Title</b></p><ul><li><b>Item</b></li></ul>');
  const off: Label[] = ['p', 'l'];
  settleSegmentBounds(blocks, off, { markupKinds: 1 });
  assert.deepEqual(off, ['p', 'l']);
  const on: Label[] = ['p', 'l'];
  settleSegmentBounds(blocks, on, { boldHeadings: 12, markupKinds: 1 });
  assert.deepEqual(on, ['h', 'l']);
});
