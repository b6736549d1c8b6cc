import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildDirReport, corpusName, parsePeer } from '../src/eval/report-dirs.js';
import { renderReport } from '../src/eval/report-html.js';
import { markUnmatched } from '../src/eval/word-diff.js';
import { chromiumSkip, launchChromium } from './helpers/chromium.js';
import { runKitten } from './helpers/run-cli.js';

const FIX = join(import.meta.dirname, 'fixtures', 'eval', 'wcxb');

const report = () =>
  buildDirReport(
    { name: 'kitten', dir: join(FIX, 'out') },
    [{ name: 'peer', dir: join(FIX, 'out-peer') }],
    join(FIX, 'gold-json'),
    { measure: 'wcxb' },
  );

test('word marks: the multiset matching of the WCXB measure, in reading order; the runs give the text back', () => {
  const runs = markUnmatched('Der Hund läuft. Der Hund schläft!', 'der HUND läuft schnell');
  assert.deepEqual(
    runs.filter((r) => r.unmatched).map((r) => r.text),
    ['Der', 'Hund', 'schläft'],
  );
  assert.equal(runs.map((r) => r.text).join(''), 'Der Hund läuft. Der Hund schläft!');
  fc.assert(
    fc.property(fc.string(), fc.string(), (a, b) => {
      assert.equal(
        markUnmatched(a, b)
          .map((r) => r.text)
          .join(''),
        a,
      );
    }),
  );
});

test('the report is one self-contained page: no external resource, page text escaped', () => {
  const model = report();
  model.corpora[0].texts.p4 = { gold: '<script>alert(1)</script> a b', out: '' };
  const html = renderReport(model);
  assert.doesNotMatch(html, /<link|\ssrc=|url\(|@import|href="(?!#)/);
  assert.match(html, /&lt;<mark class="miss">script<\/mark>&gt;<mark class="miss">alert<\/mark>/);
  assert.equal((html.match(/<script>/g) ?? []).length, 1);
  assert.equal(corpusName('/x/wcxb-dev/gold-json/'), 'wcxb-dev');
  assert.deepEqual(parsePeer('readability=out/r=1'), { name: 'readability', dir: 'out/r=1' });
  assert.throws(() => parsePeer('nodir'), /expected NAME=DIR/);
});

const run = runKitten;

test('kitten eval --report writes the page; a bad --peer is a usage error', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'kitten-report-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'r.html');
  const r = run('eval', join(FIX, 'out'), FIX, '--peer', `peer=${join(FIX, 'out-peer')}`, '--report', file);
  assert.equal(r.status, 0, r.stderr);
  assert.match(readFileSync(file, 'utf8'), /<th scope="row">peer<\/th>/);
  assert.equal(run('eval', join(FIX, 'out'), FIX, '--peer', 'x=/nonexistent', '--report', file).status, 2);
});

test('in Chromium: bars per page kind, sorting, side by side with marked words', async (t) => {
  const skip = chromiumSkip();
  if (skip) {
    t.skip(skip);
    return;
  }
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.setContent(renderReport(report()));
    // all + article, listing, product, service; two contenders in each
    assert.deepEqual(
      await page.locator('table.bars').evaluateAll((ts) => ts.map((t) => t.getAttribute('data-kind'))),
      ['all', 'article', 'listing', 'product', 'service'],
    );
    assert.equal(await page.locator('table.bars[data-kind=all] tbody tr').count(), 2);
    const allF = await page
      .locator('table.bars[data-kind=all] tbody tr:first-child td:nth-child(4)')
      .innerText();
    assert.equal(allF.trim(), '65.0');
    const firstPages = () =>
      page
        .locator('table.pages tbody tr td:first-child')
        .evaluateAll((tds) => tds.map((td) => td.textContent));
    const header = page.locator('table.pages th', { hasText: 'kitten F' });
    await header.click();
    assert.deepEqual(await firstPages(), ['p4', 'p1', 'p2', 'p3 (missing)']);
    await header.click();
    assert.equal((await firstPages())[3], 'p4');
    await page.locator('table.pages a', { hasText: 'p1' }).click();
    const details = page.locator('details.page').first();
    assert.equal(await details.evaluate((d) => (d as HTMLDetailsElement).open), true);
    assert.deepEqual(await details.locator('mark.miss').allInnerTexts(), [
      'missing',
      'Der',
      'Hund',
      'schläft',
    ]);
    assert.deepEqual(await details.locator('mark.extra').allInnerTexts(), ['extra', 'schnell']);
    const shotDir = mkdtempSync(join(tmpdir(), 'kitten-report-shot-'));
    t.after(() => rmSync(shotDir, { recursive: true, force: true }));
    const shot = join(shotDir, 'report.png');
    await page.screenshot({ path: shot, fullPage: true });
    assert.ok(statSync(shot).size > 10_000);
    assert.deepEqual(
      requests.filter((u) => !u.startsWith('about:') && !u.startsWith('data:')),
      [],
    );
  } finally {
    await browser.close();
  }
});

test('a report over a slice: the main outputs choose the pages, peers are scored on the same ones', () => {
  const m = buildDirReport(
    { name: 'peer', dir: join(FIX, 'out-peer') },
    [{ name: 'kitten', dir: join(FIX, 'out') }],
    FIX,
    { measure: 'wcxb' },
    true,
  );
  const [main, other] = m.corpora[0].contenders;
  assert.deepEqual(
    main.report.files.map((f) => f.name),
    ['p1', 'p4'],
  );
  assert.deepEqual(
    other.report.files.map((f) => f.name),
    ['p1', 'p4'],
  );
  assert.deepEqual(Object.keys(m.corpora[0].texts), ['p1', 'p4']);
});
