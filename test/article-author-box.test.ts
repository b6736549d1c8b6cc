import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { authorBoxBlocks, isAuthorBox } from '../src/clean/article/author-box.js';
import { createElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

const el = (cls: string) => createElement('div', [{ name: 'class', value: cls }]);

test('author boxes are named by an author word and a box, bio or about word', () => {
  for (const cls of [
    'author-box',
    'entry-author-description',
    'elementor-author-box__bio',
    'aboutAuthor',
    'authorBio',
  ])
    assert.equal(isAuthorBox(el(cls)), true, cls);
  // A byline's name, an author list's filter, a whole article marked with its author: not a box.
  for (const cls of ['author', 'post-author-name', 'byline', 'box', 'bio-link', 'authority-box'])
    assert.equal(isAuthorBox(el(cls)), false, cls);
  assert.equal(isAuthorBox(createElement('article', [{ name: 'class', value: 'author-box' }])), false);
});

test('the author box under an article goes, unless it holds most of the kept text', () => {
  const para = (k: number) => `<p>Paragraph ${k} of the article, long enough to be its running text.</p>`;
  const html = `<html><body><div class="post">${[1, 2, 3].map(para).join('')}
    <div class="author-box"><p>Jane Doe writes about gardens and lives by the sea.</p></div></div></body></html>`;
  const blocks = buildBlocks(parseHtml5(html));
  const drop = authorBoxBlocks(
    blocks,
    blocks.map(() => true),
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['Jane Doe writes about gardens and lives by the sea.'],
  );
  // An author's profile page: the box is the page's content and stays.
  const profile = buildBlocks(
    parseHtml5(`<html><body><div class="author-bio">${para(1)}${para(2)}</div></body></html>`),
  );
  assert.deepEqual(
    [
      ...authorBoxBlocks(
        profile,
        profile.map(() => true),
      ),
    ],
    [0, 0],
  );
});
