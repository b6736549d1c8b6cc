import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { reviewWidgetBlocks } from '../src/clean/review-widgets.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';

// A shop's category page for one product line: its prose, then a Judge.me widget with a histogram and a review.
const PAGE = `<html><body><main><div class="collection">
<h1>Beard Oil</h1>
<p>Beard oil is our lightweight and non-greasy moisturizing oil for the beard and the skin beneath it.</p>
<p>Apply a few drops after a shower, when the hair is still a little damp, and comb it through.</p></div>
<div class="jdgm-widget"><div class="jdgm-rev-widg"><h2 class="jdgm-rev-widg__title">Customer Reviews</h2>
<div class="jdgm-histogram__row"><span class="jdgm-histogram__percentage">80%</span></div>
<div class="jdgm-rev"><span class="jdgm-rev__author">Justin</span>
<p>I like the scent of it and my wife loves it too, overall very happy with it.</p></div></div></div>
<div class="unstamped-note"><p>Free shipping on every order over fifty dollars.</p></div>
</main></body></html>`;

function blocksOf(html: string) {
  const doc = parseHtml5(html);
  preclean(doc, { keepMenus: false });
  return buildBlocks(doc);
}

test('review widgets: the blocks under a review app widget, not the page text nor a name that only contains a vendor', () => {
  const blocks = blocksOf(PAGE);
  const marked = reviewWidgetBlocks(
    blocks,
    blocks.map(() => true),
  );
  const dropped = blocks.filter((_, i) => marked[i]).map((b) => b.text);
  assert.ok(dropped.includes('Customer Reviews'));
  assert.ok(dropped.includes('Justin'));
  assert.ok(dropped.some((t) => t.startsWith('I like the scent')));
  assert.ok(!dropped.includes('Beard Oil'));
  assert.ok(!dropped.some((t) => t.startsWith('Beard oil is')));
  // `unstamped` is not the Stamped app's prefix (the vendor must be a whole class word).
  assert.ok(!dropped.some((t) => t.startsWith('Free shipping')));
});

test('review widgets: a page-wide wrapper named with a vendor word is left alone', () => {
  const blocks = blocksOf(
    PAGE.replace('<main>', '<main><div class="theme-trustpilot-ready">').replace('</main>', '</div></main>'),
  );
  const marked = reviewWidgetBlocks(
    blocks,
    blocks.map(() => true),
  );
  const dropped = blocks.filter((_, i) => marked[i]).map((b) => b.text);
  assert.ok(!dropped.some((t) => t.startsWith('Beard oil is')));
  assert.ok(dropped.includes('Justin'));
});
