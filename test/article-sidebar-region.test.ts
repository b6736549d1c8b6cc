import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { findArticleRegion } from '../src/clean/article/region.js';
import { isSidebarContainer } from '../src/clean/article/sidebars.js';
import { parseHtml5 } from '../src/html/parse.js';

const clause = (w: string, n: number) =>
  Array.from({ length: n }, (_, k) => `${w} ${k} of the text`).join(', ');

// A photo post of one line beside the blog's sidebar, whose about-me box is longer than the post: the post is
// under Readability.js's 500 characters and its region under `articleDegrade`'s 200, so the retries without
// skipping unlikely containers and without class weights find the box.
const photoPost = `<html><body><div>
  <div class="main"><div class="post"><h3>A photo</h3><div class="post-body"><p>${clause('post', 3)}.</p></div></div></div>
  <div class="sidebar-wrapper"><div class="widget"><h2>About me</h2><div class="widget-content">${Array.from(
    { length: 4 },
    (_, k) => `<p>${clause(`about${k}`, 4)}.</p>`,
  ).join('')}</div></div></div>
</div></body></html>`;

test('a short post, not a longer sidebar box, is the article when sidebars are shunned', () => {
  const blocks = buildBlocks(parseHtml5(photoPost));
  const texts = (r: ReturnType<typeof findArticleRegion>) =>
    blocks.filter((_, i) => r?.inside[i]).map((b) => b.text.slice(0, 5));
  const plain = findArticleRegion(blocks, false, null, false, 0, 200);
  assert.ok(
    texts(plain).some((t) => t.startsWith('about')),
    `without shunning the box wins: ${texts(plain)}`,
  );
  const shunned = findArticleRegion(blocks, false, null, false, 0, 200, { shunSidebars: true });
  assert.ok(texts(shunned).includes('post '), `the post is the article: ${texts(shunned)}`);
  assert.ok(!texts(shunned).some((t) => t.startsWith('about')), `no sidebar box is: ${texts(shunned)}`);
});

test('a sidebar is named by tag, role or a whole class or id word', () => {
  const el = (html: string) => {
    const blocks = buildBlocks(parseHtml5(`<html><body>${html}</body></html>`));
    return blocks[0].node.parent?.kind === 'element' ? blocks[0].node.parent : blocks[0].node;
  };
  assert.equal(isSidebarContainer(el('<aside><p>x y z</p></aside>')), true);
  assert.equal(isSidebarContainer(el('<div role="complementary"><p>x y z</p></div>')), true);
  assert.equal(isSidebarContainer(el('<div class="left-sidebar"><p>x y z</p></div>')), true);
  assert.equal(isSidebarContainer(el('<div id="rightSidebar"><p>x y z</p></div>')), true);
  assert.equal(isSidebarContainer(el('<div class="postsidebar"><p>x y z</p></div>')), false);
  assert.equal(isSidebarContainer(el('<div class="sidebarlogin"><p>x y z</p></div>')), false);
  assert.equal(isSidebarContainer(el('<div class="ast-no-sidebar"><p>x y z</p></div>')), false);
  assert.equal(isSidebarContainer(el('<div class="content-sidebar-wrap"><p>x y z</p></div>')), false);
  assert.equal(isSidebarContainer(el('<div class="main sidebar-enabled--false"><p>x y z</p></div>')), false);
});
