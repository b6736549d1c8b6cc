import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A review page's header: a page builder's author box (a name heading, a line about the writer), then the
// review's paragraphs. The author box step drops the box; the heading step then brings its name heading back,
// as the block below it is kept.
const para = (k: number) =>
  `<p>Paragraph ${k} of the review of mattresses for side sleepers, long enough to be running text.</p>`;
const PAGE = `<html><body><div class="page"><h1>The best mattress for side sleepers</h1>
<div class="elementor-author-box"><div class="elementor-author-box__text">
<h4 class="elementor-author-box__name">Lance Ryan, content manager</h4></div></div>
${[1, 2, 3, 4].map(para).join('')}</div></body></html>`;

const NAME = 'Lance Ryan, content manager';

test('authorBoxLate drops an author box heading a later step brought back', () => {
  const blocks = blocksOf(PAGE);
  // The CRF keeps the paragraphs and the page heading, and drops the box's heading.
  const post = posteriors(blocks, (b) => (b.text === NAME ? 0.9 : 0.1));
  const base = { keepBelow: 0.5, region: 0, articleAuthorBox: 2, leadHeadings: 12 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(before.includes(NAME), before.join(' | '));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, authorBoxLate: 1 }));
  assert.ok(!after.includes(NAME), after.join(' | '));
  assert.equal(after.length, before.length - 1);
});
