import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { keepArticle } from '../src/clean/article/mode.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const PARAGRAPH =
  'The club signed its new goaltender on Tuesday, a two-year deal that the general manager said would give the young team the steady presence it has lacked in net, and the coach agreed with him.';

// A short story beside a long unnamed box of other stories' headlines, all of it kept by the CRF.
const page = `<html><body><div id="wrap"><div class="main"><div class="story"><h1>Club signs goaltender</h1><p>${PARAGRAPH}</p><p>${PARAGRAPH}</p></div></div><div class="column"><ul class="more">${times(
  14,
  (i) => `<li><a href="/s${i}">Another story of the week about the team and its season, number ${i}</a></li>`,
)}</ul></div></div></body></html>`;

const run = (extra: object, keep: (text: string) => boolean = () => true) => {
  const blocks = blocksOf(page);
  const pO = new Float64Array(blocks.length).fill(0.2);
  const out: Label[] = blocks.map((b) => (keep(b.text) ? 'p' : 'o'));
  const isArticle = keepArticle(blocks, out, pO, () => 'p', { article: 1, ...extra }, 0.4);
  const kept = blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text);
  return { isArticle, kept };
};

test('a short story the CRF kept whole is the article at a lower share (articleFullRegion)', () => {
  assert.ok(!run({}).isArticle, 'the box of headlines outweighs the story: article mode is off');
  const on = run({ articleFullRegion: 0.2 });
  assert.ok(on.isArticle);
  assert.ok(on.kept.some((t) => t.startsWith('The club signed')));
  assert.ok(!on.kept.some((t) => t.startsWith('Another story')), 'the box goes');
});

test('a region the CRF kept only in part still needs the usual share', () => {
  let first = true;
  const half = run({ articleFullRegion: 0.2 }, (t) => {
    if (!t.startsWith('The club signed')) return true;
    const keep = first;
    first = false;
    return keep;
  });
  assert.ok(!half.isArticle);
});
