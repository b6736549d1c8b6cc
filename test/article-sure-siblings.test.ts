import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { findArticleRegion } from '../src/clean/article/region.js';
import { sureSiblingBlocks } from '../src/clean/article/sure-siblings.js';
import { parseHtml5 } from '../src/html/parse.js';

const prose = (k: number) =>
  `Section ${k} explains, in plain running text, how the command reads its clauses, which options apply, ` +
  `what the defaults are, and why the order of the clauses matters, with commas and enough words to score.`;

// A reference page (DocBook's layout): a navigation box, a synopsis of code alone above the section of prose,
// and a promotion after it.
const page = `<html><body><div class="refentry">
  <nav class="links"><a href="/a">Home</a> <a href="/b">Next page of the manual and the index of commands</a></nav>
  <div class="refsynopsisdiv"><h2>Synopsis</h2>
    <pre>SELECT [ ALL | DISTINCT ] <em>expression</em> [, ...]
    [ FROM <em>from_item</em> [, ...] ]
    [ WHERE <em>condition</em> ]
    [ GROUP BY <em>grouping_element</em> [, ...] ]
    [ ORDER BY <em>expression</em> [ ASC | DESC ] ]</pre></div>
  <div class="refsect1"><h2>Description</h2>${[1, 2, 3, 4, 5, 6, 7].map((k) => `<p>${prose(k)}</p>`).join('')}</div>
  <div class="promo"><pre>Try the hosted service today with a free trial of thirty days and no card needed at all, and support from our team around the clock</pre></div>
</div></body></html>`;

test('a code-only section beside the region that the CRF is sure of joins it; one after it and a nav do not', () => {
  const blocks = buildBlocks(parseHtml5(page));
  const region = findArticleRegion(blocks);
  assert.ok(region);
  const at = (s: string) => blocks.findIndex((b) => b.text.startsWith(s));
  const synopsis = at('SELECT [ ALL');
  // Readability's scoring takes the section of prose, not the synopsis beside it: no paragraph.
  assert.equal(region.inside[at('Section 1')], 1);
  assert.equal(region.inside[synopsis], 0);
  const pO = Float64Array.from(blocks, () => 0.1);
  const marks = sureSiblingBlocks(blocks, region, pO, null, { articleSureSiblings: 0.3 });
  assert.equal(marks[synopsis], 1);
  assert.equal(marks[at('Synopsis')], 1);
  assert.equal(marks[at('Try the hosted')], 0);
  assert.equal(marks[at('Next page')], 0);
  // Off by default, and not when the CRF doubts it.
  assert.deepEqual([...sureSiblingBlocks(blocks, region, pO, null, {})].filter(Boolean), []);
  const doubt = Float64Array.from(blocks, (_, i) =>
    i >= at('Synopsis') && i < at('Description') ? 0.6 : 0.1,
  );
  assert.equal(sureSiblingBlocks(blocks, region, doubt, null, { articleSureSiblings: 0.3 })[synopsis], 0);
  // With trailing sections allowed, the promotion after the region comes back too.
  const trailing = sureSiblingBlocks(blocks, region, pO, null, {
    articleSureSiblings: 0.3,
    articleSureSiblingsTrailing: 1,
  });
  assert.equal(trailing[at('Try the hosted')], 1);
});
