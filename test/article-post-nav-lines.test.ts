import assert from 'node:assert/strict';
import { test } from 'node:test';
import { postNavLineBlocks } from '../src/clean/article/post-nav-lines.js';
import { blocksOf } from './helpers/second-pass.js';

// A blog post with its entry navigation over it and under it, and an arrowed call of the author's own between
// its paragraphs.
const PAGE = `<html><body><div class="content">
<p><a href="/older">Micromorts</a> | <a href="/">Main</a> | <a href="/newer">How Terrorist Groups Disband</a> »</p>
<h2>Regulation as a Prisoner's Dilemma</h2>
<p>Regulation can be seen as a prisoner's dilemma between the firms of one industry and their customers.</p>
<p><a href="/review">Read the full review of the book »</a></p>
<p>Each firm gains by cutting corners, as long as the others do not, and so every firm ends up cutting them.</p>
<p><a href="/older">« Micromorts</a></p>
<p><a href="/orig">Read the rest of this post on the original site »</a></p>
</div></body></html>`;

test('post nav lines: a previous/next line above the first text line or below the last is marked', () => {
  const blocks = blocksOf(PAGE);
  const marks = postNavLineBlocks(
    blocks,
    blocks.map(() => true),
  );
  const texts = blocks.filter((_, i) => marks[i]).map((b) => b.text);
  assert.ok(texts.includes('Micromorts'));
  assert.ok(texts.includes('How Terrorist Groups Disband'));
  assert.ok(texts.some((t) => t.startsWith('« Micromorts')));
  // The author's own arrowed links between the paragraphs and below them stay, and so do the paragraphs.
  assert.ok(!texts.some((t) => t.startsWith('Read the rest')));
  assert.ok(!texts.some((t) => t.startsWith('Read the full review')));
  assert.ok(!texts.some((t) => t.startsWith('Regulation can be')));
});

test('post nav lines: a page with no text line of its own keeps everything', () => {
  const blocks = blocksOf(
    '<html><body><p><a href="/a">« Older</a> | <a href="/b">Newer »</a></p></body></html>',
  );
  const marks = postNavLineBlocks(
    blocks,
    blocks.map(() => true),
  );
  assert.equal(
    marks.reduce((a, b) => a + b, 0),
    0,
  );
});
