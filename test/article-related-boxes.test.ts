import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { relatedBoxBlocks } from '../src/clean/article/related-boxes.js';
import { parseHtml5 } from '../src/html/parse.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text and to count as its body here, with a few more words.</p>`;

/** The texts of the blocks `relatedBoxBlocks` drops at a 0.3 share, every block kept. */
function dropped(html: string): string[] {
  const blocks = buildBlocks(parseHtml5(html));
  const kept = blocks.map(() => true);
  const out = relatedBoxBlocks(blocks, kept, 0.3);
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

test('a box named related, popular or promo inside the article goes', () => {
  const related = `<html><body><article>${para(1)}${para(2)}${para(3)}<div class="t-related">
    <h3>Related Articles</h3><ul><li><a href="/a">Fun facts about coffee</a></li></ul></div></article></body></html>`;
  assert.deepEqual(dropped(related), ['Related Articles', 'Fun facts about coffee']);
  const popular = `<html><body><article>${para(1)}${para(2)}${para(3)}<table class="mostpopular">
    <tr><td><a href="/a">Keane on target as Spurs triumph</a></td></tr></table></article></body></html>`;
  assert.deepEqual(dropped(popular), ['Keane on target as Spurs triumph']);
  const promo = `<html><body><article>${para(1)}${para(2)}${para(3)}<div id="promo">
    <p>Words From the Fire, the new book, out now.</p></div></article></body></html>`;
  assert.deepEqual(dropped(promo), ['Words From the Fire, the new book, out now.']);
});

test('a slug, a heading or a link so named stays, and so does a box holding most of the text', () => {
  // A heading's id is a slug of its words; a link's class names the link.
  const slug = `<html><body><article>${para(1)}${para(2)}<div id="how-have-substance-use-and-related-deaths-changed">
    <h2>How have substance use and related deaths changed</h2>${para(3)}</div>
    <p>See <a class="related-post" href="/a">our earlier post</a>.</p></article></body></html>`;
  assert.deepEqual(dropped(slug), []);
  const wrapper = `<html><body><div class="related-wrap">${para(1)}${para(2)}</div>${para(3)}</body></html>`;
  assert.deepEqual(dropped(wrapper), []);
});
