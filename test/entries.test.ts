import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block } from '../src/blocks/block.js';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { findEntries, keepsEntries, listingFirst } from '../src/clean/entries.js';
import { FURNITURE, fieldsOf, fieldVerdicts } from '../src/clean/entry-fields.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const textsIn = (blocks: readonly Block[], inside: Uint8Array) =>
  blocks.filter((_, i) => inside[i]).map((b) => b.text);
const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

// A definition list of papers: each entry is a <dt> (number and links) and a <dd> (title and authors).
const PAPERS = `<html><body><h1>Recent submissions</h1><dl>${times(
  6,
  (i) =>
    `<dt><a href="/abs/${i}">[${i}] paper ${i}</a> [<a href="/pdf/${i}">pdf</a>]</dt><dd><div class="title">A study of thing number ${i} in some depth and at length</div><div class="authors"><a href="/a/${i}">Author ${i}</a>, <a href="/b/${i}">Other Author</a></div></dd>`,
)}</dl></body></html>`;

test('entries: <dt>/<dd> pairs are one listing with entriesPairs', () => {
  const blocks = blocksOf(PAPERS);
  const alone = findEntries(blocks, {});
  assert.ok(alone);
  // Without pairs only the larger build (the <dd>s) is the run.
  assert.ok(!textsIn(blocks, alone.inside).some((t) => t.includes('paper')));
  const paired = findEntries(blocks, { entriesPairs: 1 });
  assert.ok(paired);
  const texts = textsIn(blocks, paired.inside);
  assert.equal(texts.filter((t) => t.includes('paper')).length, 6);
  assert.equal(texts.filter((t) => t.startsWith('A study')).length, 6);
  assert.ok(!texts.includes('Recent submissions'));
});

// The huge-page promise: a listing of 150,000 entries once overflowed the stack (an array spread into push).
test('entries: a run of 150,000 entries is found without overflowing the stack', () => {
  const blocks = blocksOf(
    `<html><body><ul>${times(150_000, (i) => `<li>Entry ${i} holds four words</li>`)}</ul></body></html>`,
  );
  const run = findEntries(blocks, { entriesPairs: 1 });
  assert.ok(run);
  assert.equal(textsIn(blocks, run.inside).length, 150_000);
});

test('entries: an unlikely class on a page wrapper does not hide the listing with entriesWrapperShare', () => {
  const html = PAPERS.replace('<body>', '<body><div class="page-wrap-footer">').replace(
    '</body>',
    '</div><div class="sidebar"><p>Elsewhere on the site, some words.</p></div></body>',
  );
  const blocks = blocksOf(html);
  assert.equal(findEntries(blocks, {}), null);
  assert.ok(findEntries(blocks, { entriesWrapperShare: 0.5 }));
  // A real sidebar stays excluded: its listing holds little of the page.
  const side = blocksOf(
    `<html><body><article>${times(8, () => '<p>A long paragraph of the article, with words enough for it to hold most of the page, and more.</p>')}</article><div class="sidebar"><ul>${times(6, (i) => `<li><a href="/r${i}">Related story number ${i} of the day</a></li>`)}</ul></div></body></html>`,
  );
  const run = findEntries(side, { entriesWrapperShare: 0.5, entriesShare: 0.1 });
  assert.ok(run === null || !textsIn(side, run.inside).some((t) => t.startsWith('Related')));
});

const card = (i: number) =>
  `<div class="card"><a href="/r/${i}"><img src="${i}.jpg" alt="A photograph of dish number ${i} on a white plate with herbs"><span class="title">Recipe ${i}: a quick dinner for busy weeknights</span></a><button class="save">Save</button></div>`;
const RECIPES = `<html><body><div class="consent"><p>We and our partners process your data to deliver content and advertising, measure it, and improve our services, as described in our notice.</p>
<p>You may change your choices at any time in the settings, and withdraw your consent, which does not affect processing before it.</p></div>
<main><h1>Dinner recipes</h1><div class="grid">${times(8, card)}</div></main></body></html>`;

