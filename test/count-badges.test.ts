import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { countBadgeBlocks, isCountBadge } from '../src/clean/count-badges.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';

// Two cards of a shop's grid: title, price, the stars' count in parentheses, a screen-reader rating sentence.
const PAGE = `<html><body><main><ul class="grid">
<li class="card"><a href="/p/1"><h2>Wawona 6 Tent</h2></a><span class="price">$585.00</span>
<span class="count">(300)</span><span class="rating">300 reviews with an average rating of 4.5 out of 5 stars</span>
<p>Sleeps six (2 doors) with room to spare.</p></li>
<li class="card"><a href="/p/2"><h2>Skydome 4-Person Tent</h2></a><span class="price">$190.00</span>
<span class="count">(1,200)</span><span class="rating">1,200 reviews with an average rating of 4.4 out of 5 stars</span>
<p>Sets up in ten minutes.</p></li>
</ul><ul class="categories"><li><a href="/c/radios"><h2>Radios <mark class="count">(4)</mark></h2></a></li>
<li><a href="/c/tents">Tents</a> <span class="count">(12)</span></li></ul><p>(2)</p></main></body></html>`;

function blocksOf(html: string) {
  const doc = parseHtml5(html);
  preclean(doc, { keepMenus: false });
  return buildBlocks(doc);
}

test('count badges: a bare parenthesised count is one, a count inside a sentence or a price is not', () => {
  assert.ok(isCountBadge('(245)'));
  assert.ok(isCountBadge('(1,234)'));
  assert.ok(!isCountBadge('(55.7K)'));
  assert.ok(!isCountBadge('(2 doors)'));
  assert.ok(!isCountBadge('$585.00 (300)'));
  assert.ok(!isCountBadge('(a)'));
});

test('count badges: the cards lose their counts; a category count after its name stays, and outside the run nothing goes', () => {
  const blocks = blocksOf(PAGE);
  const kept = blocks.map(() => true);
  const inside = blocks.map((b) => !b.text.startsWith('(2)'));
  const marked = countBadgeBlocks(blocks, kept, inside);
  const dropped = blocks.filter((_, i) => marked[i]).map((b) => b.text);
  assert.deepEqual(dropped, ['(300)', '(1,200)']);
  const everywhere = countBadgeBlocks(blocks, kept, null);
  assert.deepEqual(
    blocks.filter((_, i) => everywhere[i]).map((b) => b.text),
    ['(300)', '(1,200)', '(2)'],
  );
});
