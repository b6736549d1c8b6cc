import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { closingMetaBlocks } from '../src/clean/article/closing-meta.js';
import { parseHtml5 } from '../src/html/parse.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text and to count as its body here.</p>`;

/** The texts of the blocks the step drops, with every block kept but those whose text contains `dropped`. */
function closing(html: string, dropped: string[] = [], maxWords = 80): string[] {
  const blocks = buildBlocks(parseHtml5(html));
  const kept = blocks.map((b) => !dropped.some((d) => b.text.includes(d)));
  const out = closingMetaBlocks(blocks, kept, maxWords);
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

test("a post's closing metadata lines go", () => {
  const html = `<html><body><div class="post"><div class="entry">${para(1)}${para(2)}${para(3)}
    <p class="postmetadata">Posted in: Fantasy</p>
    <div class="entry-utility"><span class="cat-links">Filed under News</span></div></div>
    <div class="comments"><p>Great post!</p></div></div></body></html>`;
  assert.deepEqual(closing(html, ['Great post']), ['Posted in: Fantasy', 'Filed under News']);
  // Kept text after them (the comment) stops the walk at once.
  assert.deepEqual(closing(html), []);
  // A container larger than the limit is no metadata line.
  assert.deepEqual(closing(html, ['Great post'], 2), []);
});

test("the headline's or the author's line closing the post stays", () => {
  const html = `<html><body><div class="post">${para(1)}${para(2)}${para(3)}
    <p class="headline_meta">by Heidi Volpe on November 12, 2012</p></div></body></html>`;
  assert.deepEqual(closing(html), []);
});

test('a date line above the body and a wrapper named meta stay', () => {
  const html = `<html><body><div class="post-meta"><p class="meta">March 3, 2008</p>${para(1)}${para(2)}
    ${para(3)}</div></body></html>`;
  assert.deepEqual(closing(html), []);
});

test('a page of little more than its metadata keeps it', () => {
  const html = `<html><body><div><p>A photo of the day.</p><p class="tags">Tags: Mars</p></div></body></html>`;
  assert.deepEqual(closing(html), []);
});
