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

// A photo post of a few short lines (no running text of 10+ words) beside the same column, with an image box
// holding its heading alone.
const SHORT = `<html><body><div id="alpha">${widget('Recent posts')}${widget('Categories')}${widget('Archives')}
  <div class="module"><h2>My sponsors</h2><img src="/ad.png" alt=""></div></div>
  <div id="beta"><div class="entry"><h3>Autumn leaves</h3><div>A bunting of paper leaves<br>for the porch<br>from a friend's blog</div></div></div></body></html>`;

test('entries: a short post counts by its article region', () => {
  const blocks = blocksOf(SHORT);
  const run = runOf(blocks, 'module');
  assert.equal(run.entries, 4);
  const region = (from: string) => ({
    inside: blocks.map(
      (b) => b.text.includes(from) || b.text.includes('for the porch') || b.text.includes("friend's"),
    ),
  });
  const regionOf = () => region('A bunting') as never;
  assert.equal(runIsWidgets(blocks, run, { entriesSkipWidgets: 100 }, regionOf), false, 'off by default');
  assert.equal(runIsWidgets(blocks, run, { entriesSkipWidgets: 100, entriesWidgetsPost: 8 }, regionOf), true);
  assert.equal(
    runIsWidgets(blocks, run, { entriesSkipWidgets: 100, entriesWidgetsPost: 40 }, regionOf),
    false,
    'the post is shorter than asked',
  );
  const inRun = () => ({ inside: blocks.map((b) => b.text.includes('Recent posts link')) }) as never;
  assert.equal(
    runIsWidgets(blocks, run, { entriesSkipWidgets: 100, entriesWidgetsPost: 1 }, inRun),
    false,
    'a region inside the run is none of its own',
  );
});
