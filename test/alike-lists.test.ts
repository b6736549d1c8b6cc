import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { alikeListItems } from '../src/clean/alike-lists.js';
import { assertOnlyWhenSet, assertUnchanged, page } from './helpers/segments.js';

test('four or more short alike paragraphs in a row are list items, with no colon before them, in any script', () => {
  const blocks = page(
    '<p>Smoking</p><p>Alcohol consumption</p><p>Family history</p><p>Lack of exercise</p>' +
      '<div>Курение</div><div>Алкоголь</div><div>Наследственность</div><div>Мало движения</div>',
  );
  const out: Label[] = Array(8).fill('p');
  alikeListItems(blocks, out, 12);
  assert.deepEqual(out, Array(8).fill('l'));
});

test('three lines, sentences, long lines, unlike lines and a dropped block between stay paragraphs', () => {
  const long = 'word '.repeat(13).trim();
  const cases: [string, Label[]][] = [
    ['<p>one</p><p>two</p><p>three</p>', ['p', 'p', 'p']],
    ['<p>One.</p><p>Two.</p><p>Three.</p><p>Four.</p>', ['p', 'p', 'p', 'p']],
    [`<p>one</p><p>two</p><p>${long}</p><p>four</p>`, ['p', 'p', 'p', 'p']],
    ['<p>one</p><p>two</p><div>three</div><p>four</p>', ['p', 'p', 'p', 'p']],
    ['<p>one</p><p>two</p><p>menu</p><p>three</p><p>four</p>', ['p', 'p', 'o', 'p', 'p']],
    [
      '<p>Yours sincerely</p><p>Mrs S J Hattersley</p><p>Copied to: Dr A Klepsch</p><p>Go to top</p><p>Back home</p>',
      ['p', 'p', 'p', 'p', 'p'],
    ],
    ['<p>Regards,</p><p>one</p><p>two</p><p>three</p>', ['p', 'p', 'p', 'p']],
  ];
  assertUnchanged(cases, (blocks, out) => alikeListItems(blocks, out, 12));
});

test('settleSegmentBounds applies alikeLists only when set', () => {
  assertOnlyWhenSet('<p>one</p><p>two</p><p>three</p><p>four</p>', ['p', 'p', 'p', 'p'], { alikeLists: 12 }, [
    'l',
    'l',
    'l',
    'l',
  ]);
});
