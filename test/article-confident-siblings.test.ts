import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes, again.</p>`;
// A page builder cuts the body into sibling sections: the intro's section (with a table of contents, all
// links) scores low, the body's section is the article region. The CRF keeps the intro with confidence.
const toc = `<ul>${[1, 2, 3, 4, 5, 6].map((k) => `<li><a href="#s${k}">Section number ${k} of the guide</a></li>`).join('')}</ul>`;
const body = [1, 2, 3, 4, 5, 6, 7, 8].map(para).join('');
const PAGE = `<html><body><div class="builder"><div class="intro-section"><p>The intro paragraph, sure to be running text, tells what the guide is about, and why.</p>${toc}</div><div class="body-section">${body}</div></div><div class="sidebar"><p>A sidebar paragraph of running text the CRF also keeps, with a clause, and more.</p></div></body></html>`;
const pO = (t: string) =>
  t.startsWith('The intro') || t.startsWith('Paragraph') ? 0.05 : t.startsWith('A sidebar') ? 0.2 : 0.9;

test('confident siblings: running text the CRF is sure of beside the region stays', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, (b) => pO(b.text));
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleRescueBelow: 0.9 };
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(
    before.some((t) => t.startsWith('Paragraph 1')),
    `${before}`,
  );
  assert.ok(!before.some((t) => t.startsWith('The intro')), `${before}`);
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleSiblings: 0.1 }));
  assert.ok(
    after.some((t) => t.startsWith('The intro')),
    `${after}`,
  );
  // Less sure, and not beside the region's container: still out.
  assert.ok(!after.some((t) => t.startsWith('A sidebar')), `${after}`);
});
