// --bundle: one NAME.jsonl.gz per input archive or folder, one JSON record per page in input order; resume
// keeps a complete bundle (with its excluded and failed pages) and redoes a missing one.
import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { runBatch } from '../src/batch/index.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const PAGES = join(FIXTURES, 'cli', 'pages');
const MIXED = join(FIXTURES, 'cli', 'mixed');
const WARC = join(FIXTURES, 'input', 'tiny.warc');

const tmpRoot = await mkdtemp(join(tmpdir(), 'kitten-bundle-'));
after(() => rm(tmpRoot, { recursive: true, force: true }));
let serial = 0;
const freshDir = () => join(tmpRoot, `run-${serial++}`);

async function lines(path: string): Promise<Record<string, unknown>[]> {
  return gunzipSync(await readFile(path))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

test('one bundle per folder and per archive, a record per page in input order, nothing else in OUT', async () => {
  const out = freshDir();
  const counts = await runBatch([PAGES, MIXED, WARC], { clean: 'none' }, { out, jobs: 2, bundle: true });
  assert.deepEqual([counts.ok, counts.excluded, counts.failed], [6, 1, 2]);
  assert.deepEqual((await readdir(out)).sort(), [
    '.kitten-run',
    'mixed.jsonl.gz',
    'pages.jsonl.gz',
    'tiny.jsonl.gz',
  ]);
  const pages = await lines(join(out, 'pages.jsonl.gz'));
  assert.deepEqual(
    pages.map((l) => [l.path, l.status]),
    [
      ['one', 'ok'],
      ['sub/two', 'ok'],
      ['three', 'ok'],
    ],
  );
  assert.match(String(pages[0].output), /The first page talks about cats\./);
  const mixed = await lines(join(out, 'mixed.jsonl.gz'));
  assert.deepEqual(
    mixed.map((l) => [l.path, l.status, l.reason ?? null]),
    [
      ['broken', 'failed', 'bad-gzip'],
      ['good', 'ok', null],
      ['paper', 'failed', 'not-html'],
      ['sitemap', 'excluded', 'sitemap'],
    ],
  );
  const warc = await lines(join(out, 'tiny.jsonl.gz'));
  assert.deepEqual(
    warc.map((l) => l.input),
    [`${WARC}#2`, `${WARC}#4`],
  );
});

test('-f json embeds each page as an object', async () => {
  const out = freshDir();
  await runBatch([PAGES], { format: 'json' }, { out, jobs: 1, bundle: true });
  const [first] = await lines(join(out, 'pages.jsonl.gz'));
  assert.equal((first.page as { title: string }).title, 'One');
});

test('resume: a complete bundle is kept, pages and fates included; a missing one is redone', async () => {
  const out = freshDir();
  const first = await runBatch([PAGES, MIXED], {}, { out, jobs: 1, bundle: true });
  const before = await readFile(join(out, 'mixed.jsonl.gz'));
  await rm(join(out, 'pages.jsonl.gz'));
  const failures: string[] = [];
  const again = await runBatch(
    [PAGES, MIXED],
    {},
    {
      out,
      jobs: 1,
      bundle: true,
      resume: true,
      onFailure: (l) => failures.push(l),
    },
  );
  assert.deepEqual([again.ok, again.excluded, again.failed], [first.ok, first.excluded, first.failed]);
  assert.equal(again.resumed, 1, 'the good page of the complete mixed bundle');
  assert.equal(failures.length, 2, 'the failed pages of the kept bundle still count as failed');
  assert.deepEqual(await readFile(join(out, 'mixed.jsonl.gz')), before);
  assert.equal((await lines(join(out, 'pages.jsonl.gz'))).length, 3);
  await assert.rejects(runBatch([PAGES], {}, { out, jobs: 1, resume: true }), /bundle: true → false/);
});

test('a bundle that cannot be written fails its pages with write-failed; the run goes on', async () => {
  const input = join(tmpRoot, 'crawl');
  await mkdir(join(input, 'sub'), { recursive: true });
  await copyFile(WARC, join(input, 'sub', 'tiny.warc'));
  await copyFile(join(PAGES, 'one.html'), join(input, 'one.html'));
  const out = freshDir();
  await mkdir(out, { recursive: true });
  await writeFile(join(out, 'sub'), 'a file where the bundle folder would go');
  const failures: string[] = [];
  const counts = await runBatch(
    [input],
    { clean: 'none' },
    { out, jobs: 1, bundle: true, onFailure: (l) => failures.push(l) },
  );
  assert.deepEqual([counts.ok, counts.failed], [1, 2]);
  assert.ok(
    failures.every((l) => /tiny\.warc#\d: write-failed: /.test(l)),
    failures.join('\n'),
  );
  assert.equal((await lines(join(out, 'crawl.jsonl.gz'))).length, 1);
});
