import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { keepArticle } from '../src/clean/article/mode.js';
import { blocksOf } from './helpers/second-pass.js';

const LONG =
  'I was worried about this change at first, but after trying it on a large codebase, with many crates, traits and async tasks, it reads better, compiles as fast, and the errors point at the right line, which matters most to me.';
const SHORT = 'Agreed, thanks for sharing.';

// A link aggregator's story: a title, then nested comments, one of which is long.
const page = `<html><body><div class="story"><a href="/x">Project goals for this year</a></div>
<ol class="comments">
  <li class="comments_subtree"><div class="comment"><p>${SHORT}</p></div>
    <ol class="comments"><li class="comments_subtree"><div class="comment"><p>${LONG}</p><p>${LONG}</p></div></li></ol></li>
  <li class="comments_subtree"><div class="comment"><p>Another reply with a thought of its own here.</p></div></li>
  <li class="comments_subtree"><div class="comment"><p>${SHORT}</p></div></li>
</ol></body></html>`;

test('a region inside a comment tree is the whole tree (articleThreadRegion)', () => {
  const blocks = blocksOf(page);
  const pO = new Float64Array(blocks.length).fill(0.95);
  const run = (extra: object) => {
    const out: Label[] = blocks.map((_, i) => (blocks[i].text.includes('I was worried') ? 'p' : 'o'));
    assert.ok(keepArticle(blocks, out, pO, () => 'p', { article: 1, articleRescueBelow: 0.9, ...extra }, 0));
    return blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text);
  };
  const one = run({});
  assert.ok(!one.includes(SHORT), 'without the step the article is the one long comment');
  const all = run({ articleThreadRegion: 0.99 });
  assert.ok(all.includes(SHORT));
  assert.ok(all.some((t) => t.startsWith('Another reply')));
});

test('a region outside comments is untouched', () => {
  const blocks = blocksOf(
    `<html><body><article><p>${LONG}</p><p>${LONG}</p></article><ol class="comments"><li class="comment"><p>${SHORT}</p></li><li class="comment"><p>${SHORT}</p></li><li class="comment"><p>${SHORT}</p></li></ol></body></html>`,
  );
  const pO = new Float64Array(blocks.length).fill(0.95);
  const out: Label[] = blocks.map((b) => (b.text === LONG ? 'p' : 'o'));
  keepArticle(blocks, out, pO, () => 'p', { article: 1, articleThreadRegion: 0.99 }, 0);
  assert.deepEqual(
    blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text),
    [LONG, LONG],
  );
});
