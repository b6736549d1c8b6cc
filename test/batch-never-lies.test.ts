// A batch that never lies: resume knows the options that made OUT, a WARC on stdin is read as one, runBatch
// takes partial options, every input has a log line, and extract()'s result is plain data.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MANIFEST_NAME, ManifestMismatch, runBatch } from '../src/batch/index.js';
import { extract, normalize } from '../src/index.js';
import { readInputs } from '../src/input/sources.js';
import { looksLikeWarc } from '../src/input/stdin.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const PAGES = join(FIXTURES, 'cli', 'pages');
const MIXED = join(FIXTURES, 'cli', 'mixed');
const WARC = join(FIXTURES, 'input', 'tiny.warc');
const KITTEN = join(FIXTURES, 'cli', 'kitten.ts');

const tmpRoot = await mkdtemp(join(tmpdir(), 'kitten-never-lies-'));
after(() => rm(tmpRoot, { recursive: true, force: true }));
let serial = 0;
const freshDir = () => join(tmpRoot, `run-${serial++}`);

function kitten(args: string[], input?: Buffer) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KITTEN, ...args], { input, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

class Collect extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: string, cb: () => void) {
    this.text += chunk.toString();
    cb();
  }
}

test('--resume into an OUT made with other options refuses with a message that says what differs', async () => {
  const out = freshDir();
  await runBatch([PAGES], { clean: 'auto' }, { out, jobs: 1 });
  await assert.rejects(
    runBatch([PAGES], { clean: 'none' }, { out, jobs: 1, resume: true }),
    (e: Error) => e instanceof ManifestMismatch && /clean: "auto" → "none"/.test(e.message),
  );
  // The same options resume; the CLI turns the refusal into a usage error (exit 2).
  const again = await runBatch([PAGES], { clean: 'auto' }, { out, jobs: 1, resume: true });
  assert.equal(again.resumed, 3);
  const r = kitten(['extract', '-c', 'none', '-j', '1', '--resume', '-o', out, PAGES]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /cannot resume: .* other options \(clean: "auto" → "none"\)/);
  assert.match(await readFile(join(out, MANIFEST_NAME), 'utf8'), /"clean": "auto"/);
});

test('--resume into a folder of outputs without a manifest refuses', async () => {
  const out = freshDir();
  await runBatch([PAGES], {}, { out, jobs: 1 });
  await rm(join(out, MANIFEST_NAME));
  await assert.rejects(runBatch([PAGES], {}, { out, jobs: 1, resume: true }), ManifestMismatch);
});

test('a WARC on standard input is recognised by its bytes, plain or gzipped, and split into its pages', async () => {
  const raw = await readFile(WARC);
  assert.ok(looksLikeWarc(raw) && looksLikeWarc(gzipSync(raw)));
  assert.ok(!looksLikeWarc(Buffer.from('<html>WARC/1.0</html>')) && !looksLikeWarc(gzipSync('<p>x</p>')));
  const names = async (stdin: Buffer) => {
    const pages = [];
    for await (const p of readInputs(['-'], { maxBytes: 1 << 20, stdin: Readable.from([stdin]) }))
      pages.push(p);
    return pages.map((p) => `${p.name} ${p.relPath} ${p.url}`);
  };
  const expected = ['-#2 stdin/2 http://example.org/news/moscow.html', '-#4 stdin/4 http://example.org/'];
  assert.deepEqual(await names(raw), expected);
  assert.deepEqual(await names(gzipSync(raw)), expected);
  // The CLI: the same text as from the archive file, one output per response record.
  const fromFile = kitten(['extract', '-c', 'none', WARC]);
  const fromStdin = kitten(['extract', '-c', 'none', '-'], raw);
  assert.equal(fromStdin.code, 0, fromStdin.stderr);
  assert.equal(fromStdin.stdout, fromFile.stdout.replaceAll(`==> ${WARC}#`, '==> -#'));
  assert.equal(fromStdin.stdout.match(/^==> /gm)?.length, 2);
});

test('runBatch takes partial options from plain JavaScript, and checks its arguments', async () => {
  const sink = new Collect();
  const counts = await runBatch(
    [join(PAGES, 'one.html')],
    { format: 'text', clean: 'none' },
    { stdout: sink },
  );
  assert.deepEqual([counts.ok, counts.failed], [1, 0]);
  assert.match(sink.text, /The first page talks about cats\./);
  const withDefaults = await runBatch([join(PAGES, 'one.html')], undefined, { stdout: new Collect() });
  assert.equal(withDefaults.ok, 1);
  await assert.rejects(runBatch([PAGES], { format: 'pdf' as 'text' }), /invalid format "pdf"/);
  await assert.rejects(runBatch('pages' as unknown as string[]), /inputs must be an array of paths/);
});

test('the log has one line for every input: ok with its output, excluded, failed, resumed', async () => {
  const out = freshDir();
  const log = join(tmpRoot, `log-${serial}.jsonl`);
  await runBatch([MIXED, PAGES], {}, { out, jobs: 1, log });
  const lines = (await readFile(log, 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const fates = lines.filter((l) => ['ok', 'excluded', 'failed', 'resumed'].includes(l.type));
  assert.equal(fates.length, 7);
  assert.deepEqual(
    fates.find((l) => l.input === join(PAGES, 'sub', 'two.htm')),
    {
      type: 'ok',
      input: join(PAGES, 'sub', 'two.htm'),
      output: 'sub/two',
    },
  );
  const outputs = (await readdir(out, { recursive: true })).filter((f) => /\.txt$/.test(f));
  assert.equal(fates.filter((l) => l.type === 'ok').length, outputs.length);
});

test('extract() returns plain data: JSON.stringify works and round-trips; bad arguments get clear errors', () => {
  const r = extract('<html><body><p>Cats sleep a lot.</p></body></html>', { clean: 'none' });
  assert.equal(r.status, 'ok');
  const json = JSON.stringify(r);
  assert.deepEqual(JSON.parse(json), r);
  if (r.status !== 'ok') return;
  assert.deepEqual(r.blocks[0], {
    label: 'p',
    tag: 'p',
    text: 'Cats sleep a lot.',
    xpath: r.blocks[0].xpath,
  });
  assert.match(r.blocks[0].xpath, /^\/html\[1\]\/body\[1\]\/p\[1\]$/);
  assert.ok(JSON.stringify(normalize('<p>x')));
  assert.throws(() => extract(null as unknown as string), {
    name: 'TypeError',
    message: /extract: the page must be bytes \(a Uint8Array or Buffer\) or a string, not null/,
  });
  assert.throws(() => extract(42 as unknown as string), /not number/);
  assert.throws(() => extract('<p>x', 'text' as never), /extract: options must be an object/);
  assert.throws(() => extract('<p>x', { format: 'pdf' as 'text' }), /invalid format "pdf"/);
});
