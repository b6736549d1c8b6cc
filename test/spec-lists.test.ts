import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { specListBlocks } from '../src/clean/spec-lists.js';
import { parseHtml5 } from '../src/html/parse.js';

const pairs = (rows: [string, string][]) =>
  rows.map(([n, v]) => `<div><dt>${n}</dt><dd>${v}</dd></div>`).join('');
const backOf = (html: string, keep: string[], minNames = 2) => {
  const blocks = buildBlocks(parseHtml5(html));
  const back = specListBlocks(
    blocks,
    blocks.map((b) => keep.includes(b.text)),
    minNames,
  );
  return blocks.filter((_, i) => back[i]).map((b) => b.text);
};

const fit = pairs([
  ['Fit:', 'Regular'],
  ['Shape:', 'Straight'],
  ['Sleeve length:', 'Long'],
]);

test('productSpecLists: a list kept in part comes back whole; a list with nothing kept stays out', () => {
  const page = `<h2>Details</h2><dl>${fit}</dl><h2>Material</h2><dl>${pairs([
    ['Lining:', 'Polyester'],
    ['Fabric:', 'Faux leather'],
  ])}</dl>`;
  assert.deepEqual(backOf(page, ['Regular', 'Long']), ['Fit:', 'Shape:', 'Straight', 'Sleeve length:']);
  assert.deepEqual(backOf(page, []), []);
});

test('productSpecLists: pairs without a <dl> group by the nearest box of enough names; a lone pair is no list', () => {
  assert.deepEqual(backOf(`<section><div class="spec">${fit}</div></section>`, ['Straight']), [
    'Fit:',
    'Regular',
    'Shape:',
    'Sleeve length:',
    'Long',
  ]);
  assert.deepEqual(backOf(`<dl><dt>Colour:</dt><dd>Black</dd></dl><p>Text</p>`, ['Black']), []);
  assert.deepEqual(backOf(`<dl>${fit}</dl>`, ['Regular'], 0), [], 'off');
});
