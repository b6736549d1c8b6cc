import assert from 'node:assert/strict';
import { test } from 'node:test';
import { articleRegionOf } from '../src/clean/article/mode.js';
import { runBesideStory } from '../src/clean/entries-story-apart.js';
import { NO_SIGNALS } from '../src/clean/page-kind.js';
import { blocksOf, runOf } from './helpers/second-pass.js';

const sentence =
  'The committee met again on Tuesday, at some length, to weigh the plan for the new library on Main Street.';
// A box of other stories' links in a column of its own.
const links = `<div id="side">${[1, 2, 3, 4, 5].map((k) => `<div class="more"><a href="/s${k}">Another story of the town, number ${k}</a></div>`).join('')}</div>`;
const story = (date: string) =>
  `<div id="main"><div class="story"><h1>Library plans</h1><p>${date}</p>${Array.from({ length: 3 }, () => `<p>${sentence}</p>`).join('')}</div></div>`;
const page = (date: string) => `<html><body>${story(date)}${links}</body></html>`;

const beside = (html: string, least: number, pO = 0.95) => {
  const blocks = blocksOf(html);
  const run = runOf(blocks, 'more');
  const po = blocks.map(() => pO);
  return runBesideStory(blocks, run, po, () => articleRegionOf(blocks, {}, null), NO_SIGNALS, {
    entriesSkipStoryApart: least,
  });
};

test('a run of links apart from a dated story is no listing', () => {
  assert.equal(beside(page('November 12, 2012'), 0), false, 'off');
  assert.equal(beside(page('November 12, 2012'), 0.75), true);
});

test('an undated intro, or a run the CRF keeps, leave the run a listing', () => {
  assert.equal(beside(page('A few words on the plan'), 0.75), false, 'no date by the region');
  assert.equal(beside(page('November 12, 2012'), 0.75, 0.3), false, 'the CRF keeps the run');
});
