import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Block } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import {
  autoParamsOf,
  BUNDLED_AUTO_CORPUS_MODEL,
  DEFAULT_AUTO_PARAMS,
  secondPass,
} from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';
import { extract } from '../src/index.js';

const LABELS = ['p', 'h', 'l', 'c', 'o'];

/** Posterior rows from (p(o), best content label) pairs. */
function posteriors(rows: [number, string][]): Float64Array {
  const out = new Float64Array(rows.length * LABELS.length);
  rows.forEach(([pO, label], i) => {
    out[i * LABELS.length + LABELS.indexOf('o')] = pO;
    out[i * LABELS.length + LABELS.indexOf(label)] = 1 - pO;
  });
  return out;
}

const page = (html: string): Block[] => buildBlocks(parseHtml5(html));

test('second pass: a block is kept when p(o) is below the threshold, with its most likely content label', () => {
  const blocks = page('<div><p>one</p><p>two</p><p>three</p></div>');
  const post = posteriors([
    [0.1, 'h'],
    [0.45, 'p'],
    [0.9, 'p'],
  ]);
  assert.deepEqual(secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0 }), ['h', 'p', 'o']);
  assert.deepEqual(secondPass(blocks, post, LABELS, { keepBelow: 0.4, region: 0 }), ['h', 'o', 'o']);
});

test('second pass: with region evidence an uncertain block follows its div', () => {
  const blocks = page(
    '<div><p>a long kept paragraph of many words here</p><p>short</p></div><div><a href=/>x</a> <a href=/>y</a> <p>tail</p></div>',
  );
  assert.equal(blocks.length, 5);
  const post = posteriors([
    [0.05, 'p'],
    [0.6, 'p'],
    [0.95, 'p'],
    [0.95, 'p'],
    [0.45, 'p'],
  ]);
  assert.deepEqual(secondPass(blocks, post, LABELS, DEFAULT_AUTO_PARAMS), ['p', 'o', 'o', 'o', 'p']);
  assert.deepEqual(secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0.5 }), [
    'p',
    'p',
    'o',
    'o',
    'o',
  ]);
});

test('auto and crf keep the article of a news page and drop its menu and footer (bundled models)', () => {
  const html = readFileSync(new URL('./fixtures/crf/news.html', import.meta.url), 'utf8');
  for (const clean of ['auto', 'crf'] as const) {
    const r = extract(html, { clean, format: 'victor' });
    assert.equal(r.status, 'ok');
    if (r.status !== 'ok') return;
    const kept = r.blocks.filter((_, i) => r.labels[i] !== 'o').map((b) => b.text);
    assert.ok(
      kept.some((t) => t.startsWith('The council opened')),
      `${clean} keeps the article: ${kept.join(' | ')}`,
    );
    assert.ok(!kept.includes('Sport'), `${clean} drops the menu: ${kept.join(' | ')}`);
    assert.ok(!kept.includes('Privacy'), `${clean} drops the footer: ${kept.join(' | ')}`);
  }
});

test('second pass: a page is never emptied, the region of the most content-like block is kept', () => {
  const blocks = page('<div><p>menu</p></div><div><p>only text</p><p>of the page</p></div>');
  const post = posteriors([
    [0.95, 'p'],
    [0.7, 'p'],
    [0.8, 'c'],
  ]);
  assert.deepEqual(secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0 }), ['o', 'p', 'c']);
});

/** A page of one paragraph the CRF is unsure of (title, paragraph): the fallback keeps its paragraph. */
const onePara = () =>
  page('<html><head><title>News</title></head><body><p>Moscow is the capital.</p></body></html>');
const UNSURE = posteriors([
  [0.99, 'p'],
  [0.97, 'p'],
]);

test('second pass: with keepAnyInBody, a page whose only text is its head title yields nothing', () => {
  // A script shell: the served body is empty, the title names the product.
  const shell = page(
    '<html><head><title>Tan rug | Shop</title></head><body><div id=app></div></body></html>',
  );
  const post = posteriors([[0.98, 'p']]);
  const params = { keepBelow: 0.5, region: 0 };
  assert.deepEqual(secondPass(shell, post, LABELS, params), ['p']);
  assert.deepEqual(secondPass(shell, post, LABELS, { ...params, keepAnyInBody: 1 }), ['o']);
  // A one-paragraph page still keeps its paragraph, however unsure the CRF is.
  assert.equal(secondPass(onePara(), UNSURE, LABELS, { ...params, keepAnyInBody: 1 })[1], 'p');
});

