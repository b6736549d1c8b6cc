import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number, cls = `story-text story-text-${k}`) =>
  `<p class="${cls}">Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes.</p>`;
// A news story whose body holds a photo gallery after its second paragraph: the CRF keeps the first two
// paragraphs and drops the rest of the body with confidence (p(o) 0.97, above article mode's rescue). A
// paragraph of another class (the credit line) and a paragraph of links stay dropped.
const STORY =
  `<html><body><div class="story">${para(1)}${para(2)}` +
  `<div class="gallery"><figure><figcaption>A photo of the scene, one of many in the gallery.</figcaption></figure></div>` +
  `${para(3)}${para(4)}` +
  `<p class="story-text"><a href="/a">More stories about the scene</a> and <a href="/b">the people who live there</a></p>` +
  `<p class="credit">Reporting by the news desk with help from several correspondents in the region.</p>` +
  `</div></body></html>`;
const pO = (t: string) => (t.startsWith('Paragraph 1') || t.startsWith('Paragraph 2') ? 0.1 : 0.97);
const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleRescueBelow: 0.9 };

test('alike paragraphs: the body paragraphs after a gallery, built like the kept ones, come back', () => {
  const blocks = blocksOf(STORY);
  const probs = posteriors(blocks, (b) => pO(b.text));
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(!before.some((t) => t.startsWith('Paragraph 3')), `${before}`);
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleAlikeParagraphs: 8 }));
  assert.ok(
    after.some((t) => t.startsWith('Paragraph 3')) && after.some((t) => t.startsWith('Paragraph 4')),
    `${after}`,
  );
  assert.ok(!after.some((t) => t.startsWith('More stories')), `${after}`);
  assert.ok(!after.some((t) => t.startsWith('Reporting')), `${after}`);
});

test('alike paragraphs: one kept paragraph is not enough to tell the body', () => {
  const html = `<html><body><div class="story">${para(1)}${para(3)}${para(4)}</div></body></html>`;
  const blocks = blocksOf(html);
  const probs = posteriors(blocks, (b) => pO(b.text));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleAlikeParagraphs: 8 }));
  assert.ok(!after.some((t) => t.startsWith('Paragraph 3')), `${after}`);
});

/** The kept texts of `html` with the step on, with or without `articleAlikeParagraphsMixed`. */
function keptTexts(html: string, mixed: number): string[] {
  const blocks = blocksOf(html);
  const probs = posteriors(blocks, (b) => pO(b.text));
  return kept(
    blocks,
    secondPass(blocks, probs, LABELS, {
      ...params,
      articleAlikeParagraphs: 8,
      articleAlikeParagraphsMixed: mixed,
    }),
  );
}

test('alike paragraphs, mixed: a classless dateline paragraph and one kept story paragraph tell the body', () => {
  // CNN's shape: the body opens on a classless `<p>` (the dateline's paragraph), then the site's classed
  // paragraphs; the CRF keeps the first two and drops the rest beside a photo box. One kept paragraph of the
  // class is enough when the parent holds two kept paragraphs; the credit line of another class stays out.
  const html =
    `<html><body><div class="story">` +
    `<p>Paragraph 1 of the story, the dateline's, long enough to be its running text, and on it goes.</p>` +
    `${para(2)}<div class="photo"><img alt="x"><div>A photo of the scene, one of many in the box here.</div></div>` +
    `${para(3)}${para(4)}` +
    `<p class="credit">Reporting by the news desk with help from several correspondents in the region.</p>` +
    `</div></body></html>`;
  const off = keptTexts(html, 0);
  assert.ok(!off.some((t) => t.startsWith('Paragraph 3')), `${off}`);
  const on = keptTexts(html, 1);
  assert.ok(
    on.some((t) => t.startsWith('Paragraph 3')) && on.some((t) => t.startsWith('Paragraph 4')),
    `${on}`,
  );
  assert.ok(!on.some((t) => t.startsWith('Reporting')), `${on}`);
});

test('alike paragraphs, mixed: one kept paragraph alone still is not enough', () => {
  const on = keptTexts(
    `<html><body><div class="story">${para(1)}${para(3)}${para(4)}</div></body></html>`,
    1,
  );
  assert.ok(!on.some((t) => t.startsWith('Paragraph 3')), `${on}`);
});
