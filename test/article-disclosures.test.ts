import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findArticleRegion } from '../src/clean/article/region.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const prose = (k: number) =>
  `<p>Our recruiters search, screen and place engineers for growing teams, part ${k}, and each search is run by a specialist of the field.</p>`;
// A service page's FAQ as an accordion: each question is the button that opens its answer (WAI-ARIA's pattern).
const faq = (
  k: number,
) => `<div class="card"><h3><button class="btn" aria-expanded="false" aria-controls="a${k}">
How long does search number ${k} take?</button></h3><div id="a${k}" class="collapse"><p>It takes four weeks, from the
brief to the signed offer, for search number ${k}, and we report every week.</p></div></div>`;
const PAGE = `<html><body><div class="content"><section>${times(3, prose)}</section>
<section class="faqs"><h2>Frequently asked questions</h2>${times(3, faq)}
<form><button type="submit">Send the question form now</button></form></section></div></body></html>`;

const insideOf = (keepDisclosures: number) => {
  const blocks = blocksOf(PAGE);
  const region = findArticleRegion(blocks, true, null, false, 0, 0, { keepDisclosures });
  assert.ok(region);
  return (start: string) => region.inside[blocks.findIndex((b) => b.text.startsWith(start))] === 1;
};

test('article region: an accordion\u2019s questions stay with their answers', () => {
  const inside = insideOf(1);
  assert.ok(inside('How long does search number 0 take?'));
  assert.ok(inside('How long does search number 2 take?'));
  assert.ok(inside('It takes four weeks'));
  // A form's submit button is no disclosure: it goes, as Readability.js removes every button.
  assert.ok(!inside('Send the question form now'));
});

test('article region: without the setting every button goes, as in Readability.js', () => {
  const inside = insideOf(0);
  assert.ok(!inside('How long does search number 0 take?'));
  assert.ok(inside('It takes four weeks'));
});

test('article region: an accordion question named only by its class stays at setting 2', () => {
  const page = PAGE.replace(/ aria-expanded="false" aria-controls="a\d"/g, '').replace(
    /class="btn"/g,
    'class="faq-question"',
  );
  const blocks = blocksOf(page);
  const inside = (level: number) => {
    const region = findArticleRegion(blocks, true, null, false, 0, 0, { keepDisclosures: level });
    assert.ok(region);
    return (
      region.inside[blocks.findIndex((b) => b.text.startsWith('How long does search number 1 take?'))] === 1
    );
  };
  assert.ok(!inside(1));
  assert.ok(inside(2));
});
