import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { keepArticle, outsideSections } from '../src/clean/article/mode.js';
import { declaresNonArticle } from '../src/clean/page-kind.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const PARAGRAPH =
  'The club signed its new goaltender on Tuesday, a two-year deal that the general manager said would give the young team the steady presence it has lacked in net, and the coach agreed with him.';

// A short story beside a long unnamed box of other stories' headlines, all of it kept by the CRF.
const page = `<html><body><div id="wrap"><div class="main"><div class="story"><h1>Club signs goaltender</h1><p>${PARAGRAPH}</p><p>${PARAGRAPH}</p></div></div><div class="column"><ul class="more">${times(
  14,
  (i) => `<li><a href="/s${i}">Another story of the week about the team and its season, number ${i}</a></li>`,
)}</ul></div></div></body></html>`;

const run = (extra: object, keep: (text: string) => boolean = () => true) => {
  const blocks = blocksOf(page);
  const pO = new Float64Array(blocks.length).fill(0.2);
  const out: Label[] = blocks.map((b) => (keep(b.text) ? 'p' : 'o'));
  const isArticle = keepArticle(blocks, out, pO, () => 'p', { article: 1, ...extra }, 0.4);
  const kept = blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text);
  return { isArticle, kept };
};

test('a short story the CRF kept whole is the article at a lower share (articleFullRegion)', () => {
  assert.ok(!run({}).isArticle, 'the box of headlines outweighs the story: article mode is off');
  const on = run({ articleFullRegion: 0.2 });
  assert.ok(on.isArticle);
  assert.ok(on.kept.some((t) => t.startsWith('The club signed')));
  assert.ok(!on.kept.some((t) => t.startsWith('Another story')), 'the box goes');
  assert.ok(
    run({ articleFullRegion: 0.2, articleFullRegionSections: 1.2 }).isArticle,
    'headline links are no sections',
  );
});

test('a region the CRF kept only in part still needs the usual share', () => {
  let first = true;
  const half = run({ articleFullRegion: 0.2 }, (t) => {
    if (!t.startsWith('The club signed')) return true;
    const keep = first;
    first = false;
    return keep;
  });
  assert.ok(!half.isArticle);
});

// A guide's section the CRF kept whole beside the page's other headed sections, each a heading and its
// sentences (a landing or buying-guide page): those sections are content, not furniture; a column of headline
// links is not.
const SENTENCE =
  'Our cooking accessories turn your fire pit into a flavor hub for tailgates and long evenings with friends.';
const guide = `<html><body><div id="wrap"><div class="main"><div class="story"><h1>Choosing a pit</h1><p>${PARAGRAPH}</p><p>${PARAGRAPH}</p></div></div><div class="column">${times(
  6,
  (i) =>
    `<div class="s${i}"><h2>Section ${i}</h2><div class="t">${SENTENCE}</div><div class="t">${SENTENCE}</div></div>`,
)}</div></div></body></html>`;

test('the kept headed sections of prose outside the region are counted (outsideSections)', () => {
  for (const [html, sections] of [
    [guide, 6],
    [page, 0],
  ] as const) {
    const blocks = blocksOf(html);
    const inside = Uint8Array.from(blocks, (b) => (b.text.startsWith('The club signed') ? 1 : 0));
    const out: Label[] = blocks.map(() => 'p');
    const got = outsideSections(blocks, out, inside, new Uint8Array(blocks.length));
    assert.equal(got.sections, sections);
    assert.equal(got.sectionWords, sections * 36);
  }
});

test('a page declaring a site or a shop page is no article by the lower share (declaresNonArticle)', () => {
  assert.ok(declaresNonArticle({ schemaTypes: [], ogType: 'website' }));
  assert.ok(declaresNonArticle({ schemaTypes: ['Product'], ogType: 'article' }));
  assert.ok(!declaresNonArticle({ schemaTypes: ['NewsArticle'], ogType: 'article' }));
  assert.ok(!declaresNonArticle({ schemaTypes: [], ogType: null }));
});
