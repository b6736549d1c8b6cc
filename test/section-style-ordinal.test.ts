import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sectionStyle } from '../src/clean/article/region.js';
import { blocksOf } from './helpers/second-pass.js';

const LINE = 'The sale is being done in two steps, and the second one closes at the end of the year.';

// A story split into numbered sections with a related box between them (the NYT's `story-body-1`,
// `story-body-2`), and a blog index whose posts carry their ids as classes.
const story = `<html><body><article class="story"><div class="story-body story-body-1"><p class="text">${LINE}</p></div><aside><ul><li><a href="/x">Related story</a></li></ul></aside><div class="story-body story-body-2"><p class="text">${LINE} More.</p></div></article></body></html>`;
const index = `<html><body><div class="posts"><div class="post post-4512"><p>${LINE}</p></div><div class="post post-4513"><p>${LINE} More.</p></div></div></body></html>`;

const styles = (html: string, ordinal: boolean) =>
  blocksOf(html)
    .filter((b) => b.text.startsWith('The sale'))
    .map((b) => sectionStyle(b, 3, ordinal));

test('numbered sections of one story share a look with `ordinal` (articleSameStyleOrdinal)', () => {
  const [a, b] = styles(story, false);
  assert.notEqual(a, b, 'without the key the numbers part them');
  const [c, d] = styles(story, true);
  assert.equal(c, d);
});

test('a post id (three or more digits) still parts two posts', () => {
  const [a, b] = styles(index, true);
  assert.notEqual(a, b);
});
