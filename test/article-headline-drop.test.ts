import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { ARTICLE_AND_ENTRIES, blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the article, long enough to be its running text, with a clause, and on it goes for a while.</p>`;
const PAGE = `<html><head><title>Harbour reopens after storm | The Daily Site</title></head><body><nav><a href="/">Home</a></nav><article><h1>Harbour reopens after storm</h1>${[1, 2, 3, 4, 5].map(para).join('')}</article><footer><p>About us</p></footer></body></html>`;

test('headline drop: the article keeps its headline line unless articleDropHeadline', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, (b) => (b.text === 'Home' || b.text === 'About us' ? 0.9 : 0.1));
  const params: AutoParams = { ...ARTICLE_AND_ENTRIES, entries: 0 };
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(before.includes('Harbour reopens after storm'));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleDropHeadline: 1 }));
  assert.ok(!after.includes('Harbour reopens after storm'));
  assert.equal(after.length, 5);
});

test('headline drop: a heading that does not match the title stays', () => {
  const blocks = blocksOf(PAGE.replace('<h1>Harbour reopens after storm</h1>', '<h2>What happened</h2>'));
  const probs = posteriors(blocks, (b) => (b.text === 'Home' || b.text === 'About us' ? 0.9 : 0.1));
  const params: AutoParams = { ...ARTICLE_AND_ENTRIES, entries: 0, articleDropHeadline: 1 };
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, params)).includes('What happened'));
});

test('headline drop: a headline that matches a declared title (og:title), not the <title>, goes', () => {
  const page = PAGE.replace('Harbour reopens after storm |', 'Storm news: harbour latest |');
  const blocks = blocksOf(page);
  const probs = posteriors(blocks, (b) => (b.text === 'Home' || b.text === 'About us' ? 0.9 : 0.1));
  const params: AutoParams = { ...ARTICLE_AND_ENTRIES, entries: 0, articleDropHeadline: 1 };
  const signals = { schemaTypes: [], ogType: null };
  assert.ok(
    kept(blocks, secondPass(blocks, probs, LABELS, params, signals)).includes('Harbour reopens after storm'),
  );
  const declared = { ...signals, titles: ['Harbour reopens after storm'] };
  assert.ok(
    !kept(blocks, secondPass(blocks, probs, LABELS, params, declared)).includes(
      'Harbour reopens after storm',
    ),
  );
});

test('headline drop: headlineDropWide 1 drops it on a declared article that article mode did not take', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, (b) => (b.text === 'Home' || b.text === 'About us' ? 0.9 : 0.1));
  const params: AutoParams = { ...ARTICLE_AND_ENTRIES, entries: 0, article: 0, articleDropHeadline: 1 };
  const article = { schemaTypes: [], ogType: 'article' };
  assert.ok(
    kept(blocks, secondPass(blocks, probs, LABELS, params, article)).includes('Harbour reopens after storm'),
  );
  const wide = { ...params, headlineDropWide: 1 };
  assert.ok(
    !kept(blocks, secondPass(blocks, probs, LABELS, wide, article)).includes('Harbour reopens after storm'),
  );
  // Not on a page that declares no article.
  const plain = { schemaTypes: [], ogType: null };
  assert.ok(
    kept(blocks, secondPass(blocks, probs, LABELS, wide, plain)).includes('Harbour reopens after storm'),
  );
});

test('headline drop: a section heading past the first paragraph, or one sharing only the title’s start, stays', () => {
  const params: AutoParams = { ...ARTICLE_AND_ENTRIES, entries: 0, articleDropHeadline: 1 };
  const probs = (blocks: ReturnType<typeof blocksOf>) =>
    posteriors(blocks, (b) => (b.text === 'Home' || b.text === 'About us' ? 0.9 : 0.1));
  const section = blocksOf(
    PAGE.replace(
      '<h1>Harbour reopens after storm</h1>',
      `<p>${'The harbour had been shut for a week, and the boats waited at anchor. '.repeat(2)}</p><h2>Harbour reopens after storm</h2>`,
    ),
  );
  assert.ok(
    kept(section, secondPass(section, probs(section), LABELS, params)).includes(
      'Harbour reopens after storm',
    ),
  );
  const own = blocksOf(
    PAGE.replace(
      '<h1>Harbour reopens after storm</h1>',
      '<h1>Harbour reopens after storm: what the fishermen say</h1>',
    ),
  );
  assert.ok(
    kept(own, secondPass(own, probs(own), LABELS, params)).includes(
      'Harbour reopens after storm: what the fishermen say',
    ),
  );
});
