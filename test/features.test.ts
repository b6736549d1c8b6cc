import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Block } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { largestLessOrEqual, scaled } from '../src/blocks/features/discretize.js';
import { availableColumns, extractFeatures, type FeatureTable } from '../src/blocks/features/index.js';
import {
  compileFamily,
  existenceSource,
  mayMatch,
  unsafeReason,
} from '../src/blocks/features/safe-regexp.js';
import { CLEANEVAL_FEATURE_SET, type FeatureSet } from '../src/blocks/features/sets/index.js';
import { textStats } from '../src/blocks/features/text-stats.js';
import { parseHtml5 } from '../src/html/parse.js';

function blocksOf(html: string): Block[] {
  return buildBlocks(parseHtml5(`<!doctype html><html><body>${html}</body></html>`));
}

function column(t: FeatureTable, name: string): string[] {
  const k = t.columns.indexOf(name);
  assert.ok(k >= 0, `column ${name}`);
  return t.rows.map((r) => r[k]);
}

const ALL: FeatureSet = { ...CLEANEVAL_FEATURE_SET, crfFeatures: availableColumns(CLEANEVAL_FEATURE_SET) };

test('largest less-or-equal discretisation and ratio scales', () => {
  const b = [0, 1, 3, 10];
  assert.deepEqual(
    [-1, 0, 1, 2, 3, 9.9, 10, 500].map((x) => largestLessOrEqual(x, b)),
    ['0', '0', '1', '1', '3', '3', '10', '10'],
  );
  assert.deepEqual(
    [0, 0.09, 0.1, 0.55, 1, 2].map((r) => scaled(r, 10)),
    ['0', '0', '1', '5', '9', '9'],
  );
});

test("Victor's split example: containers and crossed tags of Hello / world / !", () => {
  const t = extractFeatures(blocksOf('<p>Hello <b><i>world</i></b>!</p>'), CLEANEVAL_FEATURE_SET);
  assert.equal(t.rows.length, 3);
  assert.deepEqual(column(t, 'container.p'), ['1', '1', '1']);
  assert.deepEqual(column(t, 'container.class-bold'), ['0', '1', '0']);
  assert.deepEqual(column(t, 'container.class-italic'), ['0', '1', '0']);
  assert.deepEqual(column(t, 'split.class-inline'), ['0', '2', '2']); // <b><i> then </i></b>
  assert.deepEqual(column(t, 'split.p'), ['1', '0', '0']);
  assert.deepEqual(column(t, 'sentence-end'), ['0', '0', '1']);
});

test('split.br counts line breaks (one does not split a paragraph, two do)', () => {
  const t = extractFeatures(blocksOf('<p>one<br>two<br><br>three</p>'), CLEANEVAL_FEATURE_SET);
  assert.deepEqual(column(t, 'split.br'), ['0', '1', '2']);
});

test("Victor's div-group example: (a, d, g), (b c), (e f) word ratios and the document maximum", () => {
  const t = extractFeatures(blocksOf('<div>a<div>b c</div>d<div>e f</div>g</div>'), CLEANEVAL_FEATURE_SET);
  // 7 words: 3/7 → bucket 4 of 10, 2/7 → bucket 2.
  assert.deepEqual(column(t, 'div-group.word-ratio'), ['4', '2', '4', '2', '4']);
  assert.deepEqual(column(t, 'document.max-div-group'), ['2', '2', '2', '2', '2']); // 3/7 of 5 buckets
  assert.deepEqual(column(t, 'td-group.word-ratio'), ['9', '9', '9', '9', '9']); // all outside any td
});

test('group word ratios count only words outside links', () => {
  const t = extractFeatures(
    blocksOf('<div>one two three four</div><div><a href="/x">five six seven eight nine ten</a></div>'),
    CLEANEVAL_FEATURE_SET,
  );
  assert.deepEqual(column(t, 'div-group.word-ratio'), ['9', '0']);
  assert.deepEqual(column(t, 'ext.link-density'), ['0', '3']);
});

