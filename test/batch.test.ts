import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, test } from 'node:test';
import { MANIFEST_NAME, outputPathFor, runBatch, writeFileAtomic } from '../src/batch/index.js';
import { claimOutDir, manifestOf } from '../src/batch/manifest.js';
import { runPageTask } from '../src/batch/page-task.js';
import { resolveOptions } from '../src/options.js';

const FIXTURES = new URL('./fixtures/cli/', import.meta.url).pathname;
const MIXED = join(FIXTURES, 'mixed');
const PAGES = join(FIXTURES, 'pages');
// Where a test reads the text, it keeps every block so that it does not depend on the cleaner's decisions.
const NO_CLEANING = resolveOptions({ clean: 'none' });

const tmpRoot = await mkdtemp(join(tmpdir(), 'kitten-batch-'));
after(() => rm(tmpRoot, { recursive: true, force: true }));
let serial = 0;
const freshDir = () => join(tmpRoot, `run-${serial++}`);

/** Every output under `dir` (relative path → content), for comparing whole output trees; not the manifest. */
async function readTree(dir: string, withManifest = false): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || (entry.name === MANIFEST_NAME && !withManifest)) continue;
    const full = join(entry.parentPath, entry.name);
    files.set(full.slice(dir.length + 1), await readFile(full, 'utf8'));
  }
  return files;
}

