import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { dropdownLinkBlocks } from '../src/clean/dropdown-links.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A service page whose hero holds a "choose a service" picker: a dropdown listing the site's pages.
const PAGE = `<html><body><main>
<section class="hero-select"><span class="hero-select__selected">HR Consulting</span>
<div class="hero-select__dropdown"><ul>
<li><a href="/audit">Audit and Assurance</a></li>
<li><a href="/tax">Tax Planning Services</a></li>
<li><a href="/payroll">Payroll Services</a></li>
</ul>
<p>Our picker lists every service we offer, see <a href="/cohort">the full catalogue</a> for the rest.</p>
</div></section>
<h1>HR Consulting</h1>
<p>Our consultants handle employee relations, compliance reviews and compensation studies for growing firms.</p>
<p><a href="/contact">Talk to an HR consultant</a></p>
</main></body></html>`;

const SURE_LINKS = new Set([
  'Audit and Assurance',
  'Tax Planning Services',
  'Payroll Services',
  'the full catalogue',
]);
const pOf = (text: string) => (SURE_LINKS.has(text) ? 0.95 : 0.1);

test('dropdown links: the menu lines under a dropdown the CRF was sure of are marked, no other', () => {
  const blocks = blocksOf(PAGE);
  const pO = blocks.map((b) => pOf(b.text));
  const marked = dropdownLinkBlocks(
    blocks,
    blocks.map(() => true),
    pO,
    0.9,
  );
  assert.deepEqual(
    blocks.filter((_, i) => marked[i]).map((b) => b.text),
    ['Audit and Assurance', 'Tax Planning Services', 'Payroll Services'],
  );
  // Below the threshold nothing goes.
  const unsure = dropdownLinkBlocks(
    blocks,
    blocks.map(() => true),
    blocks.map(() => 0.5),
    0.9,
  );
  assert.equal(
    unsure.reduce((s, x) => s + x, 0),
    0,
  );
});

test('dropdown links: dropDropdownLinks drops the kept menu and keeps the content and links outside it', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, (b) => pOf(b.text));
  // keepBelow 0.99 stands for a step that brought the menu back with its section.
  const base = { keepBelow: 0.99, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(before.includes('Payroll Services'));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropDropdownLinks: 0.9 }));
  assert.ok(!after.includes('Audit and Assurance'));
  assert.ok(!after.includes('Payroll Services'));
  assert.ok(after.includes('the full catalogue'));
  assert.ok(after.includes('Talk to an HR consultant'));
  assert.ok(after.some((t) => t.startsWith('Our consultants handle')));
});