test('second pass: with keepAnyMinWords, a script shell showing only its logo heading and footer links yields nothing', () => {
  // The served body holds the shop's logo <h1>, a search link and the footer; the product comes from scripts.
  const shell = page(
    '<html><head><title>Shop</title></head><body><div><h1>Shopname</h1><a href="/s">Search for items</a></div>' +
      '<footer><h5>Our sites in other languages</h5><a href="/help">Help</a></footer></body></html>',
  );
  const post = posteriors([
    [1, 'p'],
    [0.98, 'h'],
    [0.99, 'l'],
    [1, 'h'],
    [1, 'l'],
  ]);
  const params = { keepBelow: 0.5, region: 0, keepAnyInBody: 1 };
  assert.ok(secondPass(shell, post, LABELS, params).some((l) => l !== 'o'));
  assert.ok(secondPass(shell, post, LABELS, { ...params, keepAnyMinWords: 3 }).every((l) => l === 'o'));
  // A one-paragraph page still keeps its paragraph, however unsure the CRF is.
  assert.equal(secondPass(onePara(), UNSURE, LABELS, { ...params, keepAnyMinWords: 3 })[1], 'p');
  // A listing a script fills: the served page shows its menu and footer only, whose lines are no candidates.
  const menus = page(
    '<html><head><title>Trackers | Shop</title></head><body><header><nav><a href="/s">Support Center</a></nav></header>' +
      '<div id=app></div><footer><p>Terms of use</p></footer></body></html>',
  );
  const menuPost = posteriors([
    [0.98, 'p'],
    [0.88, 'p'],
    [0.95, 'p'],
  ]);
  assert.ok(secondPass(menus, menuPost, LABELS, params).includes('p'));
  assert.deepEqual(secondPass(menus, menuPost, LABELS, { ...params, keepAnyMinWords: 3 }), ['o', 'o', 'o']);
});

test('the corpus scope never keeps the head title as the only text of a page whose body the CRF drops', () => {
  // CleanEval's gold is the rendered page: the <title> is no running text even when nothing else passes.
  const shell = page(
    '<html><head><title>Business Search Engine</title></head><body><div><p>List Your Business</p></div></body></html>',
  );
  const post = posteriors([
    [0.9, 'h'],
    [0.95, 'p'],
  ]);
  const corpus = autoParamsOf(loadCrfModel(null, BUNDLED_AUTO_CORPUS_MODEL), 'corpus');
  assert.deepEqual(secondPass(shell, post, LABELS, corpus), ['o', 'p']);
});

test('auto keeps the text of a one-paragraph page', () => {
  const r = extract('<p>A single short paragraph is the whole page.</p>');
  assert.equal(r.status === 'ok' && r.text, 'A single short paragraph is the whole page.\n');
});

test('second pass: with a main-region share, kept lines outside the element holding most kept words are dropped', () => {
  const blocks = page(
    '<div><p>Comment by reader</p></div><article><p>one two three four five six seven eight</p><p>nine ten eleven twelve</p></article>',
  );
  const post = posteriors([
    [0.3, 'p'],
    [0.05, 'p'],
    [0.1, 'p'],
  ]);
  const base = { keepBelow: 0.5, region: 0 };
  assert.deepEqual(secondPass(blocks, post, LABELS, base), ['p', 'p', 'p']);
  // The article holds 12 of 15 kept words (80 %): at share 0.75 it is the main region.
  assert.deepEqual(secondPass(blocks, post, LABELS, { ...base, mainShare: 0.75 }), ['o', 'p', 'p']);
  // At share 0.9 only the body holds enough: nothing is dropped (spread-out running text is kept).
  assert.deepEqual(secondPass(blocks, post, LABELS, { ...base, mainShare: 0.9 }), ['p', 'p', 'p']);
  // A confident block outside the main region is kept.
  assert.deepEqual(secondPass(blocks, post, LABELS, { ...base, mainShare: 0.75, mainDropAbove: 0.4 }), [
    'p',
    'p',
    'p',
  ]);
});

