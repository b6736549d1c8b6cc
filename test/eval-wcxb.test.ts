import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { evaluateDirs, evaluatePairs, formatReport } from '../src/eval/evaluate.js';
import { commonTokens, normalizeSnippet, scoreWcxbPage, wcxbTokens } from '../src/eval/wcxb.js';
import { findWcxbGold, parseWcxbRecord } from '../src/eval/wcxb-gold.js';
import { runKitten } from './helpers/run-cli.js';

const FIX = join(import.meta.dirname, 'fixtures', 'eval', 'wcxb');
const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≠ ${expected}`);

test('tokens: lower-cased runs of Unicode letters, digits and underscore', () => {
  assert.deepEqual(wcxbTokens('Der Hund läuft, ÜBER 2 Straßen_x!'), [
    'der',
    'hund',
    'läuft',
    'über',
    '2',
    'straßen_x',
  ]);
  assert.deepEqual(wcxbTokens('Привет, МИР'), ['привет', 'мир']);
  // Japanese has no spaces: a run of kana/kanji is one token, as Python's \w+ reads it.
  assert.deepEqual(wcxbTokens('東京タワー。大阪'), ['東京タワー', '大阪']);
  assert.equal(commonTokens(['a', 'a', 'b'], ['a', 'b', 'b', 'c']), 2);
  assert.equal(normalizeSnippet('  Two\n\t Words '), 'two words');
  assert.equal(normalizeSnippet('It’s “fine” — really… OK'), 'it\'s "fine" - really... ok');
});

test('one page: multiset P/R/F1; empty gold is 1 only with an empty output', () => {
  const s = scoreWcxbPage('the the cat', { text: 'the cat sat' });
  close(s.p, 2 / 3);
  close(s.r, 2 / 3);
  assert.deepEqual([s.out, s.gold, s.common], [3, 3, 2]);
  assert.equal(scoreWcxbPage('', { text: '' }).f, 1);
  assert.equal(scoreWcxbPage(null, { text: '  ' }).f, 1);
  assert.equal(scoreWcxbPage('menu', { text: '' }).f, 0);
  assert.equal(scoreWcxbPage(null, { text: 'gold' }).f, 0);
});

test('F1 is 1 on the gold itself, within [0,1], and blind to word order and case', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('a', 'B', 'ü', 'мир', '東京', '1'), { maxLength: 30 }),
      fc.array(fc.constantFrom('a', 'b', 'Ü', 'МИР', 'x'), { maxLength: 30 }),
      (gold, out) => {
        assert.equal(scoreWcxbPage(gold.join(' '), { text: gold.join(' ') }).f, 1);
        const s = scoreWcxbPage(out.join(' '), { text: gold.join(' ') });
        assert.ok(s.f >= 0 && s.f <= 1 && s.common <= Math.min(s.out, s.gold));
        const flipped = scoreWcxbPage(out.reverse().join('\n').toUpperCase(), { text: gold.join(' ') });
        close(flipped.f, s.f);
      },
    ),
  );
});

/*
 * Hand computation for test/fixtures/eval/wcxb:
 *   p1 article: gold der hund läuft der hund schläft (6), out der hund läuft schnell (4), common 3:
 *      P 3/4, R 1/2, F 0.6; with: "der hund läuft" found, "hund schläft" not → 1/2; without: "menu" absent,
 *      "schnell" present → 1/2.
 *   p2 product (out is p2.json's text): привет мир 東京タワー both sides → 1, 1, 1; no snippets.
 *   p3 listing: empty gold, no output → 1, 1, 1 (listed missing).
 *   p4 service (type from types.tsv): gold "a b", empty output → 0; with "a b" not found → 0/1.
 *   macro P (0.75+1+1+0)/4 = 0.6875, R (0.5+1+1+0)/4 = 0.625, F (0.6+1+1+0)/4 = 0.65;
 *   with rate mean(1/2, 0) = 0.25, without rate 1/2; micro: common 6, out 7, gold 11.
 */
test('the hand-computed WCXB case: per page, per type, macro, micro, snippets', () => {
  for (const gold of [FIX, join(FIX, 'gold-json')]) {
    const r = evaluateDirs(join(FIX, 'out'), gold, { measure: 'wcxb' });
    assert.equal(r.mode, 'wcxb');
    assert.deepEqual(
      r.files.map((f) => [f.name, f.type, Number(f.wcxb!.f.toFixed(6))]),
      [
        ['p1', 'article', 0.6],
        ['p2', 'product', 1],
        ['p3', 'listing', 1],
        ['p4', 'service', 0],
      ],
    );
    assert.deepEqual(r.files[0].wcxb!.with, { total: 2, passed: 1 });
    assert.deepEqual(r.files[0].wcxb!.without, { total: 2, passed: 1 });
    assert.equal(r.files[1].wcxb!.with, null);
    assert.deepEqual(r.missing, ['p3']);
    const m = r.macro.wcxb!;
    close(m.p, 0.6875);
    close(m.r, 0.625);
    close(m.f, 0.65);
    close(m.withRate!, 0.25);
    close(m.withoutRate!, 0.5);
    close(r.micro.wcxb!.p, 6 / 7);
    close(r.micro.wcxb!.r, 6 / 11);
    assert.deepEqual(Object.keys(r.byType!), ['article', 'listing', 'product', 'service']);
    close(r.byType!.article.f, 0.6);
    assert.equal(r.byType!.service.withoutRate, null);
    const table = formatReport(r);
    assert.match(table, /macro \(4 pages\)\s+all\s+68\.8\s+62\.5\s+65\.0\s+25\.0\s+50\.0/);
    assert.match(table, /p3 \(missing\)/);
  }
});

test('layout: records found at, in and beside GOLD; a plain gold folder has none', () => {
  assert.equal(findWcxbGold(FIX).jsonDir, join(FIX, 'gold-json'));
  assert.equal(findWcxbGold(FIX).typesFile, join(FIX, 'types.tsv'));
  assert.equal(findWcxbGold(join(FIX, 'gold-json')).jsonDir, join(FIX, 'gold-json'));
  assert.equal(findWcxbGold(join(FIX, '..', 'gold')).jsonDir, null);
  assert.equal(findWcxbGold(join(FIX, '..', 'gold')).typesFile, null);
  assert.throws(() => parseWcxbRecord('x', '{"title": 1}'), /x\.json: no ground_truth object/);
  assert.throws(() => parseWcxbRecord('y', '{oops'), /y\.json: not JSON/);
});

test('plain text gold with a types.tsv, and a broken output scored as missing with its error', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'kitten-wcxb-'));
  const r = evaluatePairs(
    [
      { name: 'a', out: 'one two', gold: 'one two', type: 'forum' },
      { name: 'b', out: null, gold: 'x', type: null, error: 'b.json: not JSON' },
    ],
    { measure: 'wcxb' },
  );
  assert.deepEqual(Object.keys(r.byType!), ['forum', 'unknown']);
  assert.equal(r.files[1].error, 'b.json: not JSON');
  assert.match(formatReport(r), /unreadable output b: b\.json: not JSON/);
  writeFileSync(join(dir, 'good.txt'), 'Kittens sleep.');
  writeFileSync(join(dir, 'bad.json'), '{"text": "trunc');
  const gold = mkdtempSync(join(tmpdir(), 'kitten-wcxb-gold-'));
  t.after(() => {
    for (const d of [dir, gold]) rmSync(d, { recursive: true, force: true });
  });
  writeFileSync(join(gold, 'good.txt'), 'kittens SLEEP');
  writeFileSync(join(gold, 'bad.txt'), 'something');
  writeFileSync(join(gold, 'types.tsv'), 'good\tarticle\n');
  const d = evaluateDirs(dir, gold, { measure: 'wcxb' });
  assert.deepEqual(
    d.files.map((f) => [f.name, f.type, f.wcxb!.f, f.missing]),
    [
      ['bad', null, 0, true],
      ['good', 'article', 1, false],
    ],
  );
  assert.match(d.files[0].error!, /bad\.json: not JSON/);
});

const run = runKitten;

test('kitten eval picks the WCXB measure by itself when GOLD has records, --json is machine-readable', (ctx) => {
  const j = run('eval', '--json', join(FIX, 'out'), FIX);
  assert.equal(j.status, 0, j.stderr);
  const r = JSON.parse(j.stdout);
  assert.equal(r.mode, 'wcxb');
  close(r.macro.wcxb.f, 0.65);
  close(r.byType.product.f, 1);
  const t = run('eval', '--measure', 'wcxb', join(FIX, 'out'), join(FIX, 'gold-json'));
  assert.equal(t.status, 0, t.stderr);
  assert.match(t.stdout, /article \(1 pages\)\s+article\s+75\.0\s+50\.0\s+60\.0\s+50\.0\s+50\.0/);
  const bad = mkdtempSync(join(tmpdir(), 'kitten-wcxb-badgold-'));
  ctx.after(() => rmSync(bad, { recursive: true, force: true }));
  writeFileSync(join(bad, 'z.json'), '{"no": "record"}');
  const e = run('eval', '--measure', 'wcxb', join(FIX, 'out'), bad);
  assert.equal(e.status, 1);
  assert.match(e.stderr, /z\.json: no ground_truth object/);
});

test('--present-only scores the slice that OUT covers (missing outputs left out instead of scored 0)', () => {
  const r = evaluateDirs(join(FIX, 'out'), FIX, { measure: 'wcxb' }, true);
  assert.deepEqual(
    r.files.map((f) => f.name),
    ['p1', 'p2', 'p4'],
  );
  close(r.macro.wcxb!.f, (0.6 + 1 + 0) / 3);
  assert.deepEqual(r.missing, []);
});
