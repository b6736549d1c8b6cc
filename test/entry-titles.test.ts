import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { entryTitleBlocks } from '../src/clean/entry-titles.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A listing of four entries, each a linked title over its description after one <br>, then a category link
// repeated under every entry ("Posted in Travel") and a menu.
const entry = (title: string, k: number) =>
  `<p><a href="/e${k}">${title}</a><br>Description of entry ${k}, a sentence or two of running text.</p>` +
  `<p class="meta"><a href="/c">Travel</a><br>Posted ${k} days ago in this category.</p>`;
const TITLES = ['Office Assistant', 'Secretary III', 'Coding Technician', 'Mail Clerk'];
const PAGE = `<html><body><ul><li><a href="/">Home</a></li></ul>${TITLES.map(entry).join('')}</body></html>`;
const text = (t: string) => t.startsWith('Description') || t.startsWith('Posted');

test('entryTitles: distinct linked titles before kept text come back, a repeated category link does not', () => {
  const blocks = blocksOf(PAGE);
  const marks = entryTitleBlocks(
    blocks,
    blocks.map((b) => text(b.text)),
    4,
  );
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    TITLES,
  );
  assert.equal(
    entryTitleBlocks(
      blocks,
      blocks.map((b) => text(b.text)),
      5,
    ).indexOf(1),
    -1,
  );
});

test('entryTitles: the second pass keeps each title as a heading, its text a segment of its own', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, (b) => (text(b.text) ? 0.1 : 0.9));
  const params: AutoParams = { keepBelow: 0.5, region: 0, breakContinues: 1 };
  assert.ok(!kept(blocks, secondPass(blocks, probs, LABELS, params)).includes('Secretary III'));
  const out = secondPass(blocks, probs, LABELS, { ...params, entryTitles: 4 });
  assert.deepEqual(
    kept(blocks, out).filter((t) => !text(t)),
    TITLES,
  );
  const i = blocks.findIndex((b) => b.text === 'Secretary III');
  assert.equal(out[i], 'h');
  assert.equal(out[i + 1], 'p');
});

test('entryTitles: titles over a byline of a few words are a sidebar of links, not entries', () => {
  const side = TITLES.map((t, k) => `<p><a href="/f${k}">${t}</a><br>dir. Someone ${k}</p>`).join('');
  const blocks = blocksOf(`<html><body>${side}</body></html>`);
  const marks = entryTitleBlocks(
    blocks,
    blocks.map((b) => b.text.startsWith('dir.')),
    4,
  );
  assert.equal(marks.indexOf(1), -1);
});