test('second pass: an uncertain block inside the main region is rescued below mainRescueBelow', () => {
  const blocks = page(
    '<div><p>Comment by reader</p></div><article><p>one two three four five six seven eight</p><p>nine ten</p></article>',
  );
  const post = posteriors([
    [0.3, 'p'],
    [0.05, 'p'],
    [0.7, 'c'],
  ]);
  const params = { keepBelow: 0.5, region: 0, mainShare: 0.7 };
  assert.deepEqual(secondPass(blocks, post, LABELS, params), ['o', 'p', 'o']);
  assert.deepEqual(secondPass(blocks, post, LABELS, { ...params, mainRescueBelow: 0.8 }), ['o', 'p', 'c']);
});

test('second pass: short image alt text is dropped when asked; iframe fallback text never reaches the blocks', () => {
  const doc = parseHtml5(
    '<p>A kept paragraph.</p><p><img src=a.png alt="a picture"></p><iframe>fallback text</iframe>',
  );
  preclean(doc, { keepMenus: false });
  const blocks = buildBlocks(doc);
  // preclean empties the iframe's raw-text fallback (markup browsers never show)
  assert.deepEqual(
    blocks.map((b) => b.node.name),
    ['p', 'img'],
  );
  const post = posteriors([
    [0.1, 'p'],
    [0.1, 'p'],
  ]);
  assert.deepEqual(secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0 }), ['p', 'p']);
  assert.deepEqual(secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0, dropAltText: 10 }), [
    'p',
    'o',
  ]);
});

test('second pass: with articleOnFallback, a page nothing passed keeps its post, not its sidebar label', () => {
  // A short post the CRF scored as boilerplate, like the whole page; its most content-like block is the
  // sidebar's search heading.
  const blog = page(
    '<html><body><div class="post"><h2>Apple betty</h2>' +
      '<p>This dessert is as old as the country, and easier to make than pie: no crust, no rolling, no fuss.</p>' +
      '<p>Buttery toasted bread stands in for the crust, and you still get the spiced apples, warm and soft.</p>' +
      '<p>Serve it with cream, or with ice cream, and keep what is left for breakfast the next morning.</p></div>' +
      '<div class="side"><h3>Search this blog</h3><a href="/a">Archives</a></div></body></html>',
  );
  const post = posteriors([
    [0.8, 'h'],
    [0.7, 'p'],
    [0.7, 'p'],
    [0.7, 'p'],
    [0.55, 'h'],
    [0.99, 'l'],
  ]);
  const params = {
    keepBelow: 0.5,
    region: 0,
    keepAnyInBody: 1,
    article: 1,
    articleMinShare: 0.4,
    articleRescueBelow: 0.9,
    articleFewKept: 40,
  };
  const kept = (labels: string[]) => blog.filter((_, i) => labels[i] !== 'o').map((b) => b.text);
  const sidebar = ['Search this blog', 'Archives'];
  assert.deepEqual(kept(secondPass(blog, post, LABELS, params)), sidebar);
  assert.deepEqual(
    kept(secondPass(blog, post, LABELS, { ...params, articleOnFallback: 1 })),
    blog.slice(0, 4).map((b) => b.text),
  );
  // Not when the fallback's region holds as many words as articleFewKept asks: it is trusted as before.
  assert.deepEqual(
    kept(secondPass(blog, post, LABELS, { ...params, articleOnFallback: 1, articleFewKept: 2 })),
    sidebar,
  );
});

test('autoParamsOf merges the parameters of a model once per scope and shares them read-only', () => {
  const model = loadCrfModel(null, BUNDLED_AUTO_CORPUS_MODEL);
  const main = autoParamsOf(model, 'main');
  assert.equal(autoParamsOf(model, 'main'), main);
  assert.notEqual(autoParamsOf(model, 'corpus'), main);
  assert.ok(Object.isFrozen(main));
  const t = model.json.training as { auto?: object };
  assert.deepEqual(main, { ...DEFAULT_AUTO_PARAMS, ...t.auto });
});
