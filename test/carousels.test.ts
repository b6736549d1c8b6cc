import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { carouselBlocks, isCarousel } from '../src/clean/carousels.js';
import { createElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

const el = (name: string, attrs: Record<string, string> = {}) =>
  createElement(
    name,
    Object.entries(attrs).map(([n, value]) => ({ name: n, value })),
  );

/** Whether the step drops nothing on a page whose blocks are all kept. */
function dropsNone(html: string): boolean {
  const blocks = buildBlocks(parseHtml5(html));
  return carouselBlocks(
    blocks,
    blocks.map(() => true),
    0.3,
  ).every((x) => x === 0);
}

test('carousels by ARIA and by slider class words, not by a word inside another', () => {
  assert.ok(isCarousel(el('div', { 'aria-roledescription': 'carousel' })));
  assert.ok(isCarousel(el('div', { class: 'o-storyCardSlider__cardSlider' })));
  assert.ok(isCarousel(el('ul', { class: 'swiper-wrapper' })));
  assert.ok(isCarousel(el('div', { id: 'owl-demo' })));
  assert.ok(!isCarousel(el('a', { class: 'slider-next' })), 'a control drives a carousel');
  assert.ok(!isCarousel(el('div', { class: 'sliders-and-knobs' })));
  assert.ok(!isCarousel(el('div', { class: 'glider-wing' })));
});

const service =
  '<h1>Roof repair</h1>' +
  '<p>We repair roofs across the county, in every season, with a written warranty on every job.</p>'.repeat(
    8,
  );
const card = (t: string) =>
  `<div class="slide"><a href="/insights/${t}"><p>${t} insight</p><p>Five things owners should check after a storm, and when to call.</p></a></div>`;

test("a landing page's slider of linked teaser cards goes; a slider of the page's own text stays", () => {
  const teasers = `<div class="insights-carousel">${['one', 'two', 'three'].map(card).join('')}</div>`;
  const blocks = buildBlocks(parseHtml5(`<main>${service}${teasers}</main>`));
  const kept = blocks.map(() => true);
  const drop = carouselBlocks(blocks, kept, 0.3);
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text.split(' ')[0]),
    ['one', 'Five', 'two', 'Five', 'three', 'Five'],
  );
  // The same cards without links: the product's own features shown one at a time.
  const features = teasers.replace(/<a href="[^"]*">|<\/a>/g, '');
  assert.ok(dropsNone(`<main>${service}${features}</main>`));
  // A slider holding most of the kept text is the page's content (a gallery of the site's posts).
  assert.ok(dropsNone(`<main><h1>Roof repair</h1>${teasers}</main>`));
});
