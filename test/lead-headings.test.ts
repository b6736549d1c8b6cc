import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { leadHeadingBlocks } from '../src/clean/lead-headings.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const PAGE = `<html><body><nav><h2>Menu</h2><p>Home, services, the team and our contact page for new clients.</p></nav><main>
<h2>Data <em>types</em></h2>
<p>The server stores strings, lists, sets and hashes, and each type has its own commands and costs.</p>
<h3>Strings</h3>
<h3>Lists</h3>
<p>Lists keep their elements in insertion order, and pushing at either end takes constant time.</p>
<h3><a href="/sets">Sets</a></h3>
<p>Sets hold unique strings and answer membership questions in constant time, whatever their size.</p>
<h3>Hashes</h3>
<div class="promo"><p>Try the cloud service free for thirty days, no card needed.</p></div>
</main></body></html>`;

/** The CRF keeps the paragraphs and the menu's text, drops every heading and the promo. */
const pO = (b: { text: string; tag: string }) =>
  /^h\d$/.test(b.tag) || b.text.startsWith('Try') ? 0.9 : 0.1;

test('lead headings: a dropped heading over a kept paragraph comes back', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, pO);
  const base = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(!before.includes('Data') && !before.includes('Lists'));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, leadHeadings: 12 }));
  assert.ok(after.includes('Data') && after.includes('types'), 'a heading split by inline markup, whole');
  assert.ok(after.includes('Lists'));
  assert.ok(!after.includes('Strings'), 'a heading followed by another heading');
  assert.ok(!after.includes('Sets'), 'a linked heading');
  assert.ok(!after.includes('Hashes'), 'a heading over dropped text');
  assert.ok(!after.includes('Menu'), 'a heading in the navigation');
});

test('lead headings: on an article, only headings that are link targets', () => {
  const html = `<main><h2 id="install">Install</h2><p>Run the installer and follow its three steps to the end.</p>
<section id="configure"><h2>Configure</h2><p>Edit the settings file before the first start of the server.</p></section>
<h2>Foo</h2><p>Lorem ipsum dolor sit amet, consectetur adipisicing elit, sed do eiusmod tempor.</p></main>`;
  const blocks = blocksOf(html);
  const keptNow = blocks.map((b) => b.tag === 'p');
  const texts = (marks: Uint8Array) => blocks.filter((_, i) => marks[i]).map((b) => b.text);
  assert.deepEqual(texts(leadHeadingBlocks(blocks, keptNow, 12, false)), ['Install', 'Configure', 'Foo']);
  assert.deepEqual(texts(leadHeadingBlocks(blocks, keptNow, 12, true)), ['Install', 'Configure']);
});

// A shop's FAQ accordion below its grid: each question is a `<button>` inside an `<h3>`, the answer a panel. The
// CRF keeps the answers and drops the questions; on a page article mode took, `leadHeadings` asks for a link
// target, and it never looked at a button's block.
const FAQ = `<main><div class="faq"><h2>Frequently Asked Questions</h2><ul class="accordion">
<li><h3><button>How much do camp stoves cost at our store this season?</button></h3>
<div class="panel"><p>Our camp stoves start under fifty dollars, with larger two-burner models costing more.</p></div></li>
<li><h3><button>Did you know?</button></h3><div class="panel"><p>Every stove ships with a free wind screen and a carry bag.</p></div></li>
<li><h3><button><a href="/gift">Looking for a gift for a camper?</a></button></h3>
<div class="panel"><p>Gift cards are sold in every store and online, in any amount you like.</p></div></li>
</ul></div>
<form><h3>How should the team use its new pitcher?</h3><p>Choose one answer below and press the vote button now.</p></form>
</main>`;

test('lead heading questions: an accordion question over its kept answer comes back, on an article too', () => {
  const blocks = blocksOf(FAQ);
  const keptNow = blocks.map((b) => b.tag === 'p');
  const texts = (marks: Uint8Array) => blocks.filter((_, i) => marks[i]).map((b) => b.text);
  assert.deepEqual(texts(leadHeadingBlocks(blocks, keptNow, 12, true)), [], 'off: no question comes back');
  assert.deepEqual(texts(leadHeadingBlocks(blocks, keptNow, 12, true, 30)), [
    'How much do camp stoves cost at our store this season?',
  ]);
});
