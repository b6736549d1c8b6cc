import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tailOutsideBodyBlocks } from '../src/clean/article/tail-outside-body.js';
import { blocksOf } from './helpers/second-pass.js';

// A short story whose body is one element's paragraphs, a second section of it beside that element, and other
// stories' teaser excerpts in a box below the article.
const PAGE = `<html><body><div class="page">
<article><h1>Keane on target as Spurs triumph</h1>
<div class="body">
<p>Robbie Keane scored the only goal of the game at the stadium on a cold and windy Saturday afternoon.</p>
<p>The striker turned in the rebound after the keeper had parried the first shot from the edge of the box.</p>
<p>The home side pressed late on but could not find a way past a defence that held firm to the end.</p>
</div>
<div class="more"><p>The manager said after the match that the win was the best of the season so far for his squad.</p></div>
</article>
<div class="teasers"><div class="teaser"><div class="title"><a href="/s">Shakers shock Canaries</a></div><p>Bury wrote a fairytale chapter into their long history with a late winner at home on Tuesday night.</p></div></div>
</div></body></html>`;

const texts = (blocks: ReturnType<typeof blocksOf>, m: Uint8Array) =>
  blocks.filter((_, i) => m[i]).map((b) => b.text);

test('tail outside body: teasers below the article go, the sibling section stays', () => {
  const blocks = blocksOf(PAGE);
  const all = blocks.map(() => true);
  assert.deepEqual(texts(blocks, tailOutsideBodyBlocks(blocks, all, 400, 2)), [
    'Shakers shock Canaries',
    'Bury wrote a fairytale chapter into their long history with a late winner at home on Tuesday night.',
  ]);
  // With 1 level the body's sibling section goes as well.
  assert.equal(texts(blocks, tailOutsideBodyBlocks(blocks, all, 400, 1)).length, 3);
  // A tail longer than the word bound stays whole.
  assert.equal(texts(blocks, tailOutsideBodyBlocks(blocks, all, 10, 2)).length, 0);
});

test('tail outside body: a tail holding a heading stays (a section of the page its own)', () => {
  const blocks = blocksOf(
    PAGE.replace('<div class="title"><a href="/s">Shakers shock Canaries</a></div>', '<h2>Step four</h2>'),
  );
  const all = blocks.map(() => true);
  assert.equal(texts(blocks, tailOutsideBodyBlocks(blocks, all, 400, 2)).length, 0);
});
