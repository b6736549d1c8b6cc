import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const BODY = [
  'The council met on Tuesday, and after a long debate, voted to keep the library open on Sundays, as many residents had asked in a petition signed by thousands.',
  'Funding, which had been the main objection, will come from the parks budget, the mayor said, at least for a year, and the library will then ask for a grant.',
  'Opponents said, however, that the decision was rushed, that the parks would suffer, and that they would ask for another vote in the spring, when the budget is set.',
];

/** A post whose container holds its headline, byline, date line, body and comments (the region is the post). */
function page(byline: string, date: string, lang = 'en'): string {
  return `<html lang="${lang}"><head><title>Library stays open on Sundays - Town News</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>
<div class="post"><h1>Library stays open on Sundays</h1>${byline}<p class="meta">${date}</p>
${BODY.map((p) => `<p>${p}</p>`).join('')}
<div id="comments"><p>I am so glad, thank you to everyone who signed the petition, and to the council.</p></div></div>
</body></html>`;
}

const base: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleClean: 0, articleTitle: 0 };
const run = (html: string, params: Partial<AutoParams>) => {
  const blocks = blocksOf(html);
  // A CRF that keeps every line but the menu.
  const post = posteriors(blocks, (b) => (b.text === 'Home' || b.text === 'News' ? 0.9 : 0.2));
  return kept(blocks, secondPass(blocks, post, LABELS, { ...base, ...params }));
};

test('articleByline: a marked byline goes (1), and a date line above the body too (2); off keeps both', () => {
  const html = page('<div class="byline">By <a href="/author/jane-doe">Jane Doe</a></div>', 'March 3, 2024');
  const off = run(html, {});
  assert.ok(off.some((t) => t.includes('Jane Doe')));
  assert.ok(off.includes('March 3, 2024'));
  const one = run(html, { articleByline: 1 });
  assert.ok(!one.some((t) => t.includes('Jane Doe')));
  assert.ok(one.includes('March 3, 2024'));
  const two = run(html, { articleByline: 2 });
  assert.ok(!two.some((t) => t.includes('Jane Doe') || t.includes('March 3, 2024')));
  // The body stays whole, the paragraph that names a date included.
  for (const p of BODY) assert.ok(two.includes(p));
});

test('articleByline reads the markup and the date, not English words: a German page', () => {
  const html = page('<span class="author">Von Hans Müller</span>', '3. März 2024, 14:05 Uhr', 'de');
  const off = run(html, {});
  assert.ok(off.some((t) => t.includes('Hans Müller')));
  assert.ok(off.some((t) => t.includes('März')));
  const two = run(html, { articleByline: 2 });
  assert.ok(!two.some((t) => t.includes('Hans Müller') || t.includes('März')));
  for (const p of BODY) assert.ok(two.includes(p));
});

test('articleByline leaves a page not taken as an article alone', () => {
  const html = page('<div class="byline">By Jane Doe</div>', 'March 3, 2024');
  // No article mode: nothing is dropped as furniture.
  const noArticle = run(html, { article: 0, articleByline: 2 });
  assert.ok(noArticle.some((t) => t.includes('Jane Doe')));
});

test('articleStripUnlikely: comments inside the post container are outside the article', () => {
  const html = page('', '');
  assert.ok(run(html, {}).some((t) => t.startsWith('I am so glad')));
  const strip = run(html, { articleStripUnlikely: 1 });
  assert.ok(!strip.some((t) => t.startsWith('I am so glad')));
  for (const p of BODY) assert.ok(strip.includes(p));
});