async function readLog(path: string): Promise<Record<string, string>[]> {
  return (await readFile(path, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

class Collect extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: string, cb: () => void) {
    this.text += chunk.toString();
    cb();
  }
}

test('a good page gets an output; the broken gzip fails; counts add up; each failure is logged', async () => {
  const out = freshDir();
  const log = join(tmpRoot, 'mixed.jsonl');
  const failures: string[] = [];
  const counts = await runBatch([MIXED], resolveOptions(), {
    out,
    jobs: 1,
    log,
    onFailure: (l) => failures.push(l),
  });
  assert.equal(counts.ok + counts.excluded + counts.failed, 4);
  const files = await readTree(out);
  assert.ok(files.get('good.txt')?.includes('Cats spend a large part of the day'));
  assert.ok(!files.has('broken.html.txt') && !files.has('broken.txt'));
  const entries = await readLog(log);
  const broken = entries.find((e) => e.input?.endsWith('broken.html.gz'));
  assert.equal(broken?.type, 'failed');
  assert.equal(broken?.reason, 'bad-gzip');
  assert.ok(failures.some((l) => l.startsWith(`kitten: ${join(MIXED, 'broken.html.gz')}: bad-gzip: `)));
  // Every input that has no output has exactly one excluded/failed log line, and vice versa.
  const fates = entries.filter((e) => e.type === 'excluded' || e.type === 'failed');
  assert.equal(fates.length, counts.excluded + counts.failed);
  assert.equal(files.size, counts.ok);
});

test('triage: the PDF is refused and the sitemap excluded, each with a log line', async () => {
  const out = freshDir();
  const log = join(tmpRoot, 'triage.jsonl');
  const counts = await runBatch([MIXED], resolveOptions(), { out, jobs: 1, log });
  assert.deepEqual([counts.ok, counts.excluded, counts.failed], [1, 1, 2]);
  const entries = await readLog(log);
  const fate = (name: string) => entries.find((e) => e.input === join(MIXED, name));
  assert.equal(fate('paper.html')?.type, 'failed');
  assert.equal(fate('paper.html')?.reason, 'not-html');
  assert.equal(fate('sitemap.xml')?.type, 'excluded');
  assert.equal(fate('sitemap.xml')?.reason, 'sitemap');
});

test('outputs go to their relative path with the format extension', async () => {
  const out = freshDir();
  const counts = await runBatch([PAGES], resolveOptions({ format: 'victor' }), { out, jobs: 1 });
  assert.deepEqual([counts.ok, counts.excluded, counts.failed], [3, 0, 0]);
  assert.deepEqual([...(await readTree(out)).keys()].sort(), ['one.anno', 'sub/two.anno', 'three.anno']);
});

test('-j 2 (worker threads) gives the same outputs as -j 1 (in-process)', async () => {
  const one = freshDir();
  const two = freshDir();
  const options = resolveOptions({ format: 'json' });
  const c1 = await runBatch([PAGES, MIXED], options, { out: one, jobs: 1 });
  const c2 = await runBatch([PAGES, MIXED], options, { out: two, jobs: 2 });
  assert.deepEqual(c2, c1);
  assert.deepEqual(await readTree(two, true), await readTree(one, true));
});

test('resume skips outputs that exist and reaches the result of an uninterrupted run', async () => {
  const full = freshDir();
  await runBatch([PAGES], resolveOptions(), { out: full, jobs: 1 });
  const resumed = freshDir();
  await claimOutDir(resumed, manifestOf(resolveOptions(), false), false);
  // A run killed after its first output: one complete file, and the temp file of a write in progress (its
  // process, 2^22 + 1, above Linux's largest PID, is gone): resume removes it.
  const first = outputPathFor(resumed, 'one', 'text');
  await writeFileAtomic(first, 'DONE BEFORE\n');
  await writeFile(`${outputPathFor(resumed, 'three', 'text')}.tmp-4194305`, 'partial');
  const counts = await runBatch([PAGES], resolveOptions(), { out: resumed, jobs: 1, resume: true });
  assert.deepEqual([counts.ok, counts.resumed, counts.failed], [3, 1, 0]);
  assert.equal(await readFile(first, 'utf8'), 'DONE BEFORE\n', 'the existing output is not redone');
  const tree = await readTree(resumed);
  tree.set('one.txt', (await readTree(full)).get('one.txt')!);
  assert.deepEqual(tree, await readTree(full));
});

test('without resume an existing output is replaced', async () => {
  const out = freshDir();
  const path = outputPathFor(out, 'one', 'text');
  await writeFileAtomic(path, 'OLD\n');
  await runBatch([join(PAGES, 'one.html')], resolveOptions(), { out, jobs: 1 });
  assert.notEqual(await readFile(path, 'utf8'), 'OLD\n');
});

test('without out, outputs go to stdout in input order, with a ==> name <== header each', async () => {
  const sink = new Collect();
  const counts = await runBatch([PAGES], NO_CLEANING, { jobs: 2, stdout: sink });
  assert.equal(counts.ok, 3);
  const headers = sink.text.split('\n').filter((l) => l.startsWith('==> '));
  assert.deepEqual(headers, [
    `==> ${join(PAGES, 'one.html')} <==`,
    `==> ${join(PAGES, 'sub/two.htm')} <==`,
    `==> ${join(PAGES, 'three.xhtml')} <==`,
  ]);
  assert.ok(sink.text.includes('The first page talks about cats.'));
});

test('a single file to stdout has no header', async () => {
  const sink = new Collect();
  await runBatch([join(PAGES, 'one.html')], NO_CLEANING, { jobs: 1, stdout: sink });
  assert.ok(!sink.text.includes('==>'));
  assert.ok(sink.text.includes('The first page talks about cats.'));
});

test('a missing input fails alone; the others complete', async () => {
  const out = freshDir();
  const failures: string[] = [];
  const missing = join(FIXTURES, 'no-such-page.html');
  const counts = await runBatch([missing, join(PAGES, 'one.html')], resolveOptions(), {
    out,
    jobs: 1,
    onFailure: (l) => failures.push(l),
  });
  assert.deepEqual([counts.ok, counts.failed], [1, 1]);
  assert.match(failures[0], /^kitten: .*no-such-page\.html: read-failed: /);
  assert.ok((await stat(outputPathFor(out, 'one', 'text'))).isFile());
});

test('an exception inside the pipeline becomes a failed page with reason internal-error', () => {
  // Bytes whose every read throws: the real pipeline fails wherever it first touches them.
  const poisoned = new Proxy(new Uint8Array(16), {
    get() {
      throw new Error('boom');
    },
  });
  const outcome = runPageTask({ bytes: poisoned, options: resolveOptions() });
  assert.equal(outcome.status, 'failed');
  assert.equal(outcome.status === 'failed' && outcome.reason, 'internal-error');
  assert.ok(outcome.status === 'failed' && outcome.message.length > 0);
});

test('inputs that map to the same output path do not overwrite each other', async () => {
  const out = freshDir();
  const one = join(PAGES, 'one.html');
  const counts = await runBatch([one, one, join(PAGES, 'sub')], NO_CLEANING, { out, jobs: 1 });
  assert.equal(counts.ok, 3);
  assert.deepEqual([...(await readTree(out)).keys()].sort(), ['one-2.txt', 'one.txt', 'two.txt']);
});

test('on the pool, a page over the time limit fails with reason timeout and the others complete', async () => {
  // About 30 MB of paragraphs takes many seconds; the limit is 3 s, far above what the small page needs.
  const big = join(tmpRoot, 'big.html');
  await writeFile(big, `<body>${'<p>Cats sleep in the sun all afternoon.</p>\n'.repeat(700_000)}</body>`);
  const failures: string[] = [];
  const out = freshDir();
  const counts = await runBatch([big, join(PAGES, 'one.html')], NO_CLEANING, {
    out,
    jobs: 2,
    timeoutSeconds: 3,
    onFailure: (l) => failures.push(l),
  });
  assert.deepEqual(
    counts,
    { ok: 1, excluded: 0, failed: 1, resumed: 0, bytes: counts.bytes },
    failures.join('\n'),
  );
  assert.equal(failures.length, 1);
  assert.ok(failures[0].startsWith(`kitten: ${big}: timeout: `), failures[0]);
  assert.deepEqual([...(await readTree(out)).keys()], ['one.txt']);
});
