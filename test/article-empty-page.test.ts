import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { emptyPageRegion } from '../src/clean/article/empty-page.js';
import { secondPass } from '../src/clean/auto.js';
import { parseHtml5 } from '../src/html/parse.js';

const LABELS = ['p', 'h', 'l', 'c', 'o'];

/** Posterior rows with the same p(o) for every block (content label `p`). */
function flat(n: number, pO: number): Float64Array {
  const out = new Float64Array(n * LABELS.length);
  for (let i = 0; i < n; i++) {
    out[i * LABELS.length + 4] = pO;
    out[i * LABELS.length] = 1 - pO;
  }
  return out;
}

const page = (html: string): Block[] => buildBlocks(parseHtml5(html));

// A short blog post beside a sidebar widget of one line: the post's paragraphs carry the commas and length
// Readability.js scores, the widget's line does not.
const POST =
  '<body><div class="main"><div class="post"><h3>A new lens</h3>' +
  '<p>This is the first time the new lens is in stock, and only two of them are left, so be quick.</p>' +
  '<p>In Germany, the lens has been in stock for days now, at a lower price, with free shipping.</p></div></div>' +
  '<div class="side"><div class="widget"><p>Follow us on the social site</p></div></div></body>';

test('empty page: the article region is taken when the CRF kept nothing', () => {
  const blocks = page(POST);
  const texts = blocks.map((b) => b.text);
  const widget = texts.indexOf('Follow us on the social site');
  assert.ok(widget > 0);
  // The widget is the most content-like block: the last resort keeps its group, the step keeps the post.
  const post = flat(blocks.length, 0.9);
  post[widget * LABELS.length + 4] = 0.7;
  post[widget * LABELS.length] = 0.3;
  const base = { keepBelow: 0.5, region: 0 };
  const before = secondPass(blocks, post, LABELS, base);
  assert.deepEqual(
    texts.filter((_, i) => before[i] !== 'o'),
    ['Follow us on the social site'],
  );
  const after = secondPass(blocks, post, LABELS, { ...base, emptyPageArticle: 25 });
  const kept = texts.filter((_, i) => after[i] !== 'o');
  assert.ok(
    kept.some((t) => t.startsWith('This is the first time')),
    kept.join(' | '),
  );
  assert.ok(
    kept.some((t) => t.startsWith('In Germany')),
    kept.join(' | '),
  );
  assert.ok(!kept.includes('Follow us on the social site'), kept.join(' | '));
  // A region smaller than the least size leaves the last resort as it was.
  assert.deepEqual(secondPass(blocks, post, LABELS, { ...base, emptyPageArticle: 500 }), before);
});

test('empty page: the step never acts while a block passes the threshold', () => {
  const blocks = page(POST);
  const post = flat(blocks.length, 0.9);
  const widget = blocks.findIndex((b) => b.text === 'Follow us on the social site');
  post[widget * LABELS.length + 4] = 0.2;
  post[widget * LABELS.length] = 0.8;
  const base = { keepBelow: 0.5, region: 0 };
  assert.deepEqual(
    secondPass(blocks, post, LABELS, { ...base, emptyPageArticle: 25 }),
    secondPass(blocks, post, LABELS, base),
  );
});

test('empty page: hidden blocks are not part of the region, and off or no region gives null', () => {
  const blocks = page(POST.replace('<p>In Germany', '<p style="display:none">In Germany'));
  const hidden = new Uint8Array(blocks.length);
  const k = blocks.findIndex((b) => b.text.startsWith('In Germany'));
  hidden[k] = 1;
  const inside = emptyPageRegion(blocks, hidden, { emptyPageArticle: 10 });
  assert.ok(inside);
  assert.equal(inside[k], 0);
  assert.equal(emptyPageRegion(blocks, hidden, { emptyPageArticle: 0 }), null);
  assert.equal(emptyPageRegion(page('<p>one line</p>'), null, { emptyPageArticle: 10 }), null);
});

test('empty page: a region under an unlikely container is furniture, the last resort stays', () => {
  const footer =
    '<body><div class="gallery"><p>Day in pictures</p></div><div class="extra"><div id="notice">' +
    '<p>The site is not responsible for the content of external sites, and links open in a new window.</p>' +
    '<p>This page is best viewed in an up-to-date web browser, with style sheets and scripts enabled.</p></div></div></body>';
  const blocks = page(footer);
  // The region is that container (only its paragraphs score): under a class naming no furniture it is taken.
  assert.ok(emptyPageRegion(page(footer.replace('extra', 'notes')), null, { emptyPageArticle: 10 }));
  assert.equal(emptyPageRegion(blocks, null, { emptyPageArticle: 10 }), null);
});
