// Input sources: directories, single files, gzip (bounded), WARC archives, stdin; failures as values.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { extract } from '../src/index.js';
import { readInputs } from '../src/input/sources.js';
import type { InputPage } from '../src/input/types.js';
import { isPageContentType } from '../src/input/warc.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/input/', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'kitten-sources-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

async function all(
  paths: string[],
  maxBytes = 1 << 20,
  stdin?: AsyncIterable<Uint8Array>,
): Promise<InputPage[]> {
  const out: InputPage[] = [];
  for await (const p of readInputs(paths, { maxBytes, stdin })) out.push(p);
  return out;
}

const text = (p: InputPage) => (p.bytes ? Buffer.from(p.bytes).toString('utf8') : null);

/** The fixture WARC with each record gzipped on its own, as crawlers write .warc.gz. */
function writeWarcGz(): string {
  const raw = readFileSync(join(FIXTURES, 'tiny.warc'));
  const members: Buffer[] = [];
  let start = 0;
  for (;;) {
    const next = raw.indexOf('WARC/1.0\r\n', start + 1);
    members.push(gzipSync(raw.subarray(start, next < 0 ? raw.length : next)));
    if (next < 0) break;
    start = next;
  }
  const path = join(tmp, 'tiny.warc.gz');
  writeFileSync(path, Buffer.concat(members));
  return path;
}

test('a directory is walked recursively in sorted order, page files only, relPaths without extensions', async () => {
  const pages = await all([join(FIXTURES, 'site')]);
  assert.deepEqual(
    pages.map((p) => p.relPath),
    ['about', 'index', 'sub/deep', 'sub/zipped'],
  );
  assert.ok(pages.every((p) => p.error === null && p.url === null && p.transportEncoding === null));
  assert.equal(text(pages[3]), '<p>Gzipped page.</p>\n');
  assert.equal(pages[0].name, join(FIXTURES, 'site', 'about.htm'));
});

test('a single file: relPath is its basename without extensions, read whatever its extension', async () => {
  const [p] = await all([join(FIXTURES, 'site', 'sub', 'zipped.html.gz')]);
  assert.equal(p.relPath, 'zipped');
  assert.equal(text(p), '<p>Gzipped page.</p>\n');
  const [notes] = await all([join(FIXTURES, 'site', 'notes.txt')]);
  assert.equal(notes.relPath, 'notes');
  assert.equal(text(notes), 'not a page\n');
});

test('a WARC: each HTML or untyped response is a page with its URL and HTTP charset; others skipped', async () => {
  const pages = await all([join(FIXTURES, 'tiny.warc')]);
  assert.deepEqual(
    pages.map((p) => [p.name.slice(FIXTURES.length), p.relPath, p.url, p.transportEncoding]),
    [
      ['tiny.warc#2', 'tiny/2', 'http://example.org/news/moscow.html', 'windows-1251'],
      ['tiny.warc#4', 'tiny/4', 'http://example.org/', null],
    ],
  );
  const bytes = pages[0].bytes;
  assert.ok(bytes);
  // the charset travels to decoding: the page has no meta, only the HTTP header knows it is windows-1251
  const r = extract(bytes, {
    transportEncoding: pages[0].transportEncoding,
    url: pages[0].url,
    clean: 'none',
  });
  assert.ok(r.status === 'ok');
  assert.equal(r.encodingSource, 'transport');
  assert.match(r.text, /Москва — столица России/);
  assert.equal(text(pages[1]), '<html><body><p>Plain page, no charset.</p></body></html>\n');
});

test('a .warc.gz (one gzip member per record) gives the same pages', async () => {
  const pages = await all([writeWarcGz()]);
  assert.deepEqual(
    pages.map((p) => [p.name.slice(tmp.length + 1), p.relPath, p.url]),
    [
      ['tiny.warc.gz#2', 'tiny/2', 'http://example.org/news/moscow.html'],
      ['tiny.warc.gz#4', 'tiny/4', 'http://example.org/'],
    ],
  );
});

