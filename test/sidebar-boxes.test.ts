import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInSidebar } from '../src/clean/entries-sidebars.js';
import { sidebarBoxBlocks } from '../src/clean/sidebar-boxes.js';
import { blocksOf, runOver } from './helpers/second-pass.js';

const widget = (k: number) =>
  `<li class="widget"><h3>Box ${k}</h3><p>About me ${k}: I write about design and the things I find on the web.</p></li>`;
// A photo post of one line beside the blog's sidebar, its widgets one list of alike items.
const POST = `<html><body><div id="rap">
  <div id="content"><div class="post"><h3>A photo</h3><p>Simply beautiful, a new song from the band.</p></div></div>
  <div id="sidebar"><ul>${Array.from({ length: 5 }, (_, k) => widget(k)).join('')}</ul></div>
</div></body></html>`;
// A story whose body holds an aside callout, under the page's <article>.
const STORY = `<html><body><article><h1>The story</h1><p>The story's first paragraph tells what happened today.</p>
  <aside><p>A callout inside the story, with a quote from the mayor about the new bridge.</p></aside>
  <p>The story's last paragraph says what comes next.</p></article></body></html>`;

const all = (n: number) => new Array<boolean>(n).fill(true);

test('sidebar boxes: a blog sidebar’s kept boxes go beside a kept post', () => {
  const blocks = blocksOf(POST);
  const marks = sidebarBoxBlocks(blocks, all(blocks.length), 5);
  const dropped = blocks.filter((_, i) => marks[i]).map((b) => b.text.slice(0, 5));
  assert.ok(dropped.includes('Box 0') && dropped.includes('About'), `the widgets go: ${dropped}`);
  assert.ok(!dropped.includes('Simpl') && !dropped.includes('A pho'), `the post stays: ${dropped}`);
  // Not when the post keeps fewer words than asked.
  assert.equal(sidebarBoxBlocks(blocks, all(blocks.length), 50).some(Boolean), false);
});

test('sidebar boxes: an aside inside the page’s article is the story’s own', () => {
  const blocks = blocksOf(STORY);
  assert.equal(sidebarBoxBlocks(blocks, all(blocks.length), 5).some(Boolean), false);
});

test('entries: a run of a sidebar’s widgets is no listing', () => {
  const blocks = blocksOf(POST);
  const inside = new Uint8Array(blocks.length);
  blocks.forEach((b, i) => {
    inside[i] = b.text.startsWith('Box') || b.text.startsWith('About') ? 1 : 0;
  });
  assert.equal(runInSidebar(blocks, runOver(inside), {}), false, 'off by default');
  assert.equal(runInSidebar(blocks, runOver(inside), { entriesSkipSidebars: 0.5 }), true);
  const post = new Uint8Array(blocks.length).fill(0).map((_, i) => (inside[i] ? 0 : 1));
  assert.equal(runInSidebar(blocks, runOver(post), { entriesSkipSidebars: 0.5 }), false);
});
