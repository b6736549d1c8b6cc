import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A stock note's body (`articleAlikeParagraphsSingle`): the CRF keeps its long first paragraph and drops the
// rest beside an inline chart and an offer line (p(o) 0.97). With one kept paragraph `articleAlikeParagraphs`
// cannot tell the body; a long one directly in the article's top container can. An author box inside the same
// container keeps its long bio, but its short "who has written" line stays out: its parent is not the top.
const LONG =
  'Paragraph 1 of the note: in trading on Thursday, shares of the company crossed above their two hundred day ' +
  'moving average, changing hands as high as a new price per share, and the shares are now trading up about ' +
  'one percent on the day.';
const STORY =
  `<html><body><div class="page"><div class="body"><p>${LONG}</p>` +
  `<p><a href="/offer">Click here to find out which other stocks recently crossed above their averages</a></p>` +
  `<p><img src="chart.png" alt="chart"></p>` +
  `<p>Paragraph 2 of the note, looking at the chart above, the low point in its range is far below today.</p>` +
  `<p>Paragraph 3 of the note, according to the fund finder, the company is part of several large funds.</p>` +
  `<div class="author_info"><p>Bio: the writer runs a research site on energy stocks, covering the sector ` +
  `with daily notes, charts and data about the companies, their funds and their shares for many years now.</p>` +
  `<p>Writer who has written many more posts on this site.</p></div>` +
  `</div><div class="aside"><a href="/more">More notes</a></div></div></body></html>`;
const pO = (t: string) => (t.startsWith('Paragraph 1') || t.startsWith('Bio:') ? 0.1 : 0.97);
const params: AutoParams = {
  keepBelow: 0.5,
  region: 0,
  article: 1,
  articleRescueBelow: 0.9,
  articleAlikeParagraphs: 8,
};

function keptTexts(single: number): string[] {
  const blocks = blocksOf(STORY);
  const probs = posteriors(blocks, (b) => pO(b.text));
  return kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleAlikeParagraphsSingle: single }));
}

test('alike paragraphs, single: a long kept paragraph in the top container tells the body', () => {
  const off = keptTexts(0);
  assert.ok(!off.some((t) => t.startsWith('Paragraph 2')), `${off}`);
  const on = keptTexts(30);
  assert.ok(
    on.some((t) => t.startsWith('Paragraph 2')) && on.some((t) => t.startsWith('Paragraph 3')),
    `${on}`,
  );
  assert.ok(!on.some((t) => t.startsWith('Click here')), `${on}`);
  assert.ok(!on.some((t) => t.startsWith('Writer who')), `${on}`);
});

test('alike paragraphs, single: a short kept paragraph is not enough', () => {
  const on = keptTexts(60);
  assert.ok(!on.some((t) => t.startsWith('Paragraph 2')), `${on}`);
});
