import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { LABELS, type Label } from '../src/blocks/block.js';
import { resolveOptions } from '../src/options.js';
import { extractPage } from '../src/pipeline.js';
import { alignGold } from '../src/training/align.js';
import { readAnno, writeAnno } from '../src/training/anno.js';
import { loadAnnotatedCorpus } from '../src/training/annotated-pages.js';
import { convertPage } from '../src/training/convert.js';
import { cleanevalSegments, dragnetSegments, isDragnetCommentsLine } from '../src/training/gold-formats.js';
import { readManifest, writeManifest } from '../src/training/manifest.js';
import { pageTree } from '../src/training/page.js';
import { alignTokens } from '../src/training/tokens.js';

const bytes = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`fixtures/corpus/${name}`, import.meta.url))));
const page = bytes('news.html');

function labelled(blocks: { text: string }[], labels: readonly Label[]): string[] {
  return blocks.map((b, i) => `${labels[i]} ${b.text}`);
}

const CONTENT = [
  'h River floods the old town',
  'p The river rose two metres overnight and',
  'c flooded the old town',
  'c , the mayor said on Monday.',
  'p Residents don’t expect the water to fall before Thursday.',
  'l Schools are closed.',
  'l Trains run as usual.',
];

test('the fixture page has the blocks the tests expect', () => {
  const { blocks } = pageTree(page);
  assert.deepEqual(
    blocks.map((b) => b.text),
    [
      'Daily News',
      'Home',
      '|',
      'World',
      '|',
      'Sport',
      ...CONTENT.map((l) => l.slice(2)),
      'Anna: stay safe everyone.',
      'Copyright 2012 Daily News',
    ],
  );
});

test('CleanEval gold: markers label the first block of each segment, the rest of a segment is c', () => {
  const r = convertPage('cleaneval-dev', page, bytes('news.cleaneval.txt'));
  const kept = labelled(r.blocks, r.labels).filter((l) => !l.startsWith('o '));
  assert.deepEqual(kept, CONTENT);
  assert.equal(r.coveredTokens, r.goldTokens);
});

test('CleanEval gold parsing: URL line dropped, kinds from markers, whitespace and case normalised', () => {
  const segs = cleanevalSegments('URL: http://x.org/\n<h>Title  Here\n<p>One\ntwo.\n<L>item');
  assert.deepEqual(
    segs.map((s) => [s.kind, s.tokens.join(' ')]),
    [
      ['h', 'title here'],
      ['p', 'one two'],
      ['l', 'item'],
    ],
  );
});

test('Dragnet gold: labels from the page structure, mis-decoded gold repaired, comments other by default', () => {
  const r = convertPage('dragnet', page, bytes('news.dragnet.txt'));
  const lines = labelled(r.blocks, r.labels);
  assert.deepEqual(
    lines.filter((l) => !l.startsWith('o ')),
    CONTENT,
  );
  assert.equal(r.coveredTokens, r.goldTokens);
  const withComments = convertPage('dragnet', page, bytes('news.dragnet.txt'), { dragnetComments: true });
  assert.equal(withComments.labels[withComments.blocks.findIndex((b) => b.text.startsWith('Anna'))], 'p');
});

test('Dragnet comments marker: the variants found in the gold files', () => {
  for (const l of [
    '!@#$%^&*()  COMMENTS',
    '!@ $%^&*()  COMMENTS',
    ' #$%^&*()  COMMENTS\t',
    '!@#$%^&*   COMMENTS',
  ])
    assert.ok(isDragnetCommentsLine(l), l);
  for (const l of ['COMMENTS', 'No COMMENTS', 'Read 5 COMMENTS']) assert.ok(!isDragnetCommentsLine(l), l);
  const segs = dragnetSegments('a b\n!@#$%^&*() COMMENTS\nc d\n', false);
  assert.deepEqual(
    segs.map((s) => s.kind),
    ['p', null],
  );
});

