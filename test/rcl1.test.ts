import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes.</p>`;
const item = (k: number) =>
  `<li>Item ${k} of the body's list, a sentence of running text with words enough to count here.</li>`;
// A story whose list sits between two kept paragraphs; the CRF drops its items with confidence, and a caption
// in a figure between the same paragraphs.
const STORY = `<html><body><article class="story">${para(1)}${para(2)}<ul>${item(1)}${item(2)}</ul><figure><img src="a.jpg"><figcaption>Item 9 is a picture's caption, long enough to be a sentence of text too.</figcaption></figure>${para(3)}${para(4)}</article></body></html>`;
const pO = (t: string) => (t.startsWith('Paragraph') ? 0.1 : 0.95);
const BASE: AutoParams = {
  keepBelow: 0.5,
  region: 0,
  article: 1,
  articleRescueBelow: 0.9,
  articleSandwich: 8,
};

function keptTexts(html: string, params: AutoParams): string[] {
  const blocks = blocksOf(html);
  return kept(
    blocks,
    secondPass(
      blocks,
      posteriors(blocks, (b) => pO(b.text)),
      LABELS,
      params,
    ),
  );
}

test('sandwich nested: list items between kept paragraphs come back only with articleSandwichNested, a caption never', () => {
  const before = keptTexts(STORY, BASE);
  assert.ok(!before.some((t) => t.startsWith('Item 1')), `${before}`);
  const after = keptTexts(STORY, { ...BASE, articleSandwichNested: 1 });
  assert.ok(
    after.some((t) => t.startsWith('Item 1')) && after.some((t) => t.startsWith('Item 2')),
    `${after}`,
  );
  assert.ok(!after.some((t) => t.startsWith('Item 9')), `${after}`);
});