test('duplicates ignore whitespace and non-letters; the first of a group is marked', () => {
  const t = extractFeatures(
    blocksOf('<p>Read more…</p><p>unique text</p><p>read  MORE</p><p>Read more!</p><p>123</p>'),
    CLEANEVAL_FEATURE_SET,
  );
  assert.deepEqual(column(t, 'duplicate-count'), ['3', '1', '3', '3', '0']);
  assert.deepEqual(column(t, 'first-duplicate'), ['1', '0', '0', '0', '0']);
});

test('regexp features give the number of the first matching expression', () => {
  const t = extractFeatures(
    blocksOf(
      '<p>http://example.org/a</p><p>see www.example.org</p><p>Posted 12/03/2007 at 10:45 pm</p><p>plain</p>',
    ),
    CLEANEVAL_FEATURE_SET,
  );
  assert.deepEqual(column(t, 'regexp.url'), ['1', '4', '0', '0']);
  assert.deepEqual(column(t, 'regexp.date'), ['0', '0', '1', '0']);
  assert.deepEqual(column(t, 'regexp.time'), ['0', '0', '1', '0']);
});

test('bullet is the combination of matching patterns, equal along a list', () => {
  const t = extractFeatures(
    blocksOf('<p>1. first</p><p>2. second</p><p>- dash</p><p>plain</p>'),
    CLEANEVAL_FEATURE_SET,
  );
  assert.deepEqual(column(t, 'bullet'), ['1', '1', '3', '0']);
});

test('text statistics: characters, tokens, sentences', () => {
  const s = textStats('Hello world, it is 2007. Call R2D2 now! (ok');
  assert.equal(s.alphaTokens, 7);
  assert.equal(s.numTokens, 1);
  assert.equal(s.mixTokens, 1);
  assert.equal(s.sentences, 3);
  assert.equal(s.sentenceBegin, true);
  assert.equal(s.sentenceEnd, false);
  assert.equal(s.white, 8);
  const q = textStats('“the end.”');
  assert.equal(q.sentenceBegin, false);
  assert.equal(q.sentenceEnd, true);
  assert.equal(q.sentences, 1);
  // Non-ASCII terminators, closers and openers, first looked up and then read from the per-process cache.
  for (let round = 0; round < 2; round++) {
    const cjk = textStats('«¿Qué?» 你好。他说！ ‘end…’');
    assert.equal(cjk.sentenceBegin, true, `round ${round}`);
    assert.equal(cjk.sentenceEnd, true);
    assert.equal(cjk.sentences, 3);
  }
});

test('document features are the same on every row; position grows', () => {
  const t = extractFeatures(blocksOf('<p>a b.</p><p>c d.</p><p>e</p><p>f</p>'), CLEANEVAL_FEATURE_SET);
  assert.deepEqual(column(t, 'document.word-count'), ['0', '0', '0', '0']);
  assert.deepEqual(column(t, 'document.block-count'), ['0', '0', '0', '0']);
  assert.deepEqual(column(t, 'position'), ['0', '2', '5', '7']);
});

test('crf-features selects and orders columns; unknown names and unsafe patterns are refused', () => {
  const t = extractFeatures(blocksOf('<p>x</p>'), {
    ...CLEANEVAL_FEATURE_SET,
    crfFeatures: ['position', 'split.*'],
  });
  assert.deepEqual(t.columns, [
    'position',
    'split.p',
    'split.br',
    'split.hr',
    'split.class-inline',
    'split.class-block',
  ]);
  assert.throws(
    () => extractFeatures([], { ...CLEANEVAL_FEATURE_SET, crfFeatures: ['nope'] }),
    /unknown feature/,
  );
  assert.equal(unsafeReason('(a+)+$'), 'nested quantifier');
  assert.equal(unsafeReason('(\\w+\\s?)*x'), 'nested quantifier');
  assert.equal(unsafeReason('(a)\\1'), 'backreference');
  assert.equal(unsafeReason('\\b(?:19|20)\\d{2}\\b'), null);
  assert.throws(
    () => extractFeatures(blocksOf('<p>x</p>'), { ...CLEANEVAL_FEATURE_SET, bullets: ['(x*)*y'] }),
    /refused pattern/,
  );
  for (const list of [...Object.values(CLEANEVAL_FEATURE_SET.regexps), CLEANEVAL_FEATURE_SET.bullets])
    for (const p of list) assert.equal(unsafeReason(p), null, p);
});

