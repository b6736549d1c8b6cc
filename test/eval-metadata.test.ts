import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { evaluateMetadataDirs, formatMetadataReport } from '../src/eval/metadata-eval.js';
import {
  authorCorrect,
  calendarDay,
  dateCorrect,
  metadataOfJson,
  titleCorrect,
} from '../src/eval/metadata-score.js';
import { runKitten } from './helpers/run-cli.js';

const FIX = join(import.meta.dirname, 'fixtures', 'eval', 'wcxb');

test('title: normalized equality, or word F1 of at least 0.9', () => {
  const gold = 'Top Nutrition Trends for Fall 2025';
  assert.ok(titleCorrect('  top  NUTRITION trends for fall 2025 ', gold));
  assert.ok(titleCorrect('Ｔｏｐ Nutrition Trends for Fall 2025', gold)); // NFKC: full-width letters
  // 6 gold words, 7 output words: F1 12/13 ≈ 0.92 passes; a two-word site suffix, 12/14 ≈ 0.86, fails.
  assert.ok(titleCorrect(`${gold} | Scratch`, gold));
  assert.ok(!titleCorrect(`${gold} | Scratch Culinary`, gold));
  assert.ok(!titleCorrect(null, gold));
  assert.ok(!titleCorrect('', gold));
});

test('author: every gold name token, at most two extra', () => {
  assert.ok(authorCorrect('By Andrew King', 'Andrew King'));
  assert.ok(authorCorrect('andrew KING, staff', 'Andrew King'));
  assert.ok(!authorCorrect('By Andrew King, Staff Writer', 'Andrew King'));
  assert.ok(!authorCorrect('Dylan Bailey', 'Dylan Bailey, MS, RD, FAND'));
  // The rule is literal: the gold's "and" is one of its tokens.
  assert.ok(
    !authorCorrect(
      'Danielle DeSiato, Donna Enzmann, Natalie Nguyen',
      'Danielle DeSiato, Donna Enzmann, and Natalie Nguyen',
    ),
  );
  assert.ok(!authorCorrect(null, 'Susan'));
});

test('date: the same calendar day as written, a month gold takes any day of it', () => {
  assert.equal(calendarDay('2025-09-04T23:30:00-05:00'), '2025-09-04');
  assert.ok(dateCorrect('2025-09-04T23:30:00-05:00', '2025-09-04'));
  assert.ok(!dateCorrect('2025-09-05T04:30:00Z', '2025-09-04'));
  assert.ok(dateCorrect('2025-09-17', '2025-09'));
  assert.ok(!dateCorrect('2025-10-01', '2025-09'));
  assert.ok(!dateCorrect('Sept 4, 2025', '2025-09-04'));
  assert.ok(!dateCorrect(null, '2025-09-04'));
});

test('json outputs: an author array is joined, empty strings are absent', () => {
  assert.deepEqual(metadataOfJson({ title: ' ', author: ['A B', 'C D'], date: 5 }), {
    title: null,
    author: 'A B, C D',
    date: null,
  });
});

/*
 * test/fixtures/eval/wcxb/out-meta against gold-json:
 *   p1 gold "Der Hund" / "Anna Berg" / 2025-09-04; out "der hund" / "Dr. Anna Berg" (1 extra) / 2025-09-04T23:30-05:00
 *      → title ok, author ok, date ok (the page's own day, not UTC).
 *   p2 gold has no title/author/date, no output → counts for no field (listed missing).
 *   p3 gold title "Empty"; out "Empty — Example Site": word F1 2/4 → wrong.
 *   p4 gold title "A B"; out "A  b" → ok; author and date given where the gold has none → spurious.
 *   title 2/3, author 1/1, date 1/1.
 */
test('the hand-computed metadata case', () => {
  const r = evaluateMetadataDirs(join(FIX, 'out-meta'), FIX);
  assert.deepEqual(
    r.files.map((f) => [f.name, f.verdict.title, f.verdict.author, f.verdict.date]),
    [
      ['p1', true, true, true],
      ['p2', null, null, null],
      ['p3', false, null, null],
      ['p4', true, null, null],
    ],
  );
  assert.deepEqual(r.missing, ['p2']);
  assert.deepEqual(r.fields.title, { pages: 3, correct: 2, accuracy: 2 / 3, given: 3, spurious: 0 });
  assert.deepEqual(r.fields.author, { pages: 1, correct: 1, accuracy: 1, given: 1, spurious: 1 });
  assert.equal(r.fields.date.spurious, 1);
  assert.equal(r.byType.listing.title.correct, 0);
  const t = formatMetadataReport(r);
  assert.match(t, /all \(4 pages\)\s+all\s+66\.7 \(2\/3\)\s+100\.0 \(1\/1\)\s+100\.0 \(1\/1\)/);
  assert.match(t, /given where the gold has none: title 0, author 1, date 1/);
});

test('kitten eval --metadata: table and JSON; gold without records is an error', () => {
  const run = runKitten;
  const j = run('eval', '--metadata', '--json', join(FIX, 'out-meta'), join(FIX, 'gold-json'));
  assert.equal(j.status, 0, j.stderr);
  assert.equal(JSON.parse(j.stdout).fields.title.correct, 2);
  const e = run('eval', '--metadata', join(FIX, 'out-meta'), join(FIX, '..', 'gold'));
  assert.equal(e.status, 1);
  assert.match(e.stderr, /no WCXB gold records/);
});
