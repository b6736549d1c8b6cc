import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { bulletItems } from '../src/clean/bullet-items.js';
import { assertOnlyWhenSet, assertUnchanged, page } from './helpers/segments.js';

test('the text in the cell after a bullet cell is a list item', () => {
  const blocks = page(
    '<table><tr><td>•</td><td>Smoking</td></tr><tr><td>*</td><td>Family history</td></tr></table>',
  );
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['•', 'Smoking', '*', 'Family history'],
  );
  const out: Label[] = ['o', 'p', 'o', 'h'];
  bulletItems(blocks, out);
  assert.deepEqual(out, ['o', 'l', 'o', 'l']);
});

test('continuations, headings, text after other cells or on the bullet line stay', () => {
  const cases: [string, Label[]][] = [
    ['<table><tr><td>•</td><td>Smoking</td></tr></table>', ['p', 'c']],
    ['<div>•</div><h3>A heading</h3>', ['o', 'h']],
    ['<table><tr><td>Note</td><td>Smoking</td></tr></table>', ['p', 'p']],
    ['<p>• <span>Smoking</span></p>', ['p', 'c']],
  ];
  assertUnchanged(cases, bulletItems);
});

test('settleSegmentBounds applies bulletItems only when set', () => {
  assertOnlyWhenSet('<table><tr><td>•</td><td>Smoking</td></tr></table>', ['o', 'p'], { bulletItems: 1 }, [
    'o',
    'l',
  ]);
});
