import assert from 'node:assert/strict';
import { test } from 'node:test';
import { articleRegionOf } from '../src/clean/article/mode.js';
import { postBesideTeasers } from '../src/clean/article/teaser-run-post.js';
import { blocksOf, runOf } from './helpers/second-pass.js';

const sentence =
  'The committee met again on Tuesday, at some length, to weigh the plan for the new library on Main Street.';
// A slider of the blog's other posts: a linked title and a line of excerpt each.
const card = (k: number, link = true) =>
  `<li class="slide">${link ? `<a href="/post-${k}">Post number ${k}</a>` : `<b>Post number ${k}</b>`}<p>${sentence}</p></li>`;
const slider = (link = true) =>
  `<ul class="slides">${[1, 2, 3, 4, 5].map((k) => card(k, link)).join('')}</ul>`;
const story = (paragraphs: number) =>
  `<div class="post"><h1>Library plans</h1>${Array.from({ length: paragraphs }, () => `<p>${sentence}</p>`).join('')}</div>`;
const page = (paragraphs: number, link = true) =>
  `<html><body><div id="top">${slider(link)}</div><div id="content">${story(paragraphs)}</div></body></html>`;

const found = (html: string, minWords: number) => {
  const blocks = blocksOf(html);
  const run = runOf(blocks, 'slide');
  const region = postBesideTeasers(blocks, run, () => articleRegionOf(blocks, {}, null), null, minWords);
  return region ? blocks.filter((_, i) => region.inside[i]).map((b) => b.text) : null;
};

test('a story of running text beside a run of teaser cards is the article', () => {
  assert.equal(found(page(8), 0), null, 'off');
  const region = found(page(8), 100);
  assert.ok(region, 'found');
  assert.ok(
    region.every((t) => !t.startsWith('Post number')),
    `${region}`,
  );
  assert.equal(region.filter((t) => t === sentence).length, 8);
});

test('a short intro beside the cards, or cards that link nowhere, leave the run a listing', () => {
  assert.equal(found(page(2), 100), null, 'too few words of running text');
  assert.equal(found(page(8), 500), null, 'shorter than asked');
  assert.equal(found(page(8, false), 100), null, 'the entries carry no link');
});

test('cards with an excerpt of a few sentences are teasers beside a dated story under `articleBesideTeasersCard`', () => {
  // Each card: a linked title and three sentences (66 words), over the 60 words a card holds by default.
  const longCard = (k: number) =>
    `<li class="slide"><a href="/post-${k}">Post number ${k}</a><p>${sentence} ${sentence} ${sentence}</p></li>`;
  const cards = `<ul class="slides">${[1, 2, 3, 4, 5].map(longCard).join('')}</ul>`;
  const post = (date: string) =>
    `<div class="post"><h1>Library plans</h1>${date}${Array.from({ length: 20 }, () => `<p>${sentence}</p>`).join('')}</div>`;
  const regionOf = (dated: boolean) => {
    const html = `<html><body><div id="top">${cards}</div><div id="content">${post(dated ? '<p class="date">Wednesday, November 7, 2012</p>' : '')}</div></body></html>`;
    const blocks = blocksOf(html);
    const run = runOf(blocks, 'slide');
    return (card: number) => {
      const region = postBesideTeasers(blocks, run, () => articleRegionOf(blocks, {}, null), null, 100, card);
      return region ? blocks.filter((b, i) => region.inside[i] && b.text === sentence).length : null;
    };
  };
  assert.equal(regionOf(true)(0), null, 'default: cards too long');
  assert.equal(regionOf(true)(100), 20, 'dated story, 100 words a card');
  assert.equal(regionOf(false)(100), null, 'undated text beside long cards: a category page');
});
