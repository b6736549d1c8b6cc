import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block } from '../src/blocks/block.js';
import type { EntriesRun } from '../src/clean/entries.js';
import { runIsWidgets } from '../src/clean/entries-widgets.js';
import type { ElementNode } from '../src/html/node.js';
import { getAttr } from '../src/html/node.js';
import { blocksOf } from './helpers/second-pass.js';

/** The run whose entries are the elements of class `cls` (as the run search would find them). */
function runOf(blocks: readonly Block[], cls: string): EntriesRun {
  const roots: ElementNode[] = [];
  const inside = new Uint8Array(blocks.length);
  blocks.forEach((b, i) => {
    for (let e: ElementNode | null = b.node; e; e = e.parent?.kind === 'element' ? e.parent : null)
      if (getAttr(e, 'class') === cls) {
        if (!roots.includes(e)) roots.push(e);
        inside[i] = 1;
        break;
      }
  });
  const words = blocks.reduce((s, b, i) => s + (inside[i] ? b.words : 0), 0);
  const pageWords = blocks.reduce((s, b) => s + b.words, 0);
  return { inside, words, pageWords, shownWords: pageWords, entries: roots.length, roots };
}

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
