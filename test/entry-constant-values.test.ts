import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findEntries } from '../src/clean/entries.js';
import { FURNITURE, fieldVerdicts } from '../src/clean/entry-fields.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

// A link aggregator: each story shows its source site, half of them the aggregator's own, the rest each another
// site; and a "Share" control, the same in every story.
const SOURCES = [
  'example.org',
  'news.example.net',
  'lab.example.edu',
  'blog.example.io',
  'paper.example.com',
];
const story = (i: number) =>
  `<li class="story"><a href="/s/${i}">Story number ${i} about something that happened this week</a> <span class="site">${i % 2 ? SOURCES[(i >> 1) % SOURCES.length] : 'aggregator.example'}</span> <button class="share">Share</button></li>`;
const PAGE = `<html><body><main><h1>Top stories</h1><ul>${times(12, story)}</ul></main></body></html>`;

test('entry fields: a field of values many entries share is no constant with entriesConstantValues', () => {
  const blocks = blocksOf(PAGE);
  const run = findEntries(blocks, {});
  assert.ok(run);
  const site = blocks.findIndex((b) => b.text === 'aggregator.example');
  const other = blocks.findIndex((b) => b.text === SOURCES[0]);
  const share = blocks.findIndex((b) => b.text === 'Share');
  // The most frequent source holds half the field: without the test the whole field goes, the other sites too.
  const before = fieldVerdicts(blocks, run, { entriesConstant: 3 });
  assert.equal(before[site], FURNITURE);
  assert.equal(before[other], FURNITURE);
  assert.equal(before[share], FURNITURE);
  // Five other texts in the field: it holds values. The "Share" field has none and stays furniture.
  const after = fieldVerdicts(blocks, run, { entriesConstant: 3, entriesConstantValues: 5 });
  assert.equal(after[site], 0);
  assert.equal(after[other], 0);
  assert.equal(after[share], FURNITURE);
  // Asking for more other texts than the field shows leaves it a constant.
  assert.equal(
    fieldVerdicts(blocks, run, { entriesConstant: 3, entriesConstantValues: 6 })[other],
    FURNITURE,
  );
});
