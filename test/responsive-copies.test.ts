import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { narrowCopyBlocks } from '../src/clean/responsive-copies.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A trail listing that renders each row's difficulty twice, a copy for phones and one for wide screens, and a
// phone-only note the wide layout lacks.
const PAGE = `<html><body><main>
<h1>Trails near the river</h1>
<p>Six routes along the river, from a short loop for beginners to a long climb over the ridge.</p>
<div class="d-md-none"><p>Intermediate</p></div>
<div class="d-none d-md-block"><p>Intermediate</p></div>
<div class="md:hidden"><p>Easy</p></div>
<div class="hidden md:block"><p>Easy</p></div>
<div class="mobile-only"><p>Tap a trail to open its map in the app.</p></div>
<div class="d-md-none d-xl-block"><p>Six routes along the river, from a short loop for beginners to a long climb over the ridge.</p></div>
</main></body></html>`;

test('responsive copies: a kept narrow-screen copy of kept text is marked; its wide twin, own text and re-shown blocks are not', () => {
  const blocks = blocksOf(PAGE);
  const marked = narrowCopyBlocks(
    blocks,
    blocks.map(() => true),
  );
  const texts = blocks.filter((_, i) => marked[i]).map((b) => b.text);
  assert.deepEqual(texts, ['Intermediate', 'Easy']);
});

test('responsive copies: a narrow copy whose wide twin was dropped stays', () => {
  const blocks = blocksOf(PAGE);
  const keptHere = blocks.map(
    (b, i) => !(b.text === 'Intermediate' && i > 0 && blocks[i - 1].text === 'Intermediate'),
  );
  const marked = narrowCopyBlocks(blocks, keptHere);
  assert.deepEqual(
    blocks.filter((_, i) => marked[i]).map((b) => b.text),
    ['Easy'],
  );
});

test('responsive copies: dropNarrowCopies keeps each text once, the wide copy', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, () => 0.1);
  const base = { keepBelow: 0.5, region: 0 };
  const count = (texts: string[], t: string) => texts.filter((x) => x === t).length;
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.equal(count(before, 'Intermediate'), 2);
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropNarrowCopies: 1 }));
  assert.equal(count(after, 'Intermediate'), 1);
  assert.equal(count(after, 'Easy'), 1);
  assert.ok(after.includes('Tap a trail to open its map in the app.'));
});
