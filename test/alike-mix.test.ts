import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { mixAlike } from '../src/clean/alike-mix.js';
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
