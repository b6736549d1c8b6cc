import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { alikeKinds, mixAlike } from '../src/clean/alike-mix.js';
import { parseHtml5 } from '../src/html/parse.js';

const page = buildBlocks(
  parseHtml5(
    '<div class="nav"><a href="/">Home</a></div>' +
      '<div class="item"><p>first review of a book</p></div>' +
      '<div class="item"><p>second review of a book</p></div>' +
      '<div class="item"><p>third review of a book</p></div>' +
      '<p>a paragraph elsewhere</p>',
  ),
);

test('off (unset or 0): p(o) is returned unchanged', () => {
  const pO = new Float64Array([0.9, 0.2, 0.3, 0.9, 0.4]);
  assert.equal(mixAlike(page, pO, {}), pO);
  assert.equal(mixAlike(page, pO, { alikeMix: 0 }), pO);
});

test('blocks at the same place with the same markup move toward their mean; others keep their own p(o)', () => {
  assert.deepEqual(
    page.map((b) => b.text),
    [
      'Home',
      'first review of a book',
      'second review of a book',
      'third review of a book',
      'a paragraph elsewhere',
    ],
  );
  const pO = new Float64Array([0.9, 0.2, 0.3, 0.9, 0.4]);
  const mixed = mixAlike(page, pO, { alikeMix: 0.5 });
  const mean = (0.2 + 0.3 + 0.9) / 3; // equal word counts
  assert.ok(Math.abs(mixed[3] - (0.5 * 0.9 + 0.5 * mean)) < 1e-9);
  assert.ok(Math.abs(mixed[1] - (0.5 * 0.2 + 0.5 * mean)) < 1e-9);
  assert.equal(mixed[0], 0.9);
  assert.equal(mixed[4], 0.4);
  assert.equal(pO[3], 0.9, 'the input is not changed');
});

test('alikeKinds: opening blocks built alike move toward one kind; continuations, dropped and other blocks stay', () => {
  const LABELS = ['p', 'h', 'l', 'c', 'o'];
  // Rows in LABELS order: the three reviews lean h, h, then p; the nav link is dropped; the last paragraph is p.
  const post = new Float64Array(
    [
      [0, 0, 0, 0, 1],
      [0.2, 0.8, 0, 0, 0],
      [0.3, 0.7, 0, 0, 0],
      [0.55, 0.45, 0, 0, 0],
      [0.9, 0.1, 0, 0, 0],
    ].flat(),
  );
  const base: Label[] = ['o', 'h', 'h', 'p', 'p'];
  const off = base.slice();
  alikeKinds(page, off, post, LABELS, {});
  assert.deepEqual(off, base);
  const on = base.slice();
  alikeKinds(page, on, post, LABELS, { alikeKinds: 0.5 });
  assert.deepEqual(on, ['o', 'h', 'h', 'h', 'p']);
  const cont: Label[] = ['o', 'h', 'h', 'c', 'p'];
  alikeKinds(page, cont, post, LABELS, { alikeKinds: 0.5 });
  assert.deepEqual(cont, ['o', 'h', 'h', 'c', 'p'], 'a continuation stays one');
});
