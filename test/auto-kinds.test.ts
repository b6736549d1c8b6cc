import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { repeatedEntries } from '../src/clean/entries.js';
import { declaredKind, NO_SIGNALS, readPageSignals } from '../src/clean/page-kind.js';
import { parseHtml5 } from '../src/html/parse.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

test('page kind: schema.org types of JSON-LD and microdata, and og:type, name the kind', () => {
  const ld = (t: string) =>
    `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebSite"},{"@type":"${t}"}]}</script></head><body></body></html>`;
  assert.equal(declaredKind(readPageSignals(parseHtml5(ld('Product')))), 'product');
  assert.equal(declaredKind(readPageSignals(parseHtml5(ld('NewsArticle')))), 'article');
  assert.equal(declaredKind(readPageSignals(parseHtml5(ld('DiscussionForumPosting')))), 'forum');
  assert.equal(declaredKind(readPageSignals(parseHtml5(ld('ItemList')))), 'listing');
  // FAQ blocks (Question) on a service page say nothing of the page's kind.
  assert.equal(declaredKind(readPageSignals(parseHtml5(ld('FAQPage')))), null);
  const micro =
    '<div itemscope itemtype="http://schema.org/Product"><span itemprop="name">Kettle</span></div>';
  assert.equal(declaredKind(readPageSignals(parseHtml5(micro))), 'product');
  const og = '<html><head><meta property="og:type" content="article"></head><body></body></html>';
  assert.equal(declaredKind(readPageSignals(parseHtml5(og))), 'article');
  assert.equal(declaredKind(NO_SIGNALS), null);
});

const entry = (i: number) =>
  `<li class="card card--${i % 2 ? 'odd' : 'even'}"><a href="/item/${i}">Item ${i}: a second-hand bicycle in good order</a><span>${i} days ago</span></li>`;
const LISTING = `<html><body><nav><ul>${Array.from({ length: 12 }, (_, i) => `<li><a href="/s${i}">Section ${i}</a></li>`).join('')}</ul></nav>
<h1>Bicycles for sale</h1><ul class="results">${Array.from({ length: 8 }, (_, i) => entry(i)).join('')}</ul>
<footer><ul>${Array.from({ length: 6 }, (_, i) => `<li><a href="/f${i}">Footer link number ${i} of the site</a></li>`).join('')}</ul></footer></body></html>`;

test('entries: the largest run of entries built alike, not the menu or the footer', () => {
  const blocks = blocksOf(LISTING);
  const inside = repeatedEntries(blocks, {});
  assert.ok(inside);
  const texts = blocks.filter((_, i) => inside[i]).map((b) => b.text);
  assert.equal(texts.filter((t) => t.startsWith('Item ')).length, 8);
  assert.ok(!texts.some((t) => t.startsWith('Section') || t.startsWith('Footer')));
  // One-word entries (a menu) are not a listing.
  assert.equal(repeatedEntries(blocksOf(LISTING), { entriesMinWords: 20 }), null);
});

test('second pass: on a listing the CRF dropped, the entries come back; on an article they do not', () => {
  const blocks = blocksOf(LISTING);
  // A CRF trained on running text: link-dense entry titles are boilerplate, the heading content.
  const post = posteriors(blocks, (b) => (b.text.startsWith('Bicycles') ? 0.1 : 0.9));
  const base: AutoParams = { keepBelow: 0.5, region: 0 };
  assert.deepEqual(kept(blocks, secondPass(blocks, post, LABELS, base)), ['Bicycles for sale']);
  const withEntries = kept(blocks, secondPass(blocks, post, LABELS, { ...base, entries: 1 }));
  assert.equal(withEntries.filter((t) => t.startsWith('Item ')).length, 8);
  assert.ok(!withEntries.some((t) => t.startsWith('Section')));
  // A page that declares itself an article keeps to what the CRF said.
  const article = { schemaTypes: ['NewsArticle'], ogType: null };
  assert.deepEqual(kept(blocks, secondPass(blocks, post, LABELS, { ...base, entries: 1 }, article)), [
    'Bicycles for sale',
  ]);
});

const ARTICLE = `<html><body><div><p>Subscribe to our newsletter, it is free and weekly and you may leave at any time.</p></div>
<article><p>The council met on Tuesday, and after a long debate, voted to keep the library open on Sundays, as residents had asked.</p>
<figure><img src="a.jpg"><figcaption>The library on Main Street, in a photograph taken last spring.</figcaption></figure>
<p>Funding, which had been the main objection, will come from the parks budget, the mayor said, at least for a year.</p>
<p>Opponents said, however, that the decision was rushed, and that the parks would suffer, and they asked for a vote.</p></article></body></html>`;

test('second pass: on an article page, captions stay; below the share floor no article mode', () => {
  const blocks = blocksOf(ARTICLE);
  const post = posteriors(blocks, () => 0.2);
  const base: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleClean: 1, articleTitle: 0 };
  const plain = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(plain.some((t) => t.startsWith('The library on Main')));
  assert.ok(!plain.some((t) => t.startsWith('Subscribe')));
  // With a share floor the region does not reach, article mode stays off.
  const floor = { ...base, articleMinShare: 0.99 };
  assert.ok(kept(blocks, secondPass(blocks, post, LABELS, floor)).some((t) => t.startsWith('Subscribe')));
});