test('entries: the cards of a listing come back, without their alt text and constant buttons', () => {
  const blocks = blocksOf(RECIPES);
  // The CRF keeps the consent text and drops the cards, so article mode takes the consent box.
  const post = posteriors(blocks, (b) =>
    b.text.startsWith('We and') || b.text.startsWith('You may') ? 0.2 : 0.8,
  );
  const base: AutoParams = {
    keepBelow: 0.5,
    region: 0,
    article: 1,
    articleClean: 1,
    articleTitle: 0,
    entries: 1,
  };
  const plain = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(!plain.some((t) => t.startsWith('Recipe')));
  assert.ok(plain.some((t) => t.startsWith('We and')));
  // With the consent box known for what it is (`consent.ts`), no article is left and the cards are the run.
  const cards = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropConsent: 1 }));
  assert.equal(cards.filter((t) => t.startsWith('Recipe')).length, 8);
  assert.ok(!cards.some((t) => t.startsWith('We and')));
  assert.ok(cards.some((t) => t.startsWith('A photograph')));
  assert.ok(cards.includes('Save'));
  // The alt text of the cards' pictures and their "Save" buttons go with entriesDropAlt and entriesConstant.
  const clean = kept(
    blocks,
    secondPass(blocks, post, LABELS, { ...base, dropConsent: 1, entriesDropAlt: 1, entriesConstant: 3 }),
  );
  assert.equal(clean.filter((t) => t.startsWith('Recipe')).length, 8);
  assert.ok(!clean.some((t) => t.startsWith('A photograph') || t === 'Save'));
});

test('entries: on a page declaring itself an article, the run is kept only when it holds enough of the page', () => {
  const run = findEntries(blocksOf(RECIPES), {});
  assert.ok(run);
  const share = run.words / run.pageWords;
  const params = { entries: 1, entriesDeclaredArticle: share - 0.01 };
  assert.ok(keepsEntries(run, params, null, false, false));
  assert.ok(!keepsEntries(run, params, null, false, true));
  assert.ok(keepsEntries(run, params, 'article', false, false));
  assert.ok(!keepsEntries(run, { ...params, entriesDeclaredArticle: share + 0.01 }, 'article', false, false));
  assert.ok(!keepsEntries(run, { entries: 1 }, 'article', false, false));
  assert.ok(keepsEntries(run, { entries: 2 }, 'article', false, true));
  assert.ok(
    keepsEntries(
      run,
      { entries: 1, entriesKind: 2 },
      'forum',
      listingFirst(run, { entriesKind: 2 }, 'forum'),
      true,
    ),
  );
  assert.ok(!listingFirst(run, { entriesKind: 2 }, 'article'));
});

test('entry fields: paths below the entry root; constant text is furniture', () => {
  const blocks = blocksOf(RECIPES);
  const run = findEntries(blocks, {});
  assert.ok(run);
  const fields = fieldsOf(blocks, run);
  const titleField = fields[blocks.findIndex((b) => b.text.startsWith('Recipe 3'))];
  assert.equal(titleField, 'div.card>a.>span.title');
  assert.equal(fields[blocks.findIndex((b) => b.text.startsWith('Dinner'))], '');
  const byConstant = fieldVerdicts(blocks, run, { entriesConstant: 3 });
  const save = blocks.findIndex((b) => b.text === 'Save');
  assert.equal(byConstant[save], FURNITURE);
  assert.equal(byConstant[blocks.findIndex((b) => b.text.startsWith('Recipe 5'))], 0);
  assert.deepEqual([...fieldVerdicts(blocks, run, {})], new Array(blocks.length).fill(0));
});

// A thread: the question, then the replies in a container named like an article's comments.
const post = (i: number) =>
  `<article class="reply"><a href="/u/${i}">user${i}</a><p>Reply number ${i}: I went there last spring and the trains were easy to use, book ahead.</p></article>`;
const THREAD = `<html><body><main><article class="topic"><h1>First trip to Japan</h1><p>We plan three weeks in spring, where should we go, and how should we travel between the cities?</p></article>
<section id="replies">${times(6, post)}</section></main></body></html>`;

