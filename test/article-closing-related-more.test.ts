import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { closingRelatedBlocks, isRelatedHeading } from '../src/clean/article/closing-related.js';
import { parseHtml5 } from '../src/html/parse.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text and to count as its body here, with a few more words.</p>`;

/** The texts of the blocks `closingRelatedBlocks` drops with the given widenings, every block kept. */
function closing(html: string, more: number): string[] {
  const blocks = buildBlocks(parseHtml5(html));
  const kept = blocks.map(() => true);
  const out = closingRelatedBlocks(blocks, kept, 400, more);
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

test('other wordings and languages of a related heading are known with bit 1 only', () => {
  for (const h of ['Other Posts You May Enjoy', 'Artículos relacionados', 'Lesen Sie auch:', '関連記事'])
    assert.ok(isRelatedHeading(h, true) && !isRelatedHeading(h), h);
  assert.ok(!isRelatedHeading('Quellen', true));
  // A guide's next chapter is the series' own ("Up next"): not a related heading.
  assert.ok(!isRelatedHeading('Up next', true));
  const html = `<html><body><article>${para(1)}${para(2)}<h2>Artículos relacionados</h2>
    <ul><li><a href="/a">Cómo pagar menos impuestos este año</a></li></ul></article></body></html>`;
  assert.deepEqual(closing(html, 0), []);
  assert.deepEqual(closing(html, 1), ['Artículos relacionados', 'Cómo pagar menos impuestos este año']);
});

test('a related heading left alone closing the kept text goes with bit 2', () => {
  const html = `<html><body><article>${para(1)}${para(2)}<h3>You may also like...</h3></article></body></html>`;
  assert.deepEqual(closing(html, 0), []);
  assert.deepEqual(closing(html, 2), ['You may also like...']);
  // A heading of the story's own stays.
  const own = `<html><body><article>${para(1)}${para(2)}<h3>What we learned</h3></article></body></html>`;
  assert.deepEqual(closing(own, 3), []);
});

test('a bold label line naming other pages heads a closing related section with bit 4', () => {
  // "<p><strong>Related Posts:</strong> <a>…</a>, <a>…</a></p>": the label and its titles in one paragraph.
  const inline = `<html><body><article>${para(1)}${para(2)}<p><strong>Related Posts:</strong>
    <a href="/a">Fun facts about coffee</a>, <a href="/b">Types of coffee drinks to order</a></p></article></body></html>`;
  assert.deepEqual(closing(inline, 3), []);
  assert.deepEqual(closing(inline, 7), [
    'Related Posts:',
    'Fun facts about coffee',
    ',',
    'Types of coffee drinks to order',
  ]);
  // The label in its own paragraph over a list of titles.
  const list = `<html><body><article>${para(1)}${para(2)}<p><strong>More in The Clicker:</strong></p>
    <ul><li><a href="/a">Forget the reality shows, love is elsewhere</a></li>
    <li><a href="/b">Marriage, money and more from the cast</a></li></ul></article></body></html>`;
  assert.deepEqual(closing(list, 7), [
    'More in The Clicker:',
    'Forget the reality shows, love is elsewhere',
    'Marriage, money and more from the cast',
  ]);
});

test('a label line stays over a closing note, and a story line in bold stays', () => {
  // Under the label the kept text is mostly the author's closing note, not other pages' titles.
  const note = `<html><body><article>${para(1)}${para(2)}<p><strong>More from LearnVest</strong></p>
    <ul><li><a href="/a">Nine creative tricks</a></li></ul>
    <p>This post originally appeared on LearnVest.com and is republished here with the permission of its author.</p>
    </article></body></html>`;
  assert.deepEqual(closing(note, 7), []);
  // A bold line that names no other pages.
  const own = `<html><body><article>${para(1)}<p><strong>What we learned:</strong></p>
    <ul><li><a href="/a">The first lesson</a></li></ul></article></body></html>`;
  assert.deepEqual(closing(own, 7), []);
});
