import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { findArticleRegion } from '../src/clean/article/region.js';
import { parseHtml5 } from '../src/html/parse.js';

const clause = (w: string, n: number) =>
  Array.from({ length: n }, (_, k) => `${w} ${k} of the story`).join(', ');

// A one-paragraph post under a long comment thread: the post is shorter than Readability.js's 500 characters,
// so its retry without skipping unlikely containers finds the longer thread.
const shortPost = `<html><body><div>
  <div id="p1"><h2>Photos</h2><div><p>${clause('post', 3)}.</p></div></div>
  <div class="comments"><ol>${Array.from(
    { length: 6 },
    (_, k) => `<li><p>${clause(`reply${k}`, 4)}.</p></li>`,
  ).join('')}</ol></div>
</div></body></html>`;

test('a short post, not its longer comment thread, is the article when comments are shunned', () => {
  const blocks = buildBlocks(parseHtml5(shortPost));
  const texts = (r: ReturnType<typeof findArticleRegion>) =>
    blocks.filter((_, i) => r?.inside[i]).map((b) => b.text.slice(0, 6));
  const plain = findArticleRegion(blocks);
  assert.ok(
    texts(plain).some((t) => t.startsWith('reply')),
    `without shunning the thread wins: ${texts(plain)}`,
  );
  const shunned = findArticleRegion(blocks, false, null, false, 0, 0, { shunComments: true });
  assert.ok(texts(shunned).includes('post 0'), `the post is the article: ${texts(shunned)}`);
  assert.ok(!texts(shunned).some((t) => t.startsWith('reply')), `no comment is: ${texts(shunned)}`);
});
