import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { evaluateDirs, evaluatePairs, formatReport } from '../src/eval/evaluate.js';
import { SequenceMatcher } from '../src/eval/sequence-matcher.js';
import { shingleCounts, shingles } from '../src/eval/shingles.js';
import {
  cleanevalTokens,
  dragnetMainText,
  goldMainText,
  htmlMainText,
  l3sMainText,
} from '../src/eval/text-formats.js';
import { runKitten } from './helpers/run-cli.js';

const FIX = join(import.meta.dirname, 'fixtures', 'eval');
const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≠ ${expected}`);

test('SequenceMatcher reproduces Python difflib matching blocks (values printed by Python 3)', () => {
  const blocks = (a: string, b: string, autojunk = true) =>
    new SequenceMatcher(a.split(' '), b.split(' '), { autojunk })
      .getMatchingBlocks()
      .map((m) => [m.a, m.b, m.size]);
  // difflib.SequenceMatcher(None, a, b).get_matching_blocks() without the final (la, lb, 0) sentinel
  assert.deepEqual(blocks('the cat sat on the mat with the hat', 'a cat sat on a mat the hat'), [
    [1, 1, 3],
    [5, 5, 1],
    [7, 6, 2],
  ]);
  assert.deepEqual(blocks('x y z a b c x y', 'a b c x y z'), [[3, 0, 5]]);
  // autojunk: b has 240 items, `w` (180×) and `q` (60×) are popular (> 240//100 + 1 = 3), so nothing anchors a
  // match; Python still extends the empty match at (0, 0) over equal items: size 2. Without autojunk, 20.
  const a = 'w w q w '.repeat(5).trim();
  const b = 'w w w q '.repeat(60).trim();
  assert.deepEqual(blocks(a, b), [[0, 0, 2]]);
  assert.equal(
    blocks(a, b, false).reduce((s, m) => s + m[2], 0),
    20,
  );
});

test('matching blocks are increasing, non-overlapping and equal', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('a', 'b', 'c', '<p>'), { maxLength: 60 }),
      fc.array(fc.constantFrom('a', 'b', 'c', '<p>'), { maxLength: 300 }),
      fc.boolean(),
      (a, b, autojunk) => {
        let ea = 0;
        let eb = 0;
        for (const m of new SequenceMatcher(a, b, { autojunk }).getMatchingBlocks()) {
          assert.ok(m.size > 0 && m.a >= ea && m.b >= eb);
          for (let k = 0; k < m.size; k++) assert.equal(a[m.a + k], b[m.b + k]);
          ea = m.a + m.size;
          eb = m.b + m.size;
        }
      },
    ),
  );
});

test('CleanEval tokens: URL line dropped, markers split off glued text', () => {
  assert.deepEqual(cleanevalTokens('URL: http://x\n\n<p>If you\n<L>  * Fast'), [
    '<p>',
    'If',
    'you',
    '<l>',
    '*',
    'Fast',
  ]);
});

/*
 * Hand computation for test/fixtures/eval (a = output words, b = gold words):
 *   gold a: <h> Kittens sleep <p> They sleep all day long.                     9 words, 2 markers
 *   out  a: <h> Kittens sleep <p> Menu They sleep all day <p> long.            11 words, 3 markers
 *   longest match: "<h> Kittens sleep <p>" (4, found before the equally long "They sleep all day");
 *   right of it: "They sleep all day" (4); right of that: "long." (1)  → 9 matched, markers <h> <p> → 2.
 *   word P = 9/11, R = 9/9 = 1, F = 2·(9/11)/(20/11) = 0.9;  seg P = 2/3, R = 2/2, F = 0.8.
 *   b: output missing, gold "<p> Only gold here." (4 words, 1 marker) → all zero.
 *   macro word F = (0.9 + 0)/2 = 0.45, macro seg F = 0.4;
 *   micro word: 9 matched of 11 out and 13 gold → F = 18/24 = 0.75; micro seg: 2 of 3 and 3 → F = 2/3.
 * Shingles (gold text "Kittens sleep They sleep all day long", output adds "Menu" after "sleep"):
 *   gold shingles: [Kittens sleep They sleep] [sleep They sleep all] [They sleep all day] [sleep all day long]
 *   out shingles:  [Kittens sleep Menu They] [sleep Menu They sleep] [Menu They sleep all] [They sleep all day]
 *                  [sleep all day long]  → TP 2, FP 3, FN 2: P = 0.4, R = 0.5.
 *   b missing: gold "Only gold here" is one shingle → TP 0, FP 0, FN 1: P = R = 0.
 *   macro: mean P 0.2, mean R 0.25, F1 = 2·0.05/0.45 = 2/9; micro: TP 2, FP 3, FN 3 → P = R = F = 0.4.
 */
test('the hand-computed case: per file, macro, micro, missing listed', () => {
  const r = evaluateDirs(join(FIX, 'out'), join(FIX, 'gold'));
  assert.deepEqual(
    r.files.map((f) => f.name),
    ['a', 'b'],
  );
  assert.deepEqual(r.missing, ['b']);
  const a = r.files[0];
  assert.deepEqual(a.words, {
    out: 11,
    gold: 9,
    matched: 9,
    outMarkers: 3,
    goldMarkers: 2,
    matchedMarkers: 2,
  });
  close(a.word!.p, 9 / 11);
  close(a.word!.f, 0.9);
  close(a.seg!.f, 0.8);
  assert.equal(r.files[1].word!.f, 0);
  assert.equal(r.files[1].words!.goldMarkers, 1);
  close(r.macro.word!.f, 0.45);
  close(r.macro.seg!.f, 0.4);
  close(r.micro.word!.f, 0.75);
  close(r.micro.seg!.f, 2 / 3);
  const s = evaluateDirs(join(FIX, 'out'), join(FIX, 'gold'), { shingles: true });
  assert.deepEqual(s.files[0].shingle, { tp: 2, fp: 3, fn: 2 });
  assert.deepEqual(s.files[1].shingle, { tp: 0, fp: 0, fn: 1 });
  close(s.macro.article!.p, 0.2);
  close(s.macro.article!.r, 0.25);
  close(s.macro.article!.f, 2 / 9);
  close(s.micro.article!.f, 0.4);
  const table = formatReport(r);
  assert.match(table, /b \(missing\)/);
  assert.match(table, /missing outputs \(1, scored 0\): b\n/);
  assert.match(table, /macro \(2 files\)\s+40\.9\s+50\.0\s+45\.0/);
});

test('shingles: bags with counts, short texts are one shingle, case kept', () => {
  assert.deepEqual(
    [...shingles('a b c d a b c d')],
    [
      ['a b c d', 2],
      ['b c d a', 1],
      ['c d a b', 1],
      ['d a b c', 1],
    ],
  );
  assert.deepEqual([...shingles('Hi, there!')], [['Hi there', 1]]);
  assert.deepEqual(shingleCounts('One two three four', 'one two three four'), { tp: 0, fp: 1, fn: 1 });
});

test('gold formats: dragnet comments cut, l3s classes 1-3 kept', () => {
  assert.equal(dragnetMainText('Story text.\n\n!@#$%^&*()  COMMENTS\n\nnice post'), 'Story text.\n');
  assert.equal(
    dragnetMainText('A line about COMMENTS policy.\nMore.'),
    'A line about COMMENTS policy.\nMore.',
  );
  const html =
    '<div><span class="x-nc-sel0">Menu</span><h1><span class="x-nc-sel1">Title</span></h1>' +
    '<p><span class="x-nc-sel2">Body <b>bold</b> text.</span><span class="x-nc-sel5">A comment</span></p>' +
    '<span class="x-nc-sel3">Jan 1</span><span class="x-nc-sel4">Related</span></div>';
  assert.equal(l3sMainText(html), 'Title\nBody bold text.\nJan 1');
  assert.equal(goldMainText('URL: u\n<p>One <h>Two', 'cleaneval').trim(), 'One  Two');
  assert.equal(
    htmlMainText(
      '<div id="readability-page-1"><h2>Head</h2><p>One <a href="#">link</a><br>two</p><script>x</script><p>Three</p></div>',
    ),
    'Head\nOne link\ntwo\nThree',
  );
  assert.equal(goldMainText('<p>A</p><p>B</p>', 'html'), 'A\nB');
});

test('non-cleaneval gold: markers dropped from the output, no segmentation score', () => {
  const r = evaluatePairs(
    [{ name: 'x', out: '<p>Story text.\n<p>Menu', gold: 'Story text.\n!@#$ COMMENTS\nno' }],
    {
      goldFormat: 'dragnet',
    },
  );
  assert.deepEqual(r.files[0].words!.matched, 2);
  close(r.files[0].word!.p, 2 / 3);
  assert.equal(r.files[0].seg, null);
  assert.equal(r.macro.seg, null);
});

test('kitten eval prints the table and JSON; a missing directory is a usage error', () => {
  const run = runKitten;
  const t = run('eval', join(FIX, 'out'), join(FIX, 'gold'));
  assert.equal(t.status, 0, t.stderr);
  assert.match(t.stdout, /micro\s+81\.8\s+69\.2\s+75\.0/);
  const j = run('eval', '--shingles', '--json', join(FIX, 'out'), join(FIX, 'gold'));
  assert.equal(j.status, 0, j.stderr);
  close(JSON.parse(j.stdout).micro.article.f, 0.4);
  assert.equal(run('eval', join(FIX, 'nope'), join(FIX, 'gold')).status, 2);
});

test('kitten eval --report into a missing folder or onto a directory is a usage error said before any scoring', () => {
  for (const [report, why] of [
    [join(FIX, 'no-such-folder', 'r.html'), /does not exist/],
    [FIX, /is a directory/],
  ] as const) {
    const r = runKitten('eval', join(FIX, 'out'), join(FIX, 'gold'), '--report', report);
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, new RegExp(`^kitten eval: --report ${report}: `));
    assert.match(r.stderr, why);
    assert.equal(r.stdout, '', 'no scores printed before the refusal');
  }
});

test('kitten eval with no gold page to pair (an empty or wrong gold folder) says so and fails, no table of zeros', () => {
  // FIX itself holds only folders: no NAME.txt gold file at its top.
  const r = runKitten('eval', join(FIX, 'out'), FIX);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /^kitten eval: no gold page in /);
  assert.equal(r.stdout, '');
});
