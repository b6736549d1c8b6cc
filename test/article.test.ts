import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Block, Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { classWeight, isUnlikely } from '../src/clean/article/class-weight.js';
import { cleanConditionally, type TextTally } from '../src/clean/article/clean-conditionally.js';
import { keepArticle } from '../src/clean/article/mode.js';
import { findArticleRegion, sectionStyle } from '../src/clean/article/region.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { createElement, type ElementNode, walk } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';
import { elementIndex, elementsInOrder, numberElements } from '../src/html/tree-order.js';
import { findHeadline } from '../src/metadata/headline.js';

const blogPost = (): Block[] =>
  buildBlocks(
    parseHtml5(readFileSync(new URL('./fixtures/article/blog-post.html', import.meta.url), 'utf8')),
  );
const textsWhere = (blocks: Block[], keep: (i: number) => boolean) =>
  blocks.filter((_, i) => keep(i)).map((b) => b.text.slice(0, 20));

test('class weight and unlikely containers follow the class and id vocabulary', () => {
  assert.equal(classWeight(createElement('div', [{ name: 'class', value: 'entry-content' }])), 25);
  assert.equal(classWeight(createElement('div', [{ name: 'id', value: 'footer' }])), -25);
  assert.equal(isUnlikely(createElement('div', [{ name: 'id', value: 'comments' }])), true);
  assert.equal(isUnlikely(createElement('div', [{ name: 'class', value: 'sidebar main-column' }])), false);
  assert.equal(isUnlikely(createElement('body', [{ name: 'class', value: 'sidebar' }])), false);
});

test('the article region is the post, not its comments, sidebar or menu', () => {
  const blocks = blogPost();
  const region = findArticleRegion(blocks);
  assert.ok(region);
  // The entry is its post's only child, so the post stands for it.
  assert.equal(region.top.attrs.find((a) => a.name === 'class')?.value, 'post');
  assert.deepEqual(
    textsWhere(blocks, (i) => region.inside[i] === 1),
    [
      'It rained for the th',
      'Splitting happens wh',
      'I picked the ripest ',
      'Tweet this',
      'Share on the book of',
      'Older: peppers and t',
      'Newer: beans',
    ],
  );
});

test('conditional cleaning leaves the share bar and the link list out of the article', () => {
  const blocks = blogPost();
  const region = findArticleRegion(blocks, true);
  assert.ok(region);
  assert.deepEqual(
    textsWhere(blocks, (i) => region.inside[i] === 1),
    ['It rained for the th', 'Splitting happens wh', 'I picked the ripest '],
  );
});

test('a page without paragraphs has no article region', () => {
  const blocks = buildBlocks(parseHtml5('<ul><li><a href=/a>one</a></li><li><a href=/b>two</a></li></ul>'));
  assert.equal(findArticleRegion(blocks), null);
});

test('article mode drops what was kept outside the article but keeps its title', () => {
  const blocks = blogPost();
  const out: Label[] = blocks.map((b) => (b.tag === 'h1' ? 'h' : b.words > 3 ? 'p' : 'o'));
  const pO = Float64Array.from(out, (l) => (l === 'o' ? 0.9 : 0.1));
  keepArticle(blocks, out, pO, () => 'p', { article: 1, articleClean: 1 });
  assert.deepEqual(
    textsWhere(blocks, (i) => out[i] !== 'o'),
    ['Rain again, and the ', 'It rained for the th', 'Splitting happens wh', 'I picked the ripest '],
  );
});

