import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { looksLikeTitle, shortLineHeadings } from '../src/clean/short-headings.js';
import { assertOnlyWhenSet, assertUnchanged, page } from './helpers/segments.js';

const para = (n: number) => `${'word '.repeat(n).trim()}.`;

test('a short line before a long paragraph becomes a heading, in any script', () => {
  const blocks = page(
    `<p>Bibliography</p><p>${para(20)}</p><div>Библиография</div><div>${'слово '.repeat(20)}</div>`,
  );
  const out: Label[] = ['p', 'p', 'p', 'p'];
  shortLineHeadings(blocks, out, 6);
  assert.deepEqual(out, ['h', 'p', 'h', 'p']);
});

test('lines that are no titles by their punctuation, long lines, short paragraphs after and dropped blocks between stay', () => {
  const cases: [string, Label[]][] = [
    [`<p>It rained.</p><p>${para(20)}</p>`, ['p', 'p']],
    [`<p>Dear Joshua,</p><p>${para(20)}</p>`, ['p', 'p']],
    [`<p>Job type: Full time</p><p>${para(20)}</p>`, ['p', 'p']],
    [`<p>212-714-2398</p><p>${para(20)}</p>`, ['p', 'p']],
    [`<p>@Alex</p><p>${para(20)}</p>`, ['p', 'p']],
    [`<p>one two three four five six seven</p><p>${para(30)}</p>`, ['p', 'p']],
    [`<p>Bibliography</p><p>${para(10)}</p>`, ['p', 'p']],
    [`<p>Bibliography</p><p>menu</p><p>${para(20)}</p>`, ['p', 'o', 'p']],
    [`<p>Bibliography</p><ul><li>${para(20)}</li></ul>`, ['p', 'l']],
  ];
  assertUnchanged(cases, (blocks, out) => shortLineHeadings(blocks, out, 6));
  assert.equal(looksLikeTitle('Diagnosis (8)'), true);
  assert.equal(looksLikeTitle('Why?'), false);
});

test('settleSegmentBounds applies shortHeadings only when set', () => {
  assertOnlyWhenSet(`<p>Final Words</p><p>${para(20)}</p>`, ['p', 'p'], { shortHeadings: 6 }, ['h', 'p']);
});
