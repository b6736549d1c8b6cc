import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readAlsoBlocks } from '../src/clean/article/read-also.js';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes.</p>`;
// A news story with a "read also" teaser line between its paragraphs (label and link, in any language), and
// a list whose items are built the same way (the article's own list of sources).
const STORY = `<html><body><article class="story">${para(1)}<p><strong>Lesen Sie auch:</strong> <a href="/other">Der Hafen bei Nacht, ein Rundgang</a></p>${para(2)}<ul><li>See: <a href="/rag">What is retrieval augmented generation</a></li></ul>${para(3)}</article></body></html>`;

test('read also: a "label: link" paragraph is marked, a list item built alike is not', () => {
  const blocks = blocksOf(STORY);
  const drop = readAlsoBlocks(
    blocks,
    blocks.map(() => 'p'),
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['Lesen Sie auch:', 'Der Hafen bei Nacht, ein Rundgang'],
  );
});

test('read also: a sentence that ends in a link is running text', () => {
  const blocks = blocksOf(
    `<html><body><p>The full report of the committee is here: <a href="/r">annual report 2019</a></p></body></html>`,
  );
  const drop = readAlsoBlocks(
    blocks,
    blocks.map(() => 'p'),
  );
  assert.deepEqual([...drop], new Array(blocks.length).fill(0));
});

test('read also: the second pass drops the teaser line only with articleReadAlso on an article page', () => {
  const blocks = blocksOf(STORY);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1 };
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, params)).includes('Lesen Sie auch:'));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleReadAlso: 1 }));
  assert.ok(!after.includes('Lesen Sie auch:'), `${after}`);
  assert.ok(!after.includes('Der Hafen bei Nacht, ein Rundgang'));
  assert.ok(after.some((t) => t.startsWith('Paragraph 3')));
  assert.ok(after.includes('See:'));
});
