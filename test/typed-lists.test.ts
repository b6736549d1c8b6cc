import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { typedListItems } from '../src/clean/typed-lists.js';
import { assertOnlyWhenSet, assertUnchanged, page } from './helpers/segments.js';

test('numbered lines after a <br>, two in a row, are list items', () => {
  const blocks = page(
    '<div>There were reasons for this:<br>1. I was young and naive.<br>2. I was not the jaded moviegoer I am today.</div>',
  );
  assert.equal(blocks.length, 3);
  const out: Label[] = ['p', 'c', 'c'];
  typedListItems(blocks, out);
  assert.deepEqual(out, ['p', 'l', 'l']);
});

test('a lone marker line, numbered paragraphs, a number without a space, or a dropped line change nothing', () => {
  const cases: [string, Label[]][] = [
    ['<div>Some text here.<br>1. Only one item.<br>And more text.</div>', ['p', 'c', 'c']],
    ['<p>1. First numbered paragraph.</p><p>2. Second numbered paragraph.</p>', ['p', 'p']],
    ['<div>Temperatures fell<br>-5 degrees at night<br>-7 degrees at dawn</div>', ['p', 'c', 'c']],
  ];
  assertUnchanged(cases, typedListItems);
  const blocks = page('<div>Intro<br>1. dropped<br>2. kept</div>');
  const out: Label[] = ['p', 'o', 'c'];
  typedListItems(blocks, out);
  assert.deepEqual(out, ['p', 'o', 'c']);
});

test('settleSegmentBounds applies typedLists only when set', () => {
  assertOnlyWhenSet(
    '<div>The benchmark is flawed:<br>- makes the startup longer<br>- measures kstart only</div>',
    ['p', 'c', 'c'],
    { typedLists: 1 },
    ['p', 'l', 'l'],
  );
});
