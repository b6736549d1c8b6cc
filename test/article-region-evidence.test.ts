import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { findArticleRegion } from '../src/clean/article/region.js';
import { parseHtml5 } from '../src/html/parse.js';

const clause = (w: string, n: number) =>
  Array.from({ length: n }, (_, k) => `${w} ${k} of the story`).join(', ');

// A short article beside a teaser panel of another story: the panel has more commas, so Readability.js's scores
// alone pick it.
const teaserPage = `<html><body><section>
  <div class="panel"><div class="teaser"><h4>Another story</h4><p>${clause('teaser', 12)}.</p></div></div>
  <article><div><h1>The story</h1><p>${clause('body', 6)}.</p><p>It ends here, quietly.</p></div></article>
</section></body></html>`;

test('the CRF evidence lets a short article it keeps beat a teaser panel it drops', () => {
  const blocks = buildBlocks(parseHtml5(teaserPage));
  const texts = (r: ReturnType<typeof findArticleRegion>) =>
    blocks.filter((_, i) => r?.inside[i]).map((b) => b.text.slice(0, 6));
  const alone = findArticleRegion(blocks);
  assert.ok(texts(alone).includes('teaser'), `without the evidence the panel wins: ${texts(alone)}`);
  const inPanel = (b: Block) => b.text.startsWith('teaser') || b.text === 'Another story';
  const pO = Float64Array.from(blocks, (b) => (inPanel(b) ? 0.9 : 0.05));
  const withCrf = findArticleRegion(blocks, false, null, false, 0, 0, { crf: { pO, weight: 0.8 } });
  assert.ok(withCrf);
  const inside = texts(withCrf);
  assert.ok(inside.includes('body 0'), `the article's text is inside: ${inside}`);
  assert.ok(!inside.includes('teaser'), `the panel is not: ${inside}`);
  // Weight 0 is Readability.js's choice again.
  const zero = findArticleRegion(blocks, false, null, false, 0, 0, { crf: { pO, weight: 0 } });
  assert.deepEqual(texts(zero), texts(alone));
});

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