test('article mode leaves a page alone when its short article region is not what the CRF kept', () => {
  const blocks = blogPost();
  const inside = findArticleRegion(blocks)!.inside;
  const out: Label[] = blocks.map((b, i) => (!inside[i] && b.words > 3 ? 'p' : 'o'));
  const before = [...out];
  const pO = Float64Array.from(out, (l) => (l === 'o' ? 0.9 : 0.1));
  keepArticle(blocks, out, pO, () => 'p', { article: 1, articleMinWords: 10_000 });
  assert.deepEqual(out, before);
  // With a lower minimum the region is trusted: all that was kept outside it goes but the title.
  keepArticle(blocks, out, pO, () => 'p', { article: 1, articleMinWords: 10 });
  assert.deepEqual(
    textsWhere(blocks, (i) => out[i] !== 'o'),
    ['Rain again, and the '],
  );
});

test('articleFewKept: a page the CRF kept next to nothing of keeps its article region after all', () => {
  const blocks = blogPost();
  const inside = findArticleRegion(blocks)!.inside;
  // The CRF scored the post as boilerplate and kept only its title (5 words) outside it.
  const onlyTitle = (): Label[] => blocks.map((b) => (b.tag === 'h1' ? 'h' : 'o'));
  const pO = Float64Array.from(blocks, (b) => (b.tag === 'h1' ? 0.4 : 0.95));
  const params = { article: 1, articleMinShare: 0.4, articleMinWords: 10_000, articleKeepRegion: 0.1 };
  const out = onlyTitle();
  keepArticle(blocks, out, pO, () => 'p', params);
  assert.deepEqual(out, onlyTitle(), 'the region holds none of the kept words: no article');
  keepArticle(blocks, out, pO, () => 'p', { ...params, articleFewKept: 20 });
  assert.deepEqual(
    out.map((l) => l !== 'o'),
    blocks.map((b, i) => inside[i] === 1 || b.tag === 'h1'),
  );
  // Once the CRF kept that many words, the share test decides as before.
  const five = onlyTitle();
  keepArticle(blocks, five, pO, () => 'p', { ...params, articleFewKept: 5 });
  assert.deepEqual(five, onlyTitle());
});

test('article mode rescues an uncertain block inside the article', () => {
  const blocks = blogPost();
  const inside = findArticleRegion(blocks)!.inside;
  const out: Label[] = blocks.map(() => 'o');
  const pO = Float64Array.from(blocks, () => 0.7);
  keepArticle(blocks, out, pO, () => 'p', { article: 1, articleRescueBelow: 0.8 });
  assert.deepEqual(
    out.map((l) => l !== 'o'),
    [...inside].map((x) => x === 1),
  );
});

test('the headline is the heading that matches the page title, not the site name', () => {
  const blocks = buildBlocks(
    parseHtml5(
      '<title>Rain again, and the tomatoes | My Garden Blog</title><h1>My Garden Blog</h1>' +
        '<h2>Rain again, and the tomatoes</h2><div><p>It rained for the third day in a row.</p></div>',
    ),
  );
  const first = blocks.findIndex((b) => b.text.startsWith('It rained'));
  const headline = findHeadline(blocks, first);
  assert.equal(blocks[headline].text, 'Rain again, and the tomatoes');
  assert.equal(blocks[headline].tag, 'h2');
});

test('no headline without a page title', () => {
  const blocks = buildBlocks(
    parseHtml5('<h1>Rain again</h1><div><p>It rained for the third day in a row.</p></div>'),
  );
  assert.equal(findHeadline(blocks, 1), -1);
});

test('section styles name containers and their classes, not inline wrappers', () => {
  const blocks = buildBlocks(
    parseHtml5(
      '<table><tr><td><span class="newsbody"><blockquote>First entry of the listing.</blockquote></span></td></tr>' +
        '<tr><td><blockquote>Second entry of the listing.</blockquote></td></tr></table>',
    ),
  );
  assert.equal(blocks.length, 2);
  assert.equal(sectionStyle(blocks[0], 2), 'blockquote.<td.<tr.<');
  assert.equal(sectionStyle(blocks[0], 2), sectionStyle(blocks[1], 2));
});

