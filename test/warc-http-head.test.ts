// A WARC response record's HTTP head is read inside the record: a record with no HTTP headers (the page
// right after the WARC headers) must not swallow the next records, and encoded payloads still decode.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { readInputs } from '../src/input/sources.js';
import type { InputPage } from '../src/input/types.js';
import { scanWarc } from '../src/input/warc.js';

const tmp = mkdtempSync(join(tmpdir(), 'kitten-warc-head-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function record(uri: string, block: Buffer): Buffer {
  const head =
    'WARC/1.0\r\nWARC-Type: response\r\n' +
    `WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-00000000000${uri.length % 10}>\r\n` +
    `WARC-Date: 2024-01-02T03:04:05Z\r\nWARC-Target-URI: ${uri}\r\n` +
    'Content-Type: application/http; msgtype=response\r\n' +
    `Content-Length: ${block.length}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), block, Buffer.from('\r\n\r\n')]);
}

const bare = Buffer.from('<html><body><p>A page with no HTTP headers.</p></body></html>');
const normal = Buffer.from(
  'HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>The page after it.</p>',
);
const gz = gzipSync('<p>Gzipped and chunked.</p>');
const encoded = Buffer.concat([
  Buffer.from(
    'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n',
  ),
  Buffer.from(`${gz.length.toString(16)}\r\n`),
  gz,
  Buffer.from('\r\n0\r\n\r\n'),
]);
const image = Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n');

const text = (p: InputPage) => (p.bytes ? Buffer.from(p.bytes).toString('utf8') : p.error?.message);

test('a response without HTTP headers is its page, and the records after it are read', async () => {
  const path = join(tmp, 'mixed.warc');
  writeFileSync(
    path,
    Buffer.concat([
      record('http://a.test/bare', bare),
      record('http://a.test/img', image),
      record('http://a.test/next', normal),
      record('http://a.test/enc', encoded),
    ]),
  );
  const pages: InputPage[] = [];
  for await (const p of readInputs([path], { maxBytes: 1 << 20 })) pages.push(p);
  assert.deepEqual(
    pages.map((p) => [p.relPath, p.url, text(p)]),
    [
      ['mixed/0', 'http://a.test/bare', bare.toString()],
      ['mixed/2', 'http://a.test/next', '<p>The page after it.</p>'],
      ['mixed/3', 'http://a.test/enc', '<p>Gzipped and chunked.</p>'],
    ],
  );
  assert.equal(pages[0].record?.http, null);
  assert.deepEqual(pages[1].record?.http, { status: 200, contentType: 'text/html; charset=utf-8' });
  assert.equal(pages[1].transportEncoding, 'utf-8');
  // the planner of distributed runs sees the same records and pages
  const { records } = await scanWarc(path);
  assert.deepEqual(
    records.map((r) => r.page),
    [true, false, true, true],
  );
});

test('an archive cut inside a record that is not a page ends the archive instead of hanging', async () => {
  const whole = Buffer.concat([record('http://a.test/next', normal), record('http://a.test/img', image)]);
  const path = join(tmp, 'cut-image.warc');
  writeFileSync(path, whole.subarray(0, whole.lastIndexOf('PNG') + 2));
  const pages: InputPage[] = [];
  for await (const p of readInputs([path], { maxBytes: 1 << 20 })) pages.push(p);
  assert.deepEqual(
    pages.map((p) => [p.relPath, text(p)]),
    [['cut-image/0', '<p>The page after it.</p>']],
  );
  const scan = await scanWarc(path);
  assert.equal(scan.splittable, false);
  assert.deepEqual(
    scan.records.map((r) => r.page),
    [true, false],
  );
});
