import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findEntries } from '../src/clean/entries.js';
import { listingOutroBlocks } from '../src/clean/listing-outro.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const grid = times(
  8,
  (i) =>
    `<div class="card"><a href="/p${i}">Everyday sneaker model ${i} in wool</a><p>Sizes 8 to ${10 + i}</p></div>`,
);
const GUIDE =
  'What in the world is an everyday shoe? It is the pair you reach for first, comfortable enough for a long walk ' +
  'and neat enough for the office, made to be worn every day of the week.';
const ANSWER =
  'As a rule of thumb, everyday shoes should be replaced every nine to twelve months or when they start to show ' +
  'signs of wear on the sole, the heel or the upper.';
const teasers = times(
  3,
  (i) =>
    `<div class="teaser"><a href="/blog/${i}">Story ${i}</a><p>A teaser line of the blog's story number ${i} that tells ` +
    'what the story is about in a sentence long enough to pass the word floor of the step.</p></div>',
);
// A category page: the name heading, the grid, then the column's closing text, a linked teaser strip, readers'
// comments; the site's footer outside the column.
const categoryPage =
  '<html><body><main><h1>Everyday sneakers</h1>' +
  `<div class="grid">${grid}</div>` +
  `<div class="guide"><p>${GUIDE}</p><div class="faq"><p>${ANSWER}</p></div></div>` +
  `<div class="strip">${teasers}</div>` +
  `<div class="comments"><p>${ANSWER.replace('As a rule', 'I think that as a rule')}</p></div>` +
  `</main><div><p>${GUIDE.replace('What', 'And what')}</p></div></body></html>`;

const outro = (html: string, minWords = 25) => {
  const blocks = blocksOf(html);
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const kept = blocks.map((_, i) => run.inside[i] === 1);
  const marks = listingOutroBlocks(blocks, run, kept, minWords);
  return blocks.filter((_, i) => marks[i]).map((b) => b.text);
};

test('listing outro: the closing text below a kept grid in its column comes back', () => {
  assert.deepEqual(outro(categoryPage), [GUIDE, ANSWER]);
});

test('listing outro: blocks under the word floor, and every block when the step is off, stay out', () => {
  assert.deepEqual(outro(categoryPage, 40), []);
  assert.deepEqual(outro(categoryPage, 0), []);
});

test('listing outro: no <h1> above the run (only the body holds both) brings nothing back', () => {
  assert.deepEqual(
    outro(categoryPage.replace('<h1>Everyday sneakers</h1>', '<h2>Everyday sneakers</h2>')),
    [],
  );
  const bodyLevel = categoryPage.replace('<main>', '').replace('</main>', '');
  assert.deepEqual(outro(bodyLevel), []);
});
