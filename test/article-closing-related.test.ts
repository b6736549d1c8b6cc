import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { closingRelatedBlocks, isRelatedHeading } from '../src/clean/article/closing-related.js';
import { parseHtml5 } from '../src/html/parse.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text and to count as its body here, with a few more words.</p>`;

/** The texts of the blocks the step drops, with every block kept. */
function closing(html: string, maxWords = 400): string[] {
  const blocks = buildBlocks(parseHtml5(html));
  const kept = blocks.map(() => true);
  const out = closingRelatedBlocks(blocks, kept, maxWords);
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

const teasers = `<h2>Related articles</h2>
  <h3><a href="/a">How to do your taxes</a></h3><p>Taxes need not be scary: file them yourself.</p>
  <h3><a href="/b">Small business taxes</a></h3><p>Structures, filing and deadlines in one guide.</p>`;

test('a closing section of teasers under a related heading goes, heading and all', () => {
  const html = `<html><body><article>${para(1)}${para(2)}${para(3)}${teasers}</article></body></html>`;
  assert.deepEqual(closing(html), [
    'Related articles',
    'How to do your taxes',
    'Taxes need not be scary: file them yourself.',
    'Small business taxes',
    'Structures, filing and deadlines in one guide.',
  ]);
  // A section longer than the key's words stays.
  assert.deepEqual(closing(html, 10), []);
});

test('a related heading over the story, over a table or over much of the kept text stays', () => {
  const over = `<html><body><article>${para(1)}${teasers}${para(2)}${para(3)}</article></body></html>`;
  assert.deepEqual(closing(over), []);
  const table = `<html><body><article>${para(1)}${para(2)}<h3>Related topics</h3>
    <table><tr><td>Alaska</td><td>$14.55</td></tr></table></article></body></html>`;
  assert.deepEqual(closing(table), []);
  const long = `<html><body><article>${para(1)}${para(2)}<h3>More from the author</h3>${para(3)}${para(4)}${para(5)}</article></body></html>`;
  assert.deepEqual(closing(long), []);
});

test('related headings are told by their whole text', () => {
  assert.ok(isRelatedHeading('Related Posts.'));
  assert.ok(isRelatedHeading('More from Top Gear'));
  assert.ok(isRelatedHeading('You may also like...'));
  assert.ok(!isRelatedHeading('RECOMMENDED'));
  assert.ok(!isRelatedHeading('Related content'));
  assert.ok(!isRelatedHeading('Further reading'));
  assert.ok(!isRelatedHeading('Related work in neural networks and what it shows'));
});