test('a WARC record over maxBytes is a too-large page, and the next record is still read', async () => {
  const pages = await all([join(FIXTURES, 'tiny.warc')], 80);
  assert.equal(pages.length, 2);
  assert.equal(pages[0].error?.reason, 'too-large');
  assert.equal(pages[0].bytes, null);
  assert.equal(pages[1].error, null);
});

test('a WARC cut inside a record (an interrupted download) fails that record, not silently cut', async () => {
  const raw = readFileSync(join(FIXTURES, 'tiny.warc'));
  // cut inside the last page's body: 20 bytes of its HTML are missing
  const inBody = join(tmp, 'cut-body.warc');
  writeFileSync(inBody, raw.subarray(0, raw.indexOf('Plain page') + 10));
  const body = await all([inBody]);
  assert.deepEqual(
    body.map((p) => [p.relPath, p.error?.reason ?? 'ok']),
    [
      ['cut-body/2', 'ok'],
      ['cut-body/4', 'read-failed'],
    ],
  );
  assert.match(body[1].error?.message ?? '', /malformed WARC at record 4: truncated: \d+ bytes/);
  // cut inside the last record's WARC headers, before its Content-Length
  const inHeader = join(tmp, 'cut-header.warc');
  writeFileSync(inHeader, raw.subarray(0, raw.indexOf('WARC-Target-URI: http://example.org/\r')));
  const header = await all([inHeader]);
  assert.deepEqual(
    header.map((p) => [p.relPath, p.error?.reason ?? 'ok']),
    [
      ['cut-header/2', 'ok'],
      ['cut-header/4', 'read-failed'],
    ],
  );
  assert.match(header[1].error?.message ?? '', /truncated: a record header without Content-Length/);
});

test('a .warc.gz of one gzip member per record cut inside its last member fails that record, not silently lost', async () => {
  const raw = readFileSync(join(FIXTURES, 'tiny.warc'));
  const starts: number[] = [];
  for (let at = raw.indexOf('WARC/1.0'); at >= 0; at = raw.indexOf('WARC/1.0', at + 1)) starts.push(at);
  const members = starts.map((s, k) => gzipSync(raw.subarray(s, starts[k + 1] ?? raw.length)));
  const whole = Buffer.concat(members);
  const intact = join(tmp, 'members.warc.gz');
  writeFileSync(intact, whole);
  assert.deepEqual(
    (await all([intact])).map((p) => [p.relPath, p.error?.reason ?? 'ok']),
    [
      ['members/2', 'ok'],
      ['members/4', 'ok'],
    ],
  );
  const cut = join(tmp, 'members-cut.warc.gz');
  writeFileSync(cut, whole.subarray(0, whole.length - 20)); // a download stopped inside the last page's member
  const pages = await all([cut]);
  assert.deepEqual(
    pages.map((p) => [p.relPath, p.error?.reason ?? 'ok']),
    [
      ['members-cut/2', 'ok'],
      ['members-cut/4', 'read-failed'],
    ],
  );
  assert.match(pages[1].error?.message ?? '', /record 4: truncated: the archive ends inside a gzip member/);
});

test('a malformed WARC yields one read-failed page and does not throw', async () => {
  const path = join(tmp, 'broken.warc');
  writeFileSync(path, 'this is not a WARC file at all\r\n\r\n');
  const pages = await all([path, join(FIXTURES, 'site', 'index.html')]);
  assert.deepEqual(
    pages.map((p) => [p.relPath, p.error?.reason ?? 'ok']),
    [
      ['broken/0', 'read-failed'],
      ['index', 'ok'],
    ],
  );
  assert.match(pages[0].error?.message ?? '', /malformed WARC.*not a WARC record/);
});

test('content types that are pages', () => {
  for (const t of [
    null,
    '',
    'text/html',
    'text/html; charset=utf-8',
    'application/xhtml+xml',
    'application/rss+xml',
  ]) {
    assert.equal(isPageContentType(t), true, String(t));
  }
  for (const t of ['image/png', 'text/css', 'application/pdf', 'application/javascript', 'text/plain']) {
    assert.equal(isPageContentType(t), false, t);
  }
});

