import assert from 'node:assert/strict';
import { test } from 'node:test';
import { articleGridBlocks } from '../src/clean/article-grid.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const INTRO = `<div class="intro"><h1>Marathon training</h1>${times(3, (i) => `<p>Paragraph ${i} of the intro tells runners how the programmes differ and which one suits a first marathon or a faster one.</p>`)}</div>`;
const entry = (i: number) =>
  `<a href="/p${i}">Programme ${i}</a><p>A plan of eighteen weeks for runners who want to finish their race strong.</p>`;

/** The texts of the marked blocks, the intro's blocks being the kept ones. */
function marked(html: string, share: number): string[] {
  const blocks = blocksOf(`<html><body>${html}</body></html>`);
  const kept = blocks.map((b) => b.text.startsWith('Paragraph') || b.text === 'Marathon training');
  const out = articleGridBlocks(blocks, kept, { articleGrid: share });
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

test('article grid: a dropped grid of titled entries beside the kept intro comes back', () => {
  const page = `${INTRO}<div class="programs"><ul class="row">${times(6, (i) => `<li class="item">${entry(i)}</li>`)}</ul></div>`;
  const back = marked(page, 0.5);
  assert.equal(back.filter((t) => t.startsWith('Programme')).length, 6);
  assert.equal(back.filter((t) => t.startsWith('A plan')).length, 6);
  assert.ok(!back.some((t) => t.startsWith('Paragraph')));
  // Off at 0; a grid holding less than the share of the kept words stays out.
  assert.equal(marked(page, 0).length, 0);
  assert.equal(marked(page, 3).length, 0);
});

test('article grid: related boxes, carousels, menus and inline runs are no grid', () => {
  const grid = (cls: string, tag = 'li') =>
    `<ul class="${cls}">${times(6, (i) => `<${tag} class="item">${entry(i)}</${tag}>`)}</ul>`;
  assert.equal(marked(`${INTRO}<div class="related-posts">${grid('row')}</div>`, 0.5).length, 0);
  assert.equal(marked(`${INTRO}<div class="swiper">${grid('row')}</div>`, 0.5).length, 0);
  assert.equal(marked(`${INTRO}<aside>${grid('row')}</aside>`, 0.5).length, 0);
  assert.equal(marked(`${INTRO}<div>${grid('row', 'span')}</div>`, 0.5).length, 0);
  // All links (a menu of long titles) or no links (an article's own list) is no grid of titled entries.
  const menu = `<ul class="menu">${times(6, (i) => `<li class="item"><a href="/m${i}">A long menu entry number ${i} of the site's many sections</a></li>`)}</ul>`;
  assert.equal(marked(`${INTRO}${menu}`, 0.3).length, 0);
  const plain = `<ul class="steps">${times(6, (i) => `<li class="item"><b>Step ${i}</b><p>A plan of eighteen weeks for runners who want to finish their race strong.</p></li>`)}</ul>`;
  assert.equal(marked(`${INTRO}${plain}`, 0.3).length, 0);
});
