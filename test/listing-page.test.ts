import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { findEntries } from '../src/clean/entries.js';
import { runIsListing } from '../src/clean/listing-page.js';
import { ARTICLE_AND_ENTRIES, blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const INTRO =
  '<p>This is an index of notable programming languages, in current or historical use, with a line or two about each one, sorted by name, and kept up to date by its editors, who add new ones, remove old ones and fix the links, as well as they can.</p>';

// A "List of …" page: an intro paragraph, then many short entries that are mostly links.
const listPage = (n: number) =>
  `<html><body><div id="content"><h1>List of languages</h1>${INTRO}<ul>${times(
    n,
    (i) => `<li class="entry"><a href="/wiki/L${i}">Language number ${i}</a> by its makers</li>`,
  )}</ul></div></body></html>`;

// A news article followed by its comments: as many entries, but running text, not links.
const commentPage = (n: number) =>
  `<html><body><div id="content"><h1>A story</h1>${INTRO}<ul>${times(
    n,
    (i) => `<li class="entry">Reader ${i} says this story is good and well told</li>`,
  )}</ul></div></body></html>`;

const params = {
  entriesListingShare: 0.4,
  entriesListingMin: 15,
  entriesListingLinks: 0.4,
  entriesListingMaxEntry: 0.2,
};

test('listing page: a large run of many linked entries is a list page', () => {
  const blocks = blocksOf(listPage(30));
  const run = findEntries(blocks, {});
  assert.ok(run);
  assert.ok(runIsListing(blocks, run, params));
  assert.ok(!runIsListing(blocks, run, { ...params, entriesListingShare: 0 }), 'off by default');
  assert.ok(!runIsListing(blocks, run, { ...params, entriesListingShare: 0.99 }), 'share too small');
  assert.ok(!runIsListing(blocks, run, { ...params, entriesListingMin: 31 }), 'too few entries');
  assert.ok(!runIsListing(blocks, null, params));
});

test('listing page: comments (running text) and a short teaser box are not', () => {
  const comments = blocksOf(commentPage(30));
  assert.ok(!runIsListing(comments, findEntries(comments, {}), params));
  const teasers = blocksOf(listPage(6));
  assert.ok(!runIsListing(teasers, findEntries(teasers, {}), params));
});

test('listing page: the second pass keeps the run beside the intro article mode took', () => {
  const blocks = blocksOf(listPage(30));
  // The CRF keeps the intro and drops the link entries, as it does on such pages.
  const post = posteriors(blocks, (b) => (b.linkWords > 0 || b.text.includes('by its makers') ? 0.9 : 0.1));
  const base = ARTICLE_AND_ENTRIES;
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(before.some((t) => t.startsWith('This is an index')));
  assert.ok(!before.some((t) => t.startsWith('Language number')));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, ...params }));
  assert.ok(after.some((t) => t.startsWith('This is an index')));
  assert.equal(after.filter((t) => t.startsWith('Language number')).length, 30);
});

test('listing page: layout columns, one holding the article, are not a list', () => {
  // 16 alike columns of links, one of which holds the article's long text.
  const html = `<html><body><div id="page">${times(
    15,
    (i) =>
      `<div class="col"><a href="/s${i}">Section ${i} of the site</a> <a href="/t${i}">and more</a></div>`,
  )}<div class="col"><a href="/a">Story</a>${INTRO.repeat(6)}</div></div></body></html>`;
  const blocks = blocksOf(html);
  const run = findEntries(blocks, {});
  assert.ok(run);
  assert.ok(runIsListing(blocks, run, { ...params, entriesListingLinks: 0, entriesListingMaxEntry: 1 }));
  assert.ok(!runIsListing(blocks, run, { ...params, entriesListingLinks: 0 }));
});