test('a gzip bomb stops at maxBytes with too-large', async () => {
  const path = join(tmp, 'bomb.html.gz');
  writeFileSync(path, gzipSync(Buffer.alloc(16 << 20), { level: 9 }));
  const [p] = await all([path], 1 << 20);
  assert.equal(p.error?.reason, 'too-large');
  assert.equal(p.bytes, null);
  assert.equal(p.relPath, 'bomb');
});

test('a .gz that is not gzip is bad-gzip; a plain file over maxBytes is too-large', async () => {
  const bad = join(tmp, 'fake.html.gz');
  writeFileSync(bad, '<p>not compressed</p>');
  const [p] = await all([bad]);
  assert.equal(p.error?.reason, 'bad-gzip');
  const big = join(tmp, 'big.html');
  writeFileSync(big, 'x'.repeat(2000));
  const [q] = await all([big], 1000);
  assert.equal(q.error?.reason, 'too-large');
});

test('missing and unreadable paths are read-failed pages, and the other inputs still come', async () => {
  const dangling = join(tmp, 'dangling.html');
  symlinkSync(join(tmp, 'no-such-target.html'), dangling);
  const pages = await all([join(tmp, 'missing.html'), dangling, join(FIXTURES, 'site', 'about.htm')]);
  assert.deepEqual(
    pages.map((p) => [p.relPath, p.error?.reason ?? 'ok']),
    [
      ['missing', 'read-failed'],
      ['dangling', 'read-failed'],
      ['about', 'ok'],
    ],
  );
});

test("a folder holding a run's manifest (-o inside the input folder) is not read as input, unless given by name", async () => {
  const dir = join(tmp, 'site-with-out');
  mkdirSync(join(dir, 'out'), { recursive: true });
  writeFileSync(join(dir, 'page.html'), '<p>page</p>');
  writeFileSync(join(dir, 'out', '.kitten-run'), '{}');
  writeFileSync(join(dir, 'out', 'page.xhtml'), '<p>an output</p>');
  assert.deepEqual(
    (await all([dir])).map((p) => p.relPath),
    ['page'],
  );
  assert.deepEqual(
    (await all([join(dir, 'out')])).map((p) => p.relPath),
    ['page'],
  );
});

test('- reads a gzipped page as a named *.gz is read (bounded); broken gzip is bad-gzip', async () => {
  const [p] = await all(['-'], 1000, Readable.from([gzipSync(Buffer.from('<p>zipped stdin</p>'))]));
  assert.equal(p.error, null);
  assert.equal(text(p), '<p>zipped stdin</p>');
  const [q] = await all(
    ['-'],
    10,
    Readable.from([gzipSync(Buffer.from('<p>far too long for ten bytes</p>'))]),
  );
  assert.equal(q.error?.reason, 'too-large');
  const [r] = await all(['-'], 1000, Readable.from([Buffer.from([0x1f, 0x8b, 1, 2, 3, 4])]));
  assert.equal(r.error?.reason, 'bad-gzip');
});

test('inside a folder, a broken link or a FIFO named as a page is a read-failed page, not skipped unsaid', async () => {
  const dir = join(tmp, 'odd');
  mkdirSync(dir);
  writeFileSync(join(dir, 'ok.html'), '<p>fine</p>');
  symlinkSync(join(tmp, 'no-such-target.html'), join(dir, 'broken.html'));
  const fifo = spawnSync('mkfifo', [join(dir, 'pipe.html')]).status === 0;
  const pages = await all([dir]);
  assert.deepEqual(
    pages.map((p) => [p.relPath, p.error?.reason ?? 'ok']).sort(),
    [['broken', 'read-failed'], ['ok', 'ok'], ...(fifo ? [['pipe', 'read-failed']] : [])].sort(),
  );
});

test('- reads standard input, bounded by maxBytes', async () => {
  const [p] = await all(['-'], 1000, Readable.from([Buffer.from('<p>from '), Buffer.from('stdin</p>')]));
  assert.equal(p.name, '-');
  assert.equal(p.relPath, 'stdin');
  assert.equal(text(p), '<p>from stdin</p>');
  const [q] = await all(['-'], 10, Readable.from([Buffer.from('<p>far too long for ten bytes</p>')]));
  assert.equal(q.error?.reason, 'too-large');
});