test('entries: the posts of a declared forum thread, under a comment-like container, with entriesKind', () => {
  const blocks = blocksOf(THREAD);
  assert.equal(findEntries(blocks, {}), null);
  assert.equal(findEntries(blocks, { entriesKind: 1 }, 'article'), null);
  const run = findEntries(blocks, { entriesKind: 1 }, 'forum');
  assert.ok(run);
  assert.equal(textsIn(blocks, run.inside).filter((t) => t.startsWith('Reply')).length, 6);
  assert.ok(listingFirst(run, { entriesKind: 1 }, 'forum'));
  assert.ok(!listingFirst(run, { entriesKind: 0 }, 'forum'));
  // Article mode would keep the question alone; the declared thread keeps every post.
  const post = posteriors(blocks, (b) => (b.text.startsWith('We plan') ? 0.1 : 0.7));
  const params: AutoParams = {
    keepBelow: 0.5,
    region: 0,
    article: 1,
    articleClean: 1,
    entries: 1,
    entriesKind: 1,
  };
  const forum = { schemaTypes: ['DiscussionForumPosting'], ogType: null };
  assert.equal(
    kept(blocks, secondPass(blocks, post, LABELS, params, forum)).filter((t) => t.startsWith('Reply')).length,
    6,
  );
});

test('entries: entriesKind 2 leaves article mode out on a declared thread and keeps the CRF labels of the posts', () => {
  // The question in its own region, with words enough to be taken as an article; the replies after it.
  const question = times(
    3,
    () =>
      '<p>We plan three weeks in spring, where should we go, and how should we travel, by train or by car, between the cities?</p>',
  );
  const blocks = blocksOf(
    THREAD.replace(/<p>We plan[^<]*<\/p>/, question)
      .replace('</article>\n<section', '</article></main>\n<section')
      .replace('</section></main>', '</section>'),
  );
  const forum = { schemaTypes: ['QAPage'], ogType: null };
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleClean: 1, entries: 1 };
  // The CRF keeps the posts and drops their authors' names.
  const post = posteriors(blocks, (b) => (b.text.startsWith('user') ? 0.9 : 0.2));
  const replies = (k: number) =>
    kept(blocks, secondPass(blocks, post, LABELS, { ...params, entriesKind: k }, forum));
  const two = replies(2);
  assert.equal(two.filter((t) => t.startsWith('Reply')).length, 6);
  assert.ok(!two.some((t) => t.startsWith('user')));
  assert.equal(replies(1).filter((t) => t.startsWith('user')).length, 6);
  // Without it, article mode keeps the question alone.
  assert.equal(replies(0).filter((t) => t.startsWith('Reply')).length, 0);
});

test('entries: a comment list under an article is no listing, even when it holds most of the page', () => {
  const comments = `<html><body><div class="wrap-footer"><article><p>A short article of a few lines, on a topic that drew many comments.</p></article>
<ol class="commentlist">${times(8, (i) => `<li class="comment"><a href="/c${i}">reader${i}</a><p>Comment ${i}: a long opinion of the reader about the article, with many words in it.</p></li>`)}</ol></div></body></html>`;
  const blocks = blocksOf(comments);
  const run = findEntries(blocks, { entriesWrapperShare: 0.5 });
  assert.ok(run === null || !textsIn(blocks, run.inside).some((t) => t.startsWith('Comment')));
});

test('entries: a promo bar of inline spans is no listing with entriesBlockOnly; cards and links are', () => {
  const bar = `<div class="promo">${times(
    12,
    (i) =>
      `<span class="promo-text">Free shipping on orders over ${40 + i} pounds, see our delivery page for more</span>`,
  )}</div>`;
  const cards = `<ul>${times(5, (i) => `<li class="card">Walking boot model ${i} in brown leather for the hills</li>`)}</ul>`;
  const blocks = blocksOf(`<html><body>${bar}<p>Our boots.</p>${cards}</body></html>`);
  const spans = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(spans);
  assert.equal(spans.roots[0].name, 'span', 'the bar is the largest run by default');
  const blockOnly = findEntries(blocks, { entriesShare: 0.1, entriesBlockOnly: 1 });
  assert.ok(blockOnly);
  assert.equal(blockOnly.roots[0].name, 'li');
  // A link wrapping a whole card is an entry still.
  const linked = blocksOf(
    `<html><body><div class="grid">${times(6, (i) => `<a class="card" href="/p${i}">Trail boot model ${i} in brown leather</a>`)}</div></body></html>`,
  );
  assert.equal(findEntries(linked, { entriesBlockOnly: 1 })?.roots[0].name, 'a');
});

