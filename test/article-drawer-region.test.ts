import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block } from '../src/blocks/block.js';
import { regionInFurniture } from '../src/clean/article/furniture-region.js';
import type { ArticleRegion } from '../src/clean/article/region.js';
import type { ElementNode } from '../src/html/node.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
// A shop's category page: short product cards, and a rewards side sheet whose terms are the longest prose.
const PAGE = `<html><body><div class="grid">${times(
  12,
  (i) => `<div class="card"><a href="/p${i}">Clog number ${i}</a><span>$49.99</span></div>`,
)}</div><div class="sidesheet-overlay"><div class="sidesheet-modal"><div class="sidesheet-modal-content">${times(
  4,
  (i) => `<p>${times(6, (k) => `Rewards term ${i}.${k}: points expire after twelve months of inactivity. `)}</p>`,
)}</div></div></div></body></html>`;

// The region as the search returns it on such pages: the sheet's content box.
function sheetRegion(blocks: readonly Block[]): ArticleRegion {
  let top: ElementNode | null = blocks.find((b) => b.text.startsWith('Rewards'))!.node;
  while (top && !top.attrs.some((a) => a.value === 'sidesheet-modal-content'))
    top = top.parent?.kind === 'element' ? top.parent : null;
  const inside = new Uint8Array(blocks.length);
  blocks.forEach((b, i) => {
    for (let e: ElementNode | null = b.node; e; e = e.parent?.kind === 'element' ? e.parent : null)
      if (e === top) inside[i] = 1;
  });
  return { inside, top: top! };
}

test('an article region inside a side sheet is furniture with articleShunDrawers', () => {
  const blocks = blocksOf(PAGE);
  const region = sheetRegion(blocks);
  assert.equal(regionInFurniture(blocks, region, 0.9, true, true, false), false, 'no dialog by the older tests');
  assert.equal(regionInFurniture(blocks, region, 0.9, true, true, true), true);
});
