import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const BODY = [
  'The council met on Tuesday, and after a long debate, voted to keep the library open on Sundays, as many residents had asked in a petition signed by thousands.',
  'Funding, which had been the main objection, will come from the parks budget, the mayor said, at least for a year, and the library will then ask for a grant.',
  'Opponents said, however, that the decision was rushed, that the parks would suffer, and that they would ask for another vote in the spring, when the budget is set.',
];

/** A post whose container holds its headline, body, a social box and the comments (the region is the post). */
const PAGE = `<html><head><title>Library stays open on Sundays - Town News</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>
<div class="post"><h1>Library stays open on Sundays</h1>
${BODY.map((p) => `<p>${p}</p>`).join('')}
<div class="social-box"><p>Follow the town news on every network you use, every day of the week.</p></div>
<div id="comments"><p>I am so glad, thank you to everyone who signed the petition, and to the council.</p></div></div>
</body></html>`;

const base: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleClean: 0, articleTitle: 0 };
const run = (html: string, params: Partial<AutoParams>) => {
  const blocks = blocksOf(html);
  // A CRF that keeps every line but the menu.
  const post = posteriors(blocks, (b) => (b.text === 'Home' || b.text === 'News' ? 0.9 : 0.2));
  return kept(blocks, secondPass(blocks, post, LABELS, { ...base, ...params }));
};

test('articleStripUnlikely: unlikely containers inside the post (1), or its comments alone (2), are outside the article', () => {
  const off = run(PAGE, {});
  assert.ok(off.some((t) => t.startsWith('I am so glad')));
  assert.ok(off.some((t) => t.startsWith('Follow the town')));
  const all = run(PAGE, { articleStripUnlikely: 1 });
  assert.ok(!all.some((t) => t.startsWith('I am so glad') || t.startsWith('Follow the town')));
  const comments = run(PAGE, { articleStripUnlikely: 2 });
  assert.ok(!comments.some((t) => t.startsWith('I am so glad')));
  assert.ok(comments.some((t) => t.startsWith('Follow the town')));
  for (const strip of [all, comments]) for (const p of BODY) assert.ok(strip.includes(p));
});