test('entries: a grid in a screen-reader-only box or a modal is no listing with entriesSkipShut', () => {
  const grid = (cls: string, word: string) =>
    `<div class="${cls}"><ul>${times(6, (i) => `<li><a href="/${word}${i}">${word} entry number ${i} of the shut box</a></li>`)}</ul></div>`;
  const page = (shut: string) =>
    `<html><body>${shut}<main><h1>Chargers</h1><p>${times(8, () => 'Our chargers and cables, tested, ')}</p><div class="grid">${times(4, (i) => `<div class="card"><h3>Charger ${i}</h3><p>A wall charger, two ports.</p></div>`)}</div></main></body></html>`;
  for (const cls of ['visually-hidden', 'modal-wrapper brands', 'brand_modal']) {
    const blocks = blocksOf(page(grid(cls, 'Menu')));
    const before = findEntries(blocks, {});
    assert.ok(before && textsIn(blocks, before.inside).some((t) => t.startsWith('Menu')), cls);
    const after = findEntries(blocks, { entriesSkipShut: 1 });
    assert.ok(after, cls);
    assert.ok(
      textsIn(blocks, after.inside).some((t) => t.startsWith('Charger')),
      cls,
    );
  }
  // A wrapper named so (a <body> class `overlay-modal-shown`) holding most of the page is no modal.
  const wrapped = blocksOf(page('').replace('<main>', '<main class="overlay-modal-shown">'));
  assert.ok(findEntries(wrapped, { entriesSkipShut: 1 }));
});

test('entries: a brand modal does not count in the page a run is weighed against with entriesPageFurniture', () => {
  const modal = `<div class="brand_modal"><ul>${times(40, (i) => `<li><a href="/b${i}">Brand ${i} name</a></li>`)}</ul></div>`;
  const html = `<html><body>${modal}<main><h1>Chargers</h1><div class="grid">${times(6, (i) => `<div class="card"><a href="/p${i}">Charger ${i}</a><p>A wall charger by a brand.</p></div>`)}</div></main><p>${times(20, () => 'Shipping and returns, in five words. ')}</p></body></html>`;
  const blocks = blocksOf(html);
  const params = { entriesShare: 0.1, entriesSkipShut: 1 };
  const plain = findEntries(blocks, params);
  assert.ok(plain);
  assert.equal(plain.shownWords, plain.pageWords);
  // The grid holds under a fifth of every word on the page, the modal's brands included, a quarter of what shows.
  assert.ok(plain.words < 0.2 * plain.pageWords);
  const run = findEntries(blocks, { ...params, entriesPageFurniture: 1 });
  assert.ok(run);
  assert.equal(run.pageWords, plain.pageWords);
  assert.ok(run.words >= 0.25 * run.shownWords);
});

test('entries: a mega-menu and footer do not count in the run search share with entriesPageFurniture 3', () => {
  const menu = `<header><nav><ul>${times(30, (i) => `<li><a href="/c${i}">Category ${i} of the shop</a></li>`)}</ul></nav></header>`;
  const footer = `<footer><p>${times(20, () => 'About us, careers, stores, gift cards. ')}</p></footer>`;
  const html = `<html><body>${menu}<main><h1>Chargers</h1><div class="grid">${times(6, (i) => `<div class="card"><a href="/p${i}">Charger ${i}</a><p>A wall charger.</p></div>`)}</div></main>${footer}</body></html>`;
  const blocks = blocksOf(html);
  const params = { entriesShare: 0.2 };
  assert.equal(findEntries(blocks, { ...params, entriesPageFurniture: 2 }), null);
  const run = findEntries(blocks, { ...params, entriesPageFurniture: 3 });
  assert.ok(run && textsIn(blocks, run.inside).some((t) => t.startsWith('A wall charger')));
  // Not on a page declaring a product: its runs are pickers and carousels.
  assert.equal(findEntries(blocks, { ...params, entriesPageFurniture: 3 }, 'product'), null);
});
