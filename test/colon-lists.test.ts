import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { colonListItems } from '../src/clean/colon-lists.js';
import { assertOnlyWhenSet, assertUnchanged, page } from './helpers/segments.js';

test('short alike paragraphs after a line ending with a colon become list items, in any script', () => {
  const blocks = page(
    '<p>Risk factors include:</p><p>Smoking</p><p>Alcohol consumption</p><div>Другое：</div><div>Курение</div><div>Алкоголь</div>',
  );
  const out: Label[] = ['p', 'p', 'p', 'p', 'p', 'p'];
  colonListItems(blocks, out, 8);
  assert.deepEqual(out, ['p', 'l', 'l', 'p', 'l', 'l']);
});

test('a single line, long items, sentences, items built unlike, and a dropped block between stay paragraphs', () => {
  const long = 'word '.repeat(9).trim();
  const cases: [string, Label[]][] = [
    ['<p>He said:</p><p>Go home</p><h2>Next</h2>', ['p', 'p', 'h']],
    [`<p>Items:</p><p>${long}</p><p>${long}</p>`, ['p', 'p', 'p']],
    ['<p>Ok, here we go:</p><p>Hey! Stop it!</p><p>Go eat something!</p>', ['p', 'p', 'p']],
    ['<p>Items:</p><p>one</p><div>two</div>', ['p', 'p', 'p']],
    ['<p>Items:</p><p>one</p><p>menu</p><p>two</p><p>three</p>', ['p', 'p', 'o', 'p', 'p']],
  ];
  assertUnchanged(cases, (blocks, out) => colonListItems(blocks, out, 8));
});

test('settleSegmentBounds applies colonLists only when set', () => {
  assertOnlyWhenSet('<p>Steps:</p><p>Open it</p><p>Close it</p>', ['p', 'p', 'p'], { colonLists: 8 }, [
    'p',
    'l',
    'l',
  ]);
});
