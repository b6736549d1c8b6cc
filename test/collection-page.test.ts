import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { secondPass } from '../src/clean/auto.js';
import { isUndatedCollection, runKind } from '../src/clean/collection-page.js';
import { findEntries } from '../src/clean/entries.js';
import type { PageSignals } from '../src/clean/page-kind.js';
import { ARTICLE_AND_ENTRIES, blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const INTRO =
  '<p>Our range of walking boots covers every trail and every season, from light summer hikers to stiff winter mountaineering boots, each one tested by our staff on the hills before we sell it, and every pair comes with free returns, so you can try them on at home and keep the ones that fit you best.</p>';

// A shop's category page: an SEO intro, then a grid of product cards (a name link and a price each).
const shopPage = (footer = '') =>
  `<html><body><div id="page"><h1>Walking boots</h1>${INTRO}<div class="grid">${times(
    12,
    (i) =>
      `<div class="card"><a href="/p${i}">Trail boot model ${i} in brown leather</a><span class="price">£${90 + i}.00</span></div>`,
  )}</div>${footer}</div></body></html>`;

const NONE: PageSignals = { schemaTypes: [], ogType: null, dated: false };
const params = { collectionUndated: 0.2 };
// Labels after article mode: nothing of the page kept (none of the run).
const NO_LABELS: Label[] = new Array(200).fill('o');

test('collection page: an undated page declaring nothing, with a run of entries, is one', () => {
  const blocks = blocksOf(shopPage());
  const run = findEntries(blocks, {});
  assert.ok(run);
  assert.ok(isUndatedCollection(blocks, run, params, NONE, NO_LABELS));
  assert.ok(
    isUndatedCollection(blocks, run, params, { ...NONE, schemaTypes: ['CollectionPage'] }, NO_LABELS),
  );
  assert.ok(!isUndatedCollection(blocks, run, {}, NONE, NO_LABELS), 'off by default');
  assert.ok(!isUndatedCollection(blocks, null, params, NONE, NO_LABELS), 'no run');
  assert.ok(!isUndatedCollection(blocks, run, { collectionUndated: 0.99 }, NONE, NO_LABELS), 'run too small');
});

test('collection page: a dated page, or one declaring an article, is not', () => {
  const blocks = blocksOf(shopPage());
  const run = findEntries(blocks, {});
  assert.ok(!isUndatedCollection(blocks, run, params, { ...NONE, dated: true }, NO_LABELS));
  assert.ok(!isUndatedCollection(blocks, run, params, { ...NONE, schemaTypes: ['NewsArticle'] }, NO_LABELS));
  assert.ok(!isUndatedCollection(blocks, run, params, { ...NONE, schemaTypes: ['Product'] }, NO_LABELS));
  // A date shown on the page (a <time> element) makes it a post or an article too.
  const shown = blocksOf(shopPage('<p>Posted <time datetime="2024-03-05">5 March 2024</time></p>'));
  assert.ok(!isUndatedCollection(shown, findEntries(shown, {}), params, NONE, NO_LABELS));
});

test('collection page: the second pass keeps the grid that article mode dropped', () => {
  const blocks = blocksOf(shopPage());
  // The CRF keeps the intro and drops the short, link-dense cards, as it does on such pages.
  const post = posteriors(blocks, (b) => (b.text.startsWith('Our range') ? 0.1 : 0.9));
  const base = ARTICLE_AND_ENTRIES;
  const before = kept(blocks, secondPass(blocks, post, LABELS, base, NONE));
  assert.ok(before.some((t) => t.startsWith('Our range')));
  assert.ok(!before.some((t) => t.startsWith('Trail boot')));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, ...params }, NONE));
  assert.ok(after.some((t) => t.startsWith('Our range')));
  assert.equal(after.filter((t) => t.startsWith('Trail boot')).length, 12);
  // On a dated page article mode stands.
  const dated = kept(
    blocks,
    secondPass(blocks, post, LABELS, { ...base, ...params }, { ...NONE, dated: true }),
  );
  assert.ok(!dated.some((t) => t.startsWith('Trail boot')));
});

