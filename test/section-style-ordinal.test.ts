import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sectionStyle, sectionStyles } from '../src/clean/article/region.js';
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

test('sectionStyles gives every block the look sectionStyle gives it (made once per paragraph)', () => {
  // Two lines of one cell share a paragraph; the other cell and the list item have looks of their own.
  const html = `<html><body><table class="layout"><tr><td class="main">${LINE}<br><br>${LINE} Again.</td><td class="side-2"><p>${LINE}</p></td></tr></table><ul class="more-1"><li>${LINE}</li></ul></body></html>`;
  const blocks = blocksOf(html);
  for (const ordinal of [false, true]) {
    const styleOf = sectionStyles(blocks, 3, ordinal);
    const expected = blocks.map((b) => sectionStyle(b, 3, ordinal));
    assert.deepEqual(
      blocks.map((_, i) => styleOf(i)),
      expected,
    );
    assert.equal(styleOf(0), styleOf(1), 'the two lines of one cell');
  }
});
