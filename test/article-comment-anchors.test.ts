import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import {
  commentAnchorBlocks,
  commentAnchorPositions,
  isCommentAnchorNamed,
} from '../src/clean/article/comment-anchors.js';
import { createElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

test('comment anchors are named by an id, or an anchor name, holding a comment word', () => {
  const a = (attr: string, value: string) => createElement('a', [{ name: attr, value }]);
  for (const value of ['comments', 'commentSection', 'comment-form', 'leave_a_comment', 'disqus_thread'])
    assert.equal(isCommentAnchorNamed(a('name', value)), true, value);
  assert.equal(isCommentAnchorNamed(createElement('div', [{ name: 'id', value: 'comments' }])), true);
  // A news section, a heading's slug, a class (not a jump target), and a name on another element than a link.
  for (const value of ['commentary', 'how-to-write-good-code-comments'])
    assert.equal(isCommentAnchorNamed(a('name', value)), false, value);
  assert.equal(isCommentAnchorNamed(a('class', 'comments')), false);
  assert.equal(isCommentAnchorNamed(createElement('div', [{ name: 'name', value: 'comments' }])), false);
  // A form's field or toggle is empty wherever it sits: no jump target.
  assert.equal(isCommentAnchorNamed(createElement('textarea', [{ name: 'id', value: 'comments' }])), false);
  assert.equal(
    isCommentAnchorNamed(createElement('input', [{ name: 'id', value: 'comment_folder_g6' }])),
    false,
  );
});

const para = (k: number) => `<p>Paragraph ${k} of the story, long enough to be its running text.</p>`;
const dropped = (html: string, minBefore: number) => {
  const blocks = buildBlocks(parseHtml5(html));
  const marks = commentAnchorBlocks(
    blocks,
    blocks.map(() => true),
    minBefore,
  );
  return blocks.filter((_, i) => marks[i]).map((b) => b.text);
};

test('the kept text after an empty comment anchor below the story goes', () => {
  // The comments share the story's container: a bold name, a break and the text, between rules.
  const html = `<html><body><div id="story">${para(1)}${para(2)}<hr><a name="commentSection"></a>
    <b>Comments are now closed</b><br><b>Stephen B</b><br>Stop spending my money.<br><hr>
    <b>Lina</b><br>The government should not be spending it.<br><hr></div></body></html>`;
  assert.deepEqual(dropped(html, 20), [
    'Comments are now closed',
    'Stephen B',
    'Stop spending my money.',
    'Lina',
    'The government should not be spending it.',
  ]);
  // Too little text before it: a headline over a thread, not a story.
  assert.deepEqual(dropped(html, 100), []);
});

test('an anchor above the story, or one holding text, takes nothing', () => {
  const top = `<html><body><a name="comments"></a><h1>Title</h1>${para(1)}${para(2)}</body></html>`;
  assert.deepEqual(dropped(top, 5), []);
  const full = `<html><body>${para(1)}${para(2)}<a id="comments" href="#c">3 comments</a></body></html>`;
  assert.deepEqual(dropped(full, 5), []);
});

test("an empty anchor stands before the blocks that follow it in document order, among its parents' own text", () => {
  const positions = (html: string) => commentAnchorPositions(buildBlocks(parseHtml5(html)));
  // Text of the anchor's parents before it counts, text after it (and a later element's) does not.
  assert.deepEqual(
    positions(
      '<div><p>one</p>two<b>three</b><span>four <a name="comments"></a> five</span> six<p>seven</p></div>',
    ),
    [4],
  );
  // Two empty anchors, one inside the other, stand at the same place; one holding text is none.
  assert.deepEqual(positions('<p>one</p><div id="comments"><a name="comments"></a></div><p>two</p>'), [1, 1]);
  assert.deepEqual(positions('<p>one</p><div id="comments"><p>two</p></div>'), []);
  assert.deepEqual(positions('<a name="comments"></a><p>one</p><div id="comment-form"></div>'), [0, 1]);
});
