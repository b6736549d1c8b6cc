import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { keepArticle } from '../src/clean/article/mode.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const SENTENCE =
  'The council voted late on Tuesday to keep the old bridge open to walkers and cyclists while the new crossing is built downstream.';

// A news story of `paragraphs` paragraphs the CRF dropped (p(o) 0.9), beside a box of other headlines it kept.
const page = (paragraphs: number) =>
  `<html><body><div id="wrap"><div class="story"><h1>Bridge stays open</h1>${times(paragraphs, () => `<p>${SENTENCE}</p>`)}</div><div class="side"><ul class="more">${times(
    6,
    (i) => `<li><a href="/s${i}">Another headline of the day, number ${i}</a></li>`,
  )}</ul></div></div></body></html>`;

const run = (html: string, extra: object) => {
  const blocks = blocksOf(html);
  const inStory = (t: string) => t === SENTENCE;
  const pO = Float64Array.from(blocks, (b) => (inStory(b.text) ? 0.9 : 0.2));
  const out: Label[] = blocks.map((b) => (inStory(b.text) ? 'o' : 'p'));
  const params = { article: 1, articleMinWords: 100, articleKeepRegion: 0.1, ...extra };
  const isArticle = keepArticle(blocks, out, pO, () => 'p', params, 0.4);
  const kept = blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text);
  return { isArticle, kept };
};

test('a dropped story whose paragraphs outweigh all the CRF kept is the article (articleProseOutweighs)', () => {
  const html = page(8);
  assert.ok(!run(html, {}).isArticle, 'off: the story fails the share test');
  const on = run(html, { articleProseOutweighs: 4 });
  assert.ok(on.isArticle);
  assert.equal(on.kept.filter((t) => t === SENTENCE).length, 8, 'the story is kept back');
  assert.ok(!on.kept.some((t) => t.startsWith('Another headline')), 'the headlines go');
});

test('a story not that much longer than what the CRF kept still needs the share', () => {
  assert.ok(!run(page(5), { articleProseOutweighs: 4 }).isArticle, '115 words of paragraphs beside 45 kept');
  assert.ok(run(page(5), { articleProseOutweighs: 2 }).isArticle, 'at twice');
});