test('any page: one row per block, one value per column, values without whitespace (CRF table cells)', () => {
  const piece = fc.constantFrom(
    '<p>',
    '</p>',
    '<div>',
    '</div>',
    '<a href=x>',
    '</a>',
    '<br>',
    '<li>',
    '<td>',
    'Word.',
    ' 12 ',
    'a-b',
    '“Q”',
    '\n',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
      const blocks = blocksOf(parts.join(''));
      const t = extractFeatures(blocks, ALL);
      assert.equal(t.rows.length, blocks.length);
      for (const r of t.rows) {
        assert.equal(r.length, t.columns.length);
        for (const v of r) assert.match(v, /^\S+$/);
      }
    }),
  );
});

test('a pattern family matches some text exactly when one of its patterns does', () => {
  for (const sources of Object.values(CLEANEVAL_FEATURE_SET.regexps).concat([
    CLEANEVAL_FEATURE_SET.bullets,
  ])) {
    const family = compileFamily('test', sources);
    assert.ok(family.any);
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('', 'www.', '12/3/2024 ', 'Mon, ', '4 pm', '- ', 'a@b.c'),
        (s, p) => {
          const text = p + s;
          assert.equal(
            mayMatch(family, text),
            family.each.some((r) => r.test(text)),
          );
        },
      ),
      { numRuns: 300 },
    );
  }
  // Parts whose alternation does not compile (a group name used twice) are tested one by one.
  const twice = compileFamily('test', ['(?<d>\\d)x', '(?<d>\\d)y']);
  assert.equal(twice.any, null);
  assert.ok(mayMatch(twice, 'nothing'));
});

test('a leading C+ cut to C finds a match exactly where the pattern does (test only)', () => {
  assert.equal(existenceSource('[\\w.-]+@[\\w-]+\\.[\\w.]+'), '[\\w.-]@[\\w-]+\\.[\\w.]+');
  assert.equal(existenceSource('\\d+x'), '\\dx');
  assert.equal(existenceSource('a+|b'), 'a|b');
  for (const kept of ['^a+b', '\\b+a', '(a)+b', 'a+?b', 'a*b', '\\x41+', '[ab]{2}c', 'ab+c'])
    assert.equal(existenceSource(kept), kept, kept);
  const lead = fc.constantFrom(
    '[\\w.-]',
    '[^a ]',
    '[ab\\]]',
    '\\w',
    '\\d',
    '\\S',
    '\\s',
    'a',
    '@',
    '-',
    '[]',
    '[^]',
  );
  const rest = fc.array(
    fc.constantFrom('a', 'b', '@', '\\.', '\\b', '$', '\\d{1,2}', '[\\w-]+', 'x?', '|', ' ', '.'),
    {
      maxLength: 5,
    },
  );
  const text = fc.stringMatching(/^[ab1@.\- x\]]{0,14}$/);
  fc.assert(
    fc.property(lead, rest, text, (c, r, t) => {
      const source = `${c}+${r.join('')}`;
      let original: RegExp;
      try {
        original = new RegExp(source, 'i');
      } catch {
        return; // not a pattern
      }
      const cut = existenceSource(source);
      assert.notEqual(cut, source, source);
      assert.equal(new RegExp(cut, 'i').test(t), original.test(t), `${source} on ${JSON.stringify(t)}`);
    }),
    { numRuns: 3000 },
  );
});
