import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sidebarColumnBlocks } from '../src/clean/article/sidebar-column.js';
import { blocksOf } from './helpers/second-pass.js';

test('a sure block in a column beside the region is a sidebar; one in line with it is not', () => {
  const html =
    '<div class="page"><div class="main"><section><p>The story the region keeps, with enough words to be the body of the page.</p><p>A second paragraph of the same story, long enough as well.</p></section>' +
    '<section><p>An FAQ answer after the story, in a section of its own beside it.</p></section></div>' +
    '<div class="col"><ul><li><a href="/a">A blogroll link to a friend</a></li><li><a href="/b">Another blog we read often</a></li></ul></div>' +
    '<div class="widget-area"><p>About the author: a short biography in a named column.</p></div></div>';
  const blocks = blocksOf(html);
  const kept = blocks.map((b) => b.text.startsWith('The story') || b.text.startsWith('A second'));
  const marks = Uint8Array.from(blocks.map((_, i) => (kept[i] ? 0 : 1)));
  const side = (share: number) =>
    blocks
      .filter((_, i) => sidebarColumnBlocks(blocks, kept, marks, { sidebarColumnShare: share })[i])
      .map((b) => b.text.split(' ')[0]);
  // The FAQ is in the region's column; the link list is narrow and linked; the widget column is named.
  assert.deepEqual(side(0.5), ['A', 'Another', 'About']);
  // With the share off only the names tell.
  assert.deepEqual(side(0), ['About']);
});

test('a footer, and at 2 a column named right or left, is beside the region too (sidebarColumnFooters)', () => {
  const html =
    '<div class="page"><div class="main"><p>The story the region keeps, with enough words to be the body of the page.</p><p>A second paragraph of the same story, long enough as well.</p></div>' +
    '<div class="gray_area_right"><p>Want to stay up to date? Enter your email below for the newsletter.</p></div>' +
    '<div class="text-right"><p>Our services section, aligned to the right but in line with the page.</p></div>' +
    '<table class="footer-three-column"><tr><td><p>If you are looking for a practical guide, this book is for you.</p></td></tr></table></div>';
  const blocks = blocksOf(html);
  const kept = blocks.map((b) => b.text.startsWith('The story') || b.text.startsWith('A second'));
  const marks = Uint8Array.from(blocks.map((_, i) => (kept[i] ? 0 : 1)));
  const side = (footers: number) =>
    blocks
      .filter((_, i) => sidebarColumnBlocks(blocks, kept, marks, { sidebarColumnFooters: footers })[i])
      .map((b) => b.text.split(' ')[0]);
  assert.deepEqual(side(0), []);
  assert.deepEqual(side(1), ['If']);
  // An alignment utility (text-right) is not a column.
  assert.deepEqual(side(2), ['Want', 'If']);
});