test('collection page: a run article mode kept, a run of layout columns or of menu rows is not one', () => {
  const blocks = blocksOf(shopPage());
  const run = findEntries(blocks, {});
  assert.ok(run);
  // Article mode kept the cards: the run is not outside what it took.
  const allKept: Label[] = blocks.map(() => 'p');
  assert.ok(isUndatedCollection(blocks, run, params, NONE, allKept));
  assert.ok(!isUndatedCollection(blocks, run, { ...params, collectionOutside: 0.5 }, NONE, allKept));
  // One column holding most of the run's words: layout, not a grid of cards.
  const columns = blocksOf(
    `<html><body><div id="page">${times(4, (i) => `<div class="col"><a href="/s${i}">Section ${i} of the site and more</a></div>`)}<div class="col">${INTRO.repeat(3)}</div></div></body></html>`,
  );
  const colRun = findEntries(columns, {});
  assert.ok(colRun);
  assert.ok(isUndatedCollection(columns, colRun, { collectionUndated: 0.1 }, NONE, NO_LABELS));
  assert.ok(
    !isUndatedCollection(
      columns,
      colRun,
      { collectionUndated: 0.1, collectionMaxEntry: 0.2 },
      NONE,
      NO_LABELS,
    ),
  );
  // Rows whose cells are named as a menu: a news page's headline menu (the same rows named otherwise are one).
  const rows = (name: string) =>
    blocksOf(
      `<html><body><div id="page">${INTRO}<table><tbody>${times(12, (i) => `<tr><td class="${name}"><a href="/n${i}">Headline number ${i} of the day's sport news</a></td></tr>`)}</tbody></table></div></body></html>`,
    );
  const menu = rows('menuhighlights');
  const cells = rows('highlights');
  assert.ok(!isUndatedCollection(menu, findEntries(menu, {}), params, NONE, NO_LABELS));
  assert.ok(isUndatedCollection(cells, findEntries(cells, {}), params, NONE, NO_LABELS));
});

test('collection page: an undated page declaring an article is one with collectionUndatedArticle', () => {
  const blocks = blocksOf(shopPage());
  const run = findEntries(blocks, {});
  const article: PageSignals = { ...NONE, schemaTypes: ['Article'] };
  const ua = { ...params, collectionUndatedArticle: 1 };
  assert.ok(!isUndatedCollection(blocks, run, params, article, NO_LABELS), 'off: an article stays one');
  assert.ok(isUndatedCollection(blocks, run, ua, article, NO_LABELS));
  // A date, declared or shown, keeps it an article; other declared kinds are not concerned.
  assert.ok(!isUndatedCollection(blocks, run, ua, { ...article, dated: true }, NO_LABELS));
  const shown = blocksOf(shopPage('<p>Posted <time datetime="2024-03-05">5 March 2024</time></p>'));
  assert.ok(!isUndatedCollection(shown, findEntries(shown, {}), ua, article, NO_LABELS));
  assert.ok(!isUndatedCollection(blocks, run, ua, { ...NONE, schemaTypes: ['Product'] }, NO_LABELS));
});

// A blog's category page: entries numbered by the CMS (`post-101 post`), each with its own `<header>`.
const blogPage = (n: number) =>
  `<html><body><div id="page"><h1>Soup recipes</h1>${INTRO}<main class="content">${times(
    n,
    (i) =>
      `<article class="post-${101 + i} post type-post"><header class="entry-header"><h2><a href="/r${i}">Creamy tomato soup recipe number ${i} with basil</a></h2></header></article>`,
  )}</main></div></body></html>`;

test('collection page: entries numbered by their CMS are one build with entriesNumbered', () => {
  const blocks = blocksOf(blogPage(12));
  assert.equal(findEntries(blocks, {}), null, 'off: each post is a build of its own');
  const run = findEntries(blocks, { entriesNumbered: 1 });
  assert.equal(run?.entries, 12);
});

