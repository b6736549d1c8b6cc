import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { copyrightFooterBlocks } from '../src/clean/copyright-footer.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A landing page whose footer is plain boxes: link columns, an address and the copyright line.
const PAGE = `<html><body><div class="page">
<h1>Movers on demand in your city</h1>
<p>Book a crew of trained movers by the hour, with a truck or without, for a small flat or a whole office.</p>
<p>Every move is insured and every mover is vetted, so your furniture arrives the way it left.</p>
</div>
<div class="bottom"><div class="cols"><ul><li><a href="/local">Local moving</a></li>
<li><a href="/packing">Packing labor</a></li></ul><ul><li><a href="/about">About us</a></li>
<li><a href="/careers">Careers</a></li></ul></div>
<div class="legal"><p>12 Market Street, Springfield</p><p>© 2025 Example Movers, Inc.</p>
<a href="/terms">Terms</a></div></div>
</body></html>`;

// A news story whose wire copyright closes its own paragraphs: the line's box is the line alone.
const STORY = `<html><body><div class="story">
<p>The council voted on Tuesday to rebuild the old bridge before the winter, after two years of delays.</p>
<p>Work starts next month and the road will stay closed to cars until the spring, the mayor said.</p>
<p>Copyright 2008 The Associated Press. All rights reserved.</p>
</div></body></html>`;

const all = (n: number) => Array.from({ length: n }, () => true);
const marked = (html: string, maxOwn: number) => {
  const blocks = blocksOf(html);
  const m = copyrightFooterBlocks(blocks, all(blocks.length), maxOwn);
  return blocks.filter((_, i) => m[i]).map((b) => b.text);
};

test('copyright footer: the unnamed box of short lines around the copyright line is marked', () => {
  assert.deepEqual(marked(PAGE, 8), [
    'Local moving',
    'Packing labor',
    'About us',
    'Careers',
    '12 Market Street, Springfield',
    '© 2025 Example Movers, Inc.',
    'Terms',
  ]);
});

test('copyright footer: the word in another language counts as the sign does', () => {
  const zh = PAGE.replace('© 2025 Example Movers, Inc.', '版权所有 2025 Example Movers');
  assert.ok(marked(zh, 8).includes('版权所有 2025 Example Movers'));
  const ru = PAGE.replace('© 2025 Example Movers, Inc.', 'Все авторские права защищены, 2025');
  assert.ok(marked(ru, 8).includes('Careers'));
});

test('copyright footer: a story copyright line under its paragraphs stays, and so does a box of longer lines', () => {
  assert.deepEqual(marked(STORY, 8), []);
  // With a bound of 3 words outside links, the address is a line of the page's own: the box is the line's <p>
  // alone.
  assert.deepEqual(marked(PAGE, 3), []);
});

test('copyright footer: dropCopyrightFooter drops the footer and keeps the page', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, () => 0.1);
  const base = { keepBelow: 0.5, region: 0 };
  assert.ok(kept(blocks, secondPass(blocks, post, LABELS, base)).includes('Careers'));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropCopyrightFooter: 8 }));
  assert.ok(!after.includes('Careers'));
  assert.ok(!after.some((t) => t.startsWith('©')));
  assert.ok(after.some((t) => t.startsWith('Book a crew')));
});