test('runs of text after a double <br> score as paragraphs of their own', () => {
  // One comma and about 250 characters per run: as one paragraph the story scores below the poll's many
  // commas; as six paragraphs (length and count bonuses each) well above.
  const run = (n: number) =>
    `Paragraph ${n} of the story goes on and on with many words and no other punctuation than this one, so ` +
    'that it is long enough to reach about two hundred and fifty characters of plain running text in a ' +
    'single run between two breaks of the line';
  const runs = [1, 2, 3, 4, 5, 6].map(run).join('<br><br>');
  const blocks = buildBlocks(
    parseHtml5(
      '<table><tr><td>Yes, no, maybe, often, rarely, never, always, perhaps, later, sooner, soon, now, then, again, once, twice</td></tr></table>' +
        `<table><tr><td>${runs}</td></tr></table>`,
    ),
  );
  const region = findArticleRegion(blocks);
  assert.ok(region);
  assert.deepEqual(
    textsWhere(blocks, (i) => region.inside[i] === 1),
    [1, 2, 3, 4, 5, 6].map((n) => `Paragraph ${n} of the s`),
  );
});

test('article mode drops the title above the article when articleTitle is 0 (main-content gold has no headline)', () => {
  const blocks = blogPost();
  const out: Label[] = blocks.map((b) => (b.tag === 'h1' ? 'h' : b.words > 3 ? 'p' : 'o'));
  const pO = Float64Array.from(out, (l) => (l === 'o' ? 0.9 : 0.1));
  keepArticle(blocks, out, pO, () => 'p', { article: 1, articleClean: 1, articleTitle: 0 });
  assert.deepEqual(
    textsWhere(blocks, (i) => out[i] !== 'o'),
    ['It rained for the th', 'Splitting happens wh', 'I picked the ripest '],
  );
});

test('kept comments do not count against the article region share (they sit under unlikely containers)', () => {
  const blocks = blogPost();
  const out: Label[] = blocks.map((b) => (b.words > 10 ? 'p' : 'o'));
  const pO = Float64Array.from(out, (l) => (l === 'o' ? 0.9 : 0.1));
  keepArticle(blocks, out, pO, () => 'p', { article: 1, articleClean: 1, articleMinShare: 0.9 });
  assert.ok(!textsWhere(blocks, (i) => out[i] !== 'o').includes('Same here, half of m'), 'comments dropped');
});

// A blog post whose comment widget holds a display:none copy of the post (as some hosted blogs print it).
const HIDDEN_COPY = `<html><body><div id="main"><div class="entry"><p>${'The story, told once, with commas, runs long enough to be scored as a paragraph of the post. '.repeat(3)}</p>
<p>${'A second paragraph of the visible post, with its own commas, and its own words, goes on here. '.repeat(3)}</p></div></div>
<div class="widget"><div style="display:none" id="post-message"><p>${'The story, told once, with commas, runs long enough to be scored as a paragraph of the post. '.repeat(4)}</p>
<p>${'A second paragraph of the visible post, with its own commas, and its own words, goes on here. '.repeat(4)}</p></div></div></body></html>`;

test('with articleHidden a display:none copy of the post is not taken as the article', () => {
  const blocks = buildBlocks(parseHtml5(HIDDEN_COPY));
  const hidden = hiddenBlocks(blocks);
  assert.deepEqual([...hidden], [0, 0, 1, 1]);
  assert.equal(findArticleRegion(blocks)!.inside[2], 1, 'without it the hidden copy is part of the article');
  assert.deepEqual([...findArticleRegion(blocks, false, hidden)!.inside], [1, 1, 0, 0]);
  const out: Label[] = ['p', 'p', 'o', 'o'];
  const pO = Float64Array.from([0.1, 0.1, 1, 1]);
  keepArticle(blocks, out, pO, () => 'p', { article: 1, articleHidden: 1 }, 0, hidden);
  assert.deepEqual(out, ['p', 'p', 'o', 'o']);
});

