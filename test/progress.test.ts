// The progress bar: one line under 150 columns from its first drawing, with total, percentage, pages/s, MB/s and
// time left; an estimated total (WARC bytes) is marked; a redirected stderr gets no control characters.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { formatDuration, Progress, progressLine } from '../src/batch/progress.js';
import { TotalEstimate } from '../src/batch/total.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const counts = (done: number, bytes = 0) => ({ ok: done, excluded: 0, failed: 0, resumed: 0, bytes });

test('the line: done/total, percentage, bar, pages/s, MB/s, eta; within the width and under 150 columns', () => {
  const line = progressLine(counts(370, 5e6), { pages: 740, estimated: false }, 10, 200);
  assert.match(line, /^kitten 370\/740 50\.0% \[#+\.+\] 37\.0 pages\/s {2}0\.50 MB\/s {2}eta 0:10$/);
  assert.ok(line.length < 150);
  for (const width of [40, 60, 79, 100, 149, 300]) {
    const l = progressLine(counts(370, 5e6), { pages: 740, estimated: false }, 10, width);
    assert.ok(l.length <= Math.max(width, 20) && l.length < 150, `${width}: ${l}`);
    if (width >= 79) assert.match(l, /740 50\.0% .*eta 0:10/);
  }
  // First drawing: nothing done yet, the total is there and the time left is not known.
  assert.match(
    progressLine(counts(0), { pages: 740, estimated: false }, 0, 100),
    /^kitten 0\/740 0\.0% .* eta --:--$/,
  );
  assert.match(progressLine(counts(5), { pages: 1200, estimated: true }, 1, 100), /^kitten 5\/~1200 0\.4% /);
  assert.match(
    progressLine(counts(5), { pages: null, estimated: false }, 1, 100),
    /^kitten 5\/\? {2}5\.0 pages\/s/,
  );
  assert.equal(formatDuration(3725), '1:02:05');
});

test('Progress draws at once, on one line (\\r … erase to end of line), and clears it at the end', () => {
  let written = '';
  const tty = new Writable({
    write(chunk, _enc, cb) {
      written += chunk.toString();
      cb();
    },
  }) as unknown as NodeJS.WriteStream;
  (tty as { columns: number }).columns = 120;
  const p = new Progress(tty);
  p.setTotal({ pages: 740, estimated: false });
  p.update(counts(0));
  assert.match(written, /^\rkitten 0\/740 0\.0% .*\x1b\[K$/);
  assert.ok(!written.includes('\n'));
  p.clear();
  assert.ok(written.endsWith('\r\x1b[K'));
});

test('the total of a WARC is estimated from the bytes read, and exact once everything is read', async () => {
  const warc = join(FIXTURES, 'input', 'tiny.warc');
  const t = await TotalEstimate.of([warc, join(FIXTURES, 'cli', 'pages')]);
  assert.deepEqual(
    t.get(),
    { pages: 3, estimated: true },
    'the 3 page files, plus the archive at 50 kB a page',
  );
  t.saw(`${warc}#2`, 300);
  t.saw(`${warc}#4`, 600);
  const mid = t.get();
  assert.ok(mid.estimated && mid.pages !== null && mid.pages > 3);
  t.finish();
  assert.deepEqual(t.get(), { pages: 2, estimated: false });
});

test('with stderr redirected (not a terminal): no bar, no control characters, the one summary line', () => {
  const out = mkdtempSync(join(tmpdir(), 'kitten-progress-'));
  after(() => rmSync(out, { recursive: true, force: true }));
  const cli = join(FIXTURES, 'cli', 'kitten.ts');
  const args = ['--import', 'tsx', cli, 'extract', '-j', '1', '-o', out, join(FIXTURES, 'cli', 'pages')];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.ok(!/[\x00-\x09\x0b-\x1f]/.test(r.stderr), JSON.stringify(r.stderr));
  assert.match(r.stderr, /^kitten: 3 inputs: 3 ok, 0 excluded, 0 failed in [\d.]+ s \([\d.]+ MB\/s\)\n$/);
});