test('collection page: an entry header is the entry own part with collectionEntryParts', () => {
  const blocks = blocksOf(blogPage(12));
  const run = findEntries(blocks, { entriesNumbered: 1 });
  assert.ok(!isUndatedCollection(blocks, run, params, NONE, NO_LABELS), 'off: "header" is unlikely');
  assert.ok(isUndatedCollection(blocks, run, { ...params, collectionEntryParts: 1 }, NONE, NO_LABELS));
});

test('collection page: an undated collection keeps its run whatever it declares with collectionKeepsRun', () => {
  const blocks = blocksOf(shopPage());
  const post = posteriors(blocks, (b) => (b.text.startsWith('Our range') ? 0.1 : 0.9));
  const article: PageSignals = { ...NONE, schemaTypes: ['Article'] };
  // A declared article's run needs a share of the page (`entriesDeclaredArticle`) it does not reach.
  const base = {
    ...ARTICLE_AND_ENTRIES,
    ...params,
    collectionUndatedArticle: 1,
    entriesDeclaredArticle: 0.99,
  };
  const cards = (p: object) =>
    kept(blocks, secondPass(blocks, post, LABELS, { ...base, ...p }, article)).filter((t) =>
      t.startsWith('Trail boot'),
    ).length;
  assert.equal(cards({}), 0);
  assert.equal(cards({ collectionKeepsRun: 1 }), 12);
});

test('collection page: an undated declared article keeps its run as an undeclared page with entriesUndatedArticle', () => {
  const blocks = blocksOf(shopPage());
  const article: PageSignals = { ...NONE, schemaTypes: ['Article'] };
  const run = findEntries(blocks, {});
  const none: Label[] = blocks.map(() => 'o');
  const on = { entriesUndatedArticle: 1 };
  assert.equal(runKind(blocks, run, none, 'article', article, {}), 'article', 'off');
  assert.equal(runKind(blocks, run, none, 'article', article, on), null);
  assert.equal(runKind(blocks, run, none, 'article', { ...article, dated: true }, on), 'article');
  // A story the page keeps beside its run (more words outside it than in it) stays an article.
  const story: Label[] = blocks.map((_, i) => (run?.inside[i] ? 'o' : 'p'));
  const longStory = blocksOf(shopPage(`<p>${INTRO.replace(/<\/?p>/g, ' ').repeat(6)}</p>`));
  const longRun = findEntries(longStory, {});
  const longKept: Label[] = longStory.map((_, i) => (longRun?.inside[i] ? 'o' : 'p'));
  assert.equal(runKind(blocks, run, story, 'article', article, on), null);
  assert.equal(runKind(longStory, longRun, longKept, 'article', article, on), 'article');
});

test('collection page: og:type "product" alone counts as nothing when the run is linked cards (collectionOgProduct)', () => {
  const blocks = blocksOf(shopPage());
  const run = findEntries(blocks, {});
  const og: PageSignals = { ...NONE, ogType: 'product' };
  const on = { ...params, collectionOgProduct: 0.4 };
  assert.ok(isUndatedCollection(blocks, run, on, og, NO_LABELS));
  assert.ok(!isUndatedCollection(blocks, run, params, og, NO_LABELS), 'off by default');
  // A schema.org product is a product page's own declaration.
  assert.ok(!isUndatedCollection(blocks, run, on, { ...og, schemaTypes: ['Product'] }, NO_LABELS));
  // A product page's run of feature rows links nowhere.
  const features = blocksOf(
    `<html><body><h1>Trail boot</h1>${INTRO}<ul class="features">${times(
      12,
      (i) => `<li class="feature">Feature ${i}: waterproof brown leather upper and a grippy sole</li>`,
    )}</ul></body></html>`,
  );
  assert.ok(!isUndatedCollection(features, findEntries(features, {}), on, og, NO_LABELS));
  assert.ok(isUndatedCollection(features, findEntries(features, {}), params, NONE, NO_LABELS));
});
