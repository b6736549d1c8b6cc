import assert from 'node:assert/strict';
import { test } from 'node:test';
import { teaserArticleBlocks } from '../src/clean/article/teaser-articles.js';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes.</p>`;
// Another story's card: its picture (alt text), its linked title, its excerpt.
const teaser = (k: number) =>
  `<article class="card"><img src="/p${k}.jpg" alt="A picture of another story number ${k}, long enough to read"><h3><a href="/other-${k}">Another story number ${k} of the day</a></h3><p>Its excerpt ${k}, a few words long.</p></article>`;
// A forum reply: its text first, a link inside it.
const reply = (k: number) =>
  `<article class="post"><p>Reply ${k}: I had the same problem with mine last winter, and the fix was simple.</p><p><a href="/guide">The guide to fixing it</a></p></article>`;
const STORY = (more: string) =>
  `<article class="post"><h1>The story</h1>${para(1)}${para(2)}${para(3)}${para(4)}${more}</article>`;
// A story in its own <article>, then other stories' teaser cards as <article> elements inside it, where the
// article region keeps them.
const WITH_TEASERS = `<html><body><main>${STORY(teaser(1) + teaser(2))}</main></body></html>`;
// A listicle whose cards are its body: they hold most of the kept words.
const LISTICLE = `<html><body><main><h1>Ten places</h1><div class="list">${[1, 2, 3, 4].map(teaser).join('')}</div></main></body></html>`;

const all = (html: string) => {
  const blocks = blocksOf(html);
  return { blocks, out: blocks.map(() => 'p' as const) };
};
const marked = (blocks: ReturnType<typeof blocksOf>, drop: Uint8Array) =>
  blocks.filter((_, i) => drop[i]).map((b) => b.text);

test('teasers: other stories set as <article> elements beside the story are marked', () => {
  const { blocks, out } = all(WITH_TEASERS);
  const drop = marked(blocks, teaserArticleBlocks(blocks, out, 0.5));
  assert.equal(drop.length, 6, `${drop}`);
  assert.ok(drop.every((t) => /another story|excerpt/i.test(t)));
});

test('teasers: a listicle whose cards are its body keeps them', () => {
  const { blocks, out } = all(LISTICLE);
  assert.equal(marked(blocks, teaserArticleBlocks(blocks, out, 0.5)).length, 0);
});

test('teasers: forum replies that open with their text and hold a link are not teasers', () => {
  const { blocks, out } = all(`<html><body><main>${STORY('')}${reply(1)}${reply(2)}</main></body></html>`);
  assert.equal(marked(blocks, teaserArticleBlocks(blocks, out, 0.5)).length, 0);
});

test('teasers: the second pass drops them only with articleTeasers on a page declaring an article', () => {
  const blocks = blocksOf(WITH_TEASERS);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1 };
  const article = { schemaTypes: ['NewsArticle'], ogType: 'article' };
  const excerpt = 'Its excerpt 1, a few words long.';
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, params, article)).includes(excerpt));
  const on = { ...params, articleTeasers: 0.5 };
  const after = kept(blocks, secondPass(blocks, probs, LABELS, on, article));
  assert.ok(!after.includes(excerpt), `${after}`);
  assert.ok(after.some((t) => t.startsWith('Paragraph 4')));
  // og:type "article" alone (themes put it on every page, services too) is not enough.
  const og = { schemaTypes: [], ogType: 'article' };
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, on, og)).includes(excerpt));
});
