import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { dropRepeats } from '../src/clean/repeats.js';
import { parseHtml5 } from '../src/html/parse.js';

const keptOf = (html: string, params: Parameters<typeof dropRepeats>[2]) => {
  const blocks = buildBlocks(parseHtml5(html));
  const out: Label[] = blocks.map(() => 'p');
  dropRepeats(blocks, out, params);
  return blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text);
};

test('a card price rendered twice in a row is kept once (dropShortTwins)', () => {
  const card = (name: string, price: string) =>
    `<div class="card"><h3>${name}</h3><div class="price"><div class="regular">${price}</div>` +
    `<div class="sale">${price}</div></div></div>`;
  const html = `<main>${card('Dark Roast Coffee', '$19.99')}${card('Vanilla Latte', '$39.99')}</main>`;
  assert.deepEqual(keptOf(html, { dropDuplicates: 3, dropShortTwins: 1 }), [
    'Dark Roast Coffee',
    '$19.99',
    'Vanilla Latte',
    '$39.99',
  ]);
  // Off: both copies stay.
  assert.equal(keptOf(html, { dropDuplicates: 3 }).length, 6);
});

test('a heading over its namesake, a twin opening a sentence, table cells stay (dropShortTwins)', () => {
  // A letter index: the heading "B" over the language "B".
  const index = '<h2>B</h2><ul><li>B</li><li>Bash</li></ul>';
  assert.equal(keptOf(index, { dropDuplicates: 3, dropShortTwins: 1 }).length, 3);
  // The heading "C" over the item "C – ISO/IEC 9899", whose link is only part of its line.
  const item = '<div>C</div><ul><li><a href="c">C</a> – ISO/IEC 9899</li></ul>';
  assert.equal(keptOf(item, { dropDuplicates: 3, dropShortTwins: 1 }).length, 3);
  const table = '<table><tr><td>Yes</td><td>Yes</td></tr></table>';
  assert.equal(keptOf(table, { dropDuplicates: 3, dropShortTwins: 1 }).length, 2);
});
