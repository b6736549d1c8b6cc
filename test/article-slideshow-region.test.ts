import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block } from '../src/blocks/block.js';
import { regionInFurniture } from '../src/clean/article/furniture-region.js';
import type { ArticleRegion } from '../src/clean/article/region.js';
import type { ElementNode } from '../src/html/node.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
// A news story (beside the site's headline links) whose body holds a slideshow of other stories, each slide longer than the story's own paragraphs.
const STORY = `<html><body><div class="entry"><h1>The story</h1><div class="articleBody">${times(
  1,
  (i) => `<p>Story paragraph ${i}, short and to the point, as news is.</p>`,
)}<div class="promo"><ul class="hp-slideshow">${times(
  4,
  (i) =>
    `<li><h4>Other story ${i}</h4><p>${times(8, (k) => `Slide ${i} sentence ${k} runs on about another matter entirely. `)}</p></li>`,
)}</ul></div></div></div><div class="more"><ul>${times(
  60,
  (i) => `<li><a href="/s${i}">More headlines from the site, number ${i} of the day</a></li>`,
)}</ul></div></body></html>`;

// The region as the search returns it on such pages: the slideshow's list, its slides inside.
function slideshowRegion(blocks: readonly Block[]): ArticleRegion {
  let top: ElementNode | null = blocks.find((b) => b.text.startsWith('Slide'))!.node;
  while (top && top.name !== 'ul') top = top.parent?.kind === 'element' ? top.parent : null;
  const inside = new Uint8Array(blocks.length);
  blocks.forEach((b, i) => {
    for (let e: ElementNode | null = b.node; e; e = e.parent?.kind === 'element' ? e.parent : null)
      if (e === top) inside[i] = 1;
  });
  return { inside, top: top! };
}

test('an article region inside a box named slideshow is furniture with articleShunSlideshows', () => {
  const blocks = blocksOf(STORY);
  const region = slideshowRegion(blocks);
  assert.equal(
    regionInFurniture(blocks, region, 0.5, true, false),
    false,
    'not a carousel by the slider words',
  );
  assert.equal(regionInFurniture(blocks, region, 0.5, true, true), true);
});
