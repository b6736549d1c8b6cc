import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { specListBlocks } from '../src/clean/spec-lists.js';
import { parseHtml5 } from '../src/html/parse.js';

// eBay's item specifics: each name/value pair is a `<dl>` of its own, two to a row, the rows in one panel.
const pair = (n: string, v: string) => `<div class="col"><dl><dt>${n}</dt><dd>${v}</dd></dl></div>`;
const panel =
  '<h2>Item specifics</h2><div class="panel">' +
  `<div class="row">${pair('Certification', 'Uncertified')}${pair('Denomination', '10C, 25C, 50C, $1')}</div>` +
  `<div class="row">${pair('Mint Location', 'San Francisco')}${pair('Strike Type', 'Proof')}</div>` +
  '</div>';
const backOf = (html: string, keep: string[], onePair: number) => {
  const blocks = buildBlocks(parseHtml5(html));
  const kept = blocks.map((b) => keep.includes(b.text));
  const back = specListBlocks(blocks, kept, 2, onePair);
  return blocks.filter((_, i) => back[i]).map((b) => b.text);
};

test('specListsOnePair: one-pair lists kept in part come back as their panel', () => {
  assert.deepEqual(backOf(panel, ['10C, 25C, 50C, $1'], 3), [
    'Certification',
    'Uncertified',
    'Denomination',
    'Mint Location',
    'San Francisco',
    'Strike Type',
    'Proof',
  ]);
});

test('specListsOnePair: off, or nothing kept, or a lone pair: nothing comes back', () => {
  assert.deepEqual(backOf(panel, ['10C, 25C, 50C, $1'], 0), []);
  assert.deepEqual(backOf(panel, [], 3), []);
  assert.deepEqual(backOf(`<dl><dt>Colour</dt><dd>Black</dd></dl><p>Text</p>`, ['Black'], 3), []);
});
