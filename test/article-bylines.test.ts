import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { bylineBlocks, isByline } from '../src/clean/article/bylines.js';
import { createElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

const el = (name: string, attrs: Record<string, string>) =>
  createElement(
    name,
    Object.entries(attrs).map(([n, value]) => ({ name: n, value })),
  );

test('bylines are a time element, a byline class or id word, an author or date itemprop', () => {
  assert.equal(isByline(el('time', {})), true);
  assert.equal(isByline(el('div', { class: 'article-byline__written-by' })), true);
  assert.equal(isByline(el('span', { itemprop: 'author' })), true);
  assert.equal(isByline(el('span', { itemprop: 'datePublished' })), true);
  // Words that only contain it, other properties and the article itself: no byline.
  assert.equal(isByline(el('div', { class: 'contributorbyline' })), false);
  assert.equal(isByline(el('div', { itemprop: 'articleBody' })), false);
  assert.equal(isByline(el('article', { itemprop: 'author' })), false);
});

test("an article's byline and date line go, unless they hold most of the kept text", () => {
  const para = (k: number) => `<p>Paragraph ${k} of the article, long enough to be its running text.</p>`;
  const html = `<html><body><div class="post"><div class="byline">Jane Doe</div>
    <p><time datetime="2025-03-12">March 12, 2025</time></p>${para(1)}
    <div itemprop="author" itemscope><p itemprop="description">Jane writes about gardens.</p></div>${para(2)}${para(3)}</div></body></html>`;
  const blocks = buildBlocks(parseHtml5(html));
  const drop = bylineBlocks(
    blocks,
    blocks.map(() => true),
    0.2,
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['Jane Doe', 'March 12, 2025', 'Jane writes about gardens.'],
  );
  // Without class and id words (`articleBylineNames` off), the element named `byline` stays.
  const marked = bylineBlocks(
    blocks,
    blocks.map(() => true),
    0.2,
    false,
  );
  assert.deepEqual(
    blocks.filter((_, i) => marked[i]).map((b) => b.text),
    ['March 12, 2025', 'Jane writes about gardens.'],
  );
  // A page that is all byline: left alone.
  const page = buildBlocks(parseHtml5('<html><body><div class="byline"><p>Jane Doe</p></div></body></html>'));
  assert.equal(
    bylineBlocks(
      page,
      page.map(() => true),
      0.2,
    ).some((d) => d),
    false,
  );
});
