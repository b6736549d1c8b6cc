import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { runOneLarge } from '../src/clean/entries-one-large.js';
import { blocksOf, runOf } from './helpers/second-pass.js';

const sentence =
  'The committee met again on Tuesday, at some length, to weigh the plan for the new library on Main Street.';
// A post box and three small boxes of the same markup: an author box, a related link, the tags.
const post = `<div class="box"><h1>Library plans</h1>${Array.from({ length: 6 }, () => `<p>${sentence}</p>`).join('')}</div>`;
const small = ['By Ann Lee, reporter', '<a href="/r">Another story of the town</a>', 'Tags: library, town'];
const page = (boxes: number) =>
  `<html><body><div id="main">${post}${small
    .concat(Array.from({ length: boxes }, (_, k) => `Box number ${k}`))
    .map((t) => `<div class="box"><p>${t}</p></div>`)
    .join('')}</div></body></html>`;

const oneLarge = (html: string, params: object, keptPost = true) => {
  const blocks = blocksOf(html);
  const run = runOf(blocks, 'box');
  const out: Label[] = blocks.map((b) => (keptPost && b.text.includes('committee') ? 'p' : 'o'));
  return runOneLarge(blocks, run, out, params);
};
const on = { entriesOneLarge: 0.75, entriesOneLargeMax: 6, entriesOneLargeKept: 20 };

test('a short run one entry dwarfs is no listing', () => {
  assert.equal(oneLarge(page(0), {}), false, 'off');
  assert.equal(oneLarge(page(0), on), true);
});

test('a longer run, or a large entry the CRF dropped, stays a run', () => {
  assert.equal(oneLarge(page(4), on), false, 'seven entries: a grid whose first card is long');
  assert.equal(oneLarge(page(4), { ...on, entriesOneLargeMax: 0 }), true, 'no cap');
  assert.equal(oneLarge(page(0), on, false), false, 'only the run brings the story back');
  assert.equal(oneLarge(page(0), { ...on, entriesOneLargeKept: 0 }, false), true, 'no guard');
});
