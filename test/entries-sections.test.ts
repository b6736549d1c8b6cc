// The listing run's reach: a grid inside a page-wide form.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block } from '../src/blocks/block.js';
import { findEntries } from '../src/clean/entries.js';
import { blocksOf } from './helpers/second-pass.js';

const textsIn = (blocks: readonly Block[], inside: Uint8Array) =>
  blocks.filter((_, i) => inside[i]).map((b) => b.text);
const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const item = (i: number) =>
  `<li class="product"><h3><a href="/p/${i}">Air purifier model ${i}</a></h3><p>Cleans the air of a medium room in an hour, quietly.</p></li>`;

test('entries: a product grid inside a form holding most of the page is a run with entriesFormShare', () => {
  const html = `<html><body><h1>Air purifiers</h1><form class="compare"><ul class="grid">${times(6, item)}</ul></form>
<form class="search"><input name="q"><button>Search the whole site now</button></form></body></html>`;
  const blocks = blocksOf(html);
  assert.equal(findEntries(blocks, { entriesShare: 0.1 }), null, 'every form is furniture by default');
  const run = findEntries(blocks, { entriesShare: 0.1, entriesFormShare: 0.2 });
  assert.ok(run);
  assert.equal(textsIn(blocks, run.inside).filter((t) => t.startsWith('Air purifier')).length, 6);
  // A small form (a search box's list of suggestions) stays furniture.
  const small = `<html><body><main>${times(12, () => '<p>Running text of the page, with words enough to outweigh the form below it.</p>')}</main><form><ul>${times(4, (i) => `<li class="s"><a href="/s${i}">Suggested search ${i} of four</a></li>`)}</ul></form></body></html>`;
  const smallBlocks = blocksOf(small);
  const smallRun = findEntries(smallBlocks, { entriesShare: 0.01, entriesFormShare: 0.2 });
  assert.ok(
    smallRun === null || !textsIn(smallBlocks, smallRun.inside).some((t) => t.startsWith('Suggested')),
  );
});
