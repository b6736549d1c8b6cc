import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { pageHeadingBlocks } from '../src/clean/page-heading.js';
import { blocksOf, kept, LABELS, preparedPage } from './helpers/second-pass.js';

const PRODUCT = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail Runner"}</script></head>
<body><header><h1><a href="/">Shoe Shop</a></h1></header><main>
<h1>Trail <em>Runner</em> 2</h1>
<p>A light running shoe with a grippy sole for wet rock, muddy paths and long days in the hills.</p>
<p>Upper of recycled mesh, a cushioned midsole and a heel that locks the foot in place on descents.</p>
</main></body></html>`;

/** The CRF keeps the description and drops every heading. */
const pO = (b: { tag: string }) => (b.tag === 'h1' ? 0.9 : 0.1);

test('page heading: a product page keeps its name heading', () => {
  const page = preparedPage(PRODUCT, pO);
  const base = { keepBelow: 0.5, region: 0 };
  const before = kept(page.blocks, secondPass(page.blocks, page.post, LABELS, base, page.signals));
  assert.ok(!before.includes('Trail'));
  const on = { ...base, pageHeading: 12 };
  const after = kept(page.blocks, secondPass(page.blocks, page.post, LABELS, on, page.signals));
  assert.deepEqual(after.slice(0, 3), ['Trail', 'Runner', '2'], 'the heading whole, split by inline markup');
  assert.ok(!after.includes('Shoe Shop'), 'not the logo heading in the header');
});

test('page heading: not a linked, a long or a last heading, nor one with nothing kept after it', () => {
  const marks = (html: string, keep: (tag: string) => boolean) => {
    const blocks = blocksOf(html);
    const m = pageHeadingBlocks(
      blocks,
      blocks.map((b) => keep(b.tag)),
      null,
      12,
    );
    return blocks.filter((_, i) => m[i]).map((b) => b.text);
  };
  const para = '<p>Some description of the thing the page is about, in a sentence or two.</p>';
  assert.deepEqual(
    marks(`<main><h1>Camp Stoves</h1>${para}</main>`, (t) => t === 'p'),
    ['Camp Stoves'],
  );
  assert.deepEqual(
    marks(`<main><h1><a href="/x">Camp Stoves</a></h1>${para}</main>`, (t) => t === 'p'),
    [],
  );
  assert.deepEqual(
    marks(`<main>${para}<h1>Camp Stoves</h1></main>`, (t) => t === 'p'),
    [],
  );
  const long = 'word '.repeat(13);
  assert.deepEqual(
    marks(`<main><h1>${long}</h1>${para}</main>`, (t) => t === 'p'),
    [],
  );
});

test('page heading: only on product pages', () => {
  const html = `<main><h1>Camp Stoves</h1><p>Stoves for the trail and the campsite, from ultralight canister models to big two-burner units.</p></main>`;
  const page = preparedPage(html, pO);
  const params = { keepBelow: 0.5, region: 0, pageHeading: 12 };
  assert.ok(
    !kept(page.blocks, secondPass(page.blocks, page.post, LABELS, params, page.signals)).includes(
      'Camp Stoves',
    ),
  );
});
