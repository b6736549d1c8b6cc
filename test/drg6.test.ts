import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// `articleAlikeParagraphsCousins`: a story paged into two `div.pageprint` containers (the second swapped in by a
// script), the CRF keeping the first page's paragraphs and dropping the second page's with confidence. The second
// page's paragraphs come back; a sibling box of another class stays out, and so does a classless twin at 1.
const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes.</p>`;
const STORY =
  `<html><body><div class="story"><div class="pageprint">${para(1)}${para(2)}${para(3)}</div>` +
  `<div class="pageprint">${para(4)}${para(5)}</div>` +
  `<div class="promo"><p>Promo text of the site, long enough to be read as running text, and on it goes.</p></div>` +
  `</div></body></html>`;
// The same story in classless twin containers.
const BARE = STORY.replace(/ class="pageprint"/g, '');
const pO = (t: string) => (/^Paragraph [123] /.test(t) ? 0.1 : 0.97);
const params: AutoParams = {
  keepBelow: 0.5,
  region: 0,
  article: 1,
  articleRescueBelow: 0.9,
  articleAlikeParagraphs: 4,
};

function keptTexts(cousins: number, html = STORY): string[] {
  const blocks = blocksOf(html);
  const probs = posteriors(blocks, (b) => pO(b.text));
  return kept(
    blocks,
    secondPass(blocks, probs, LABELS, { ...params, articleAlikeParagraphsCousins: cousins }),
  );
}

test('alike paragraphs, cousins: off, the second page of the story stays dropped', () => {
  const out = keptTexts(0);
  assert.ok(!out.some((t) => t.startsWith('Paragraph 4')), `${out}`);
});

test('alike paragraphs, cousins: the second page of the story comes back, the promo box does not', () => {
  const out = keptTexts(1);
  assert.ok(
    out.some((t) => t.startsWith('Paragraph 4')) && out.some((t) => t.startsWith('Paragraph 5')),
    `${out}`,
  );
  assert.ok(!out.some((t) => t.startsWith('Promo')), `${out}`);
  const bare = keptTexts(1, BARE);
  assert.ok(!bare.some((t) => t.startsWith('Paragraph 4')), `${bare}`);
});

test('alike paragraphs, cousins 2: classless twin containers too', () => {
  const out = keptTexts(2, BARE);
  assert.ok(
    out.some((t) => t.startsWith('Paragraph 4')),
    `${out}`,
  );
});
