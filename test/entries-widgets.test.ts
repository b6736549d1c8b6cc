import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runIsWidgets } from '../src/clean/entries-widgets.js';
import { blocksOf, runOf } from './helpers/second-pass.js';

const sentence = 'The committee met again on Tuesday to weigh the plan for the new library on Main Street.';
const POST = `<div class="entry"><h3>Library plans</h3>${Array.from({ length: 8 }, () => `<p>${sentence}</p>`).join('')}</div>`;
const widget = (title: string) =>
  `<div class="module"><h2>${title}</h2><ul>${Array.from({ length: 5 }, (_, k) => `<li><a href="/p${k}">${title} link number ${k}</a></li>`).join('')}</ul></div>`;
// A blog engine's column of boxes, a heading over a list of links each, beside the post.
const BLOG = `<html><body><div id="alpha">${widget('Recent posts')}${widget('Categories')}${widget('Archives')}</div>
  <div id="beta">${POST}</div></body></html>`;
// A listing's cards: a linked title and a teaser each, no lists.
const card = (k: number) =>
  `<div class="module"><h2><a href="/s${k}">Story ${k}</a></h2><p>${sentence}</p><ul><li>${k} comments</li></ul></div>`;
const LIST = `<html><body><div>${[1, 2, 3, 4].map(card).join('')}</div>${POST}</body></html>`;
// The same column of boxes alone: a directory of headed link lists with no text beside it.
const DIRECTORY = `<html><body><div>${widget('Shoes')}${widget('Bags')}${widget('Coats')}</div></body></html>`;

test('entries: a column of headed link lists beside a post is no listing', () => {
  const blocks = blocksOf(BLOG);
  const run = runOf(blocks, 'module');
  assert.equal(run.entries, 3);
  assert.equal(runIsWidgets(blocks, run, {}), false, 'off by default');
  assert.equal(runIsWidgets(blocks, run, { entriesSkipWidgets: 50 }), true);
  assert.equal(
    runIsWidgets(blocks, run, { entriesSkipWidgets: 500 }),
    false,
    'the post is shorter than asked',
  );
});

test('entries: teaser cards and a directory with no text beside it stay listings', () => {
  const list = blocksOf(LIST);
  assert.equal(runIsWidgets(list, runOf(list, 'module'), { entriesSkipWidgets: 50 }), false);
  const dir = blocksOf(DIRECTORY);
  assert.equal(runIsWidgets(dir, runOf(dir, 'module'), { entriesSkipWidgets: 50 }), false);
});
