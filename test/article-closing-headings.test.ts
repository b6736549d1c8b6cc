import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { closingHeadingBlocks } from '../src/clean/article/closing-headings.js';
import { parseHtml5 } from '../src/html/parse.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text and to count as its body here.</p>`;

/** The texts of the blocks the step drops, with every block kept but those whose text contains `dropped`. */
function closing(html: string, dropped: string[], minWords = 1): string[] {
  const blocks = buildBlocks(parseHtml5(html));
  const kept = blocks.map((b) => !dropped.some((d) => b.text.includes(d)));
  const out = closingHeadingBlocks(blocks, kept, minWords);
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

test('headings left closing the kept text over sections that went are dropped', () => {
  const html = `<html><body><div class="post">${para(1)}${para(2)}${para(3)}
    <div class="related"><h3>You may also like</h3><ul><li><a href="/a">Another story</a></li></ul></div>
    <div class="respond"><h3>Leave a reply</h3><p>Your email address will not be published.</p></div>
    </div></body></html>`;
  assert.deepEqual(closing(html, ['Another story', 'Your email']), ['You may also like', 'Leave a reply']);
  // With more words asked of the section, the related list's title stays, and so does the one above it.
  assert.deepEqual(closing(html, ['Another story', 'Your email'], 5), ['Leave a reply']);
});

test('a closing heading with nothing of its own under it, or over kept text, stays', () => {
  const html = `<html><body><div class="post">${para(1)}${para(2)}${para(3)}
    <h6 class="copyright">© The Daily Paper 2008</h6></div>
    <div class="footer"><p>About us. Contact. Jobs.</p></div></body></html>`;
  // The footer is dropped, but it lies outside the heading's box (the post, which holds the story before it).
  assert.deepEqual(closing(html, ['About us']), []);
  const kept = `<html><body><div class="post">${para(1)}<h2>Next steps</h2>${para(2)}</div></body></html>`;
  assert.deepEqual(closing(kept, []), []);
});

test('a page of little more than its heading keeps it', () => {
  const html = `<html><body><div><h2>Short news</h2><p>Two lines.</p></div></body></html>`;
  assert.deepEqual(closing(html, ['Two lines']), []);
});