test('L3S-GN1 gold: classes of the re-saved gold page mapped onto the input page', () => {
  const r = convertPage('l3s-gn1', page, bytes('news.l3s.html'));
  const kept = labelled(r.blocks, r.labels).filter((l) => !l.startsWith('o '));
  // The link inside the paragraph is outside the spans (not content in the gold), the paragraph continues.
  assert.deepEqual(kept, [CONTENT[0], CONTENT[1], CONTENT[3], CONTENT[4], CONTENT[5], CONTENT[6]]);
  const comment = r.blocks.findIndex((b) => b.text.startsWith('Anna'));
  assert.equal(r.labels[comment], 'o', 'class 5 (user comments) is not content');
});

test('converter blocks are the extraction pipeline blocks (same count and text)', () => {
  const r = extractPage({ bytes: page }, resolveOptions({ clean: 'none', format: 'victor' }));
  assert.equal(r.status, 'ok');
  if (r.status !== 'ok') return;
  assert.deepEqual(
    r.blocks.map((b) => b.text),
    pageTree(page).blocks.map((b) => b.text),
  );
});

test('alignment tokens fold case, accents and double-encoded UTF-8', () => {
  assert.deepEqual(alignTokens('Café, DONâ€™T'), ['cafe', 'don', 't']);
});

test('a block half of whose words are not gold is kept; fewer than half, dropped', () => {
  const { blocks } = pageTree(new TextEncoder().encode('<p>alpha beta gamma delta</p><p>one two three</p>'));
  const r = alignGold(blocks, [{ kind: 'p', tokens: ['alpha', 'beta', 'one'] }], 'gold');
  assert.deepEqual(r.labels, ['p', 'o']);
});

test('anno files: write then read gives the lines back; malformed lines are reported with their number', () => {
  const line = fc.record({
    label: fc.constantFrom(...LABELS),
    text: fc.string({ minLength: 1, maxLength: 20 }).map((s) => s.replace(/\s+/g, ' ').trim() || 'x'),
  });
  fc.assert(
    fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
      const r = readAnno(writeAnno(lines));
      assert.ok(r.ok);
      assert.deepEqual(
        r.lines,
        lines.map((l) => ({ ...l })),
      );
    }),
  );
  const bad = readAnno('[p] fine\n\n[x] wrong\n');
  assert.deepEqual(bad.ok ? null : bad.line, 3);
});

test('manifest: pages paired with annotation files survive a round trip', () => {
  const entries = [
    { anno: 'a.anno', page: 'dragnet/input/a.html', blocks: 3, goldTokens: 10, coveredTokens: 9 },
  ];
  assert.deepEqual(readManifest(writeManifest(entries)), entries);
});

test('annotated corpus: files load back paired with their pages; a stale file is reported', () => {
  const root = mkdtempSync(join(tmpdir(), 'kitten-corpus-'));
  try {
    mkdirSync(join(root, 'corpora', 'cleaneval-dev', 'input'), { recursive: true });
    writeFileSync(join(root, 'corpora', 'cleaneval-dev', 'input', 'news.html'), page);
    const r = convertPage('cleaneval-dev', page, bytes('news.cleaneval.txt'));
    const annoDir = join(root, 'anno');
    mkdirSync(annoDir);
    const lines = r.blocks.map((b, i) => ({ label: r.labels[i], text: b.text }));
    writeFileSync(join(annoDir, 'news.anno'), writeAnno(lines));
    const entry = {
      anno: 'news.anno',
      page: 'cleaneval-dev/input/news.html',
      blocks: r.blocks.length,
      goldTokens: 1,
      coveredTokens: 1,
    };
    writeFileSync(join(annoDir, 'manifest.tsv'), writeManifest([entry]));
    const [ok] = loadAnnotatedCorpus(annoDir, join(root, 'corpora'));
    assert.ok(ok.ok);
    assert.deepEqual(ok.page.labels, r.labels);
    lines[3] = { ...lines[3], text: 'changed' };
    writeFileSync(join(annoDir, 'news.anno'), writeAnno(lines));
    const [stale] = loadAnnotatedCorpus(annoDir, join(root, 'corpora'));
    assert.ok(!stale.ok);
    assert.match(stale.reason, /block 3 text differs/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