test('articleKeepRegion keeps the region when article mode would leave it (and the page) empty', () => {
  const blocks = blogPost();
  const inside = findArticleRegion(blocks, true)!.inside;
  const pO = Float64Array.from(blocks, () => 0.99);
  const empty: Label[] = blocks.map(() => 'o');
  keepArticle(blocks, empty, pO, () => 'p', { article: 1, articleClean: 1 });
  assert.ok(
    empty.every((l) => l === 'o'),
    'without it the CRF empties the page',
  );
  const out: Label[] = blocks.map(() => 'o');
  keepArticle(blocks, out, pO, () => 'p', { article: 1, articleClean: 1, articleKeepRegion: 0.05 });
  assert.deepEqual(
    out.map((l) => l !== 'o'),
    [...inside].map((x) => x === 1),
  );
  // A region the CRF kept is left as the CRF said.
  const kept: Label[] = blocks.map((_, i) => (inside[i] && i % 2 === 0 ? 'p' : 'o'));
  const before = [...kept];
  keepArticle(blocks, kept, pO, () => 'p', { article: 1, articleClean: 1, articleKeepRegion: 0.05 });
  assert.deepEqual(kept, before);
});

test('articleCleanUncounted: a comment form below the post does not take the post out of the article', () => {
  const doc = parseHtml5(
    '<div id="wrap"><div class="date-outer"><div class="post"><p>One.</p><p>Two.</p><p>Three.</p></div>' +
      '<div id="comments"><form><input><input><input><input><textarea></textarea></form></div></div></div>',
  );
  const byId = (pred: (e: ElementNode) => boolean): ElementNode => {
    let found: ElementNode | null = null;
    walk(doc, (n) => {
      if (n.kind === 'element' && !found && pred(n)) found = n;
      return true;
    });
    return found!;
  };
  const wrap = byId((e) => e.attrs.some((a) => a.value === 'wrap'));
  const outer = byId((e) => e.attrs.some((a) => a.value === 'date-outer'));
  const post = byId((e) => e.attrs.some((a) => a.value === 'post'));
  const text = { chars: 600, linkChars: 0, commas: 3, headingChars: 0 };
  const order = elementsInOrder(doc);
  numberElements(order);
  const tallies: (TextTally | undefined)[] = new Array(order.length);
  for (const e of [wrap, outer, post]) tallies[elementIndex(e)] = text;
  assert.ok(cleanConditionally(new Set([wrap]), tallies).has(outer), 'the form counts against its ancestors');
  const removed = cleanConditionally(new Set([wrap]), tallies, true);
  assert.ok(!removed.has(outer) && !removed.has(post));
});

test('a region its own cleaning emptied is found again without class weights, then without cleaning', () => {
  // A page builder names every container `widget` (a negative class word): conditional cleaning takes the
  // post's own wrapper away, and the region keeps no text.
  const para = (k: number) =>
    `<p>Paragraph ${k} of the post says something long enough, with commas, clauses and a point.</p>`;
  const html = `<html><body><div class="menu-bar"><a href="/">Home</a> <a href="/a">About</a></div>
    <div class="builder-section"><div class="builder-widget post-text"><div class="widget-container">
    ${[1, 2, 3].map(para).join('')}</div></div></div>
    <div class="site-footer"><p>Copyright, all rights reserved, 2024.</p></div></body></html>`;
  const blocks = buildBlocks(parseHtml5(html));
  const post = (inside: Uint8Array) => textsWhere(blocks, (i) => inside[i] === 1 && blocks[i].tag === 'p');
  const once = findArticleRegion(blocks, true);
  assert.deepEqual(
    once ? post(once.inside) : [],
    [],
    'without retries the cleaned region holds none of the post',
  );
  const again = findArticleRegion(blocks, true, null, false, 0, 200);
  assert.ok(again);
  assert.deepEqual(post(again.inside), [
    'Paragraph 1 of the p',
    'Paragraph 2 of the p',
    'Paragraph 3 of the p',
  ]);
});
