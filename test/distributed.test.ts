// Distributed runs on a real redis-server: a queue run equals a local run file for file (outputs, manifest,
// failure lines, log), WARCs spread over jobs by record offset, a killed worker's job is taken over with no
// temp file left, a page that kills or hangs its thread fails alone, and status reports the runs.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { runBatch } from '../src/batch/index.js';
import { attemptTag } from '../src/distributed/job.js';
import { planJobs } from '../src/distributed/plan.js';
import { queueStatus } from '../src/distributed/status.js';
import { runQueued } from '../src/distributed/submit.js';
import { startWorker } from '../src/distributed/worker.js';
import { type RedisServer, redisSkipReason, startRedis } from './fixtures/distributed/redis.js';

const skip = redisSkipReason();
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const PAGES = join(FIXTURES, 'cli', 'pages');
const MIXED = join(FIXTURES, 'cli', 'mixed');
const WARC = join(FIXTURES, 'input', 'tiny.warc');
const DISTRIBUTED = join(FIXTURES, 'distributed');

const tmpRoot = await mkdtemp(join(tmpdir(), 'kitten-distributed-'));
let serial = 0;
const freshDir = () => join(tmpRoot, `run-${serial++}`);
let redis: RedisServer | null = null;

before(async () => {
  if (!skip) redis = await startRedis();
});
after(async () => {
  await redis?.stop();
  await rm(tmpRoot, { recursive: true, force: true });
});

/** Every file under `dir`, manifest included (relative path → content). */
async function readTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      files.set(
        join(entry.parentPath, entry.name).slice(dir.length + 1),
        await readFile(join(entry.parentPath, entry.name), 'utf8'),
      );
  }
  return files;
}

/** The fixture WARC with each record gzipped on its own, as crawlers write .warc.gz. */
async function warcGz(): Promise<string> {
  const raw = await readFile(WARC);
  const members: Buffer[] = [];
  for (let start = 0; ; ) {
    const next = raw.indexOf('WARC/1.0\r\n', start + 1);
    members.push(gzipSync(raw.subarray(start, next < 0 ? raw.length : next)));
    if (next < 0) break;
    start = next;
  }
  const dir = join(tmpRoot, 'warcs');
  await mkdir(dir, { recursive: true });
  const path = join(dir, 'tiny.warc.gz');
  await writeFile(path, Buffer.concat(members));
  return path;
}

async function withWorker<T>(threads: number, fn: () => Promise<T>, workerFile?: string): Promise<T> {
  const worker = startWorker((redis as RedisServer).url, { threads, workerFile, defaultTimeoutSeconds: 60 });
  await worker.ready;
  try {
    return await fn();
  } finally {
    await worker.close();
  }
}

test('a queue run equals a local run: outputs, manifest, failure lines, log lines, counts', {
  skip,
}, async () => {
  const gz = await warcGz();
  const inputs = [PAGES, MIXED, WARC, gz, join(PAGES, 'one.html'), join(tmpRoot, 'missing.html')];
  const local = freshDir();
  const localFailures: string[] = [];
  const localLog = join(tmpRoot, 'local.jsonl');
  const localCounts = await runBatch(
    inputs,
    {},
    {
      out: local,
      jobs: 1,
      log: localLog,
      onFailure: (l) => localFailures.push(l),
    },
  );
  const queued = freshDir();
  const queuedFailures: string[] = [];
  const queuedLog = join(tmpRoot, 'queued.jsonl');
  // One page per job: the archives are cut into record ranges by offset, files into one-page jobs.
  const queuedCounts = await withWorker(2, () =>
    runQueued(
      (redis as RedisServer).url,
      inputs,
      {},
      {
        out: queued,
        batchPages: 1,
        log: queuedLog,
        onFailure: (l) => queuedFailures.push(l),
      },
    ),
  );
  assert.deepEqual(queuedCounts, localCounts);
  assert.ok(localCounts.failed >= 3 && localCounts.ok >= 8, JSON.stringify(localCounts));
  assert.deepEqual(queuedFailures, localFailures);
  assert.equal(await readFile(queuedLog, 'utf8'), await readFile(localLog, 'utf8'));
  assert.deepEqual(await readTree(queued), await readTree(local));
  assert.ok((await readTree(queued)).has('one-2.txt'), 'the second one.html is renamed as locally');
});

test('the plan: a WARC is cut into record ranges by offset; files into batches; names as given', async () => {
  const gz = await warcGz();
  const units = await planJobs([gz, PAGES], 1);
  const ranges = units.flatMap((u) => (u.kind === 'job' ? u.inputs : [])).filter((i) => i.kind === 'warc');
  assert.equal(ranges.length, 2);
  assert.deepEqual(
    ranges.map((r) => (r.kind === 'warc' ? [r.range.firstIndex, r.range.count] : null)),
    [
      [0, 3],
      [3, null],
    ],
  );
  assert.ok(ranges[1].kind === 'warc' && ranges[1].range.start > 0);
  const batched = await planJobs([PAGES, MIXED], 5);
  assert.deepEqual(
    batched.map((u) => (u.kind === 'job' ? u.pages : -1)),
    [5, 2],
  );
});

test('a worker killed (SIGKILL) mid-job: its job is taken over, nothing lost, no temp file left', {
  skip,
  timeout: 120_000,
}, async () => {
  const url = (redis as RedisServer).url;
  const local = freshDir();
  await runBatch([PAGES, MIXED], {}, { out: local, jobs: 1 });
  const out = freshDir();
  const child = spawn(process.execPath, ['--import', 'tsx', join(DISTRIBUTED, 'worker-process.ts'), url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  const saw = (re: RegExp) =>
    new Promise<RegExpExecArray>((resolve) => {
      const check = () => {
        const m = re.exec(said);
        if (m) resolve(m);
      };
      child.stdout?.on('data', (c: Buffer) => {
        said += c.toString();
        check();
      });
      check();
    });
  await saw(/^ready$/m);
  const failures: string[] = [];
  const run = runQueued(
    url,
    [PAGES, MIXED],
    {},
    { out, batchPages: 100, onFailure: (l) => failures.push(l) },
  );
  const [, jobId] = await saw(/^job (\S+) \(7 pages, attempt 1\) started$/m);
  // Killed in the middle of the job, as if during a write: the attempt's temp file stays behind.
  await new Promise((r) => setTimeout(r, 1200));
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
  const orphan = join(out, `one.txt.tmp-${attemptTag(jobId, 1)}`);
  await writeFile(orphan, 'half a page');
  const counts = await withWorker(1, () => run);
  assert.deepEqual([counts.ok, counts.excluded, counts.failed], [4, 1, 2]);
  assert.equal(failures.length, 2);
  const tree = await readTree(out);
  assert.deepEqual(
    [...tree.keys()].filter((k) => k.includes('.tmp-')),
    [],
  );
  assert.deepEqual(tree, await readTree(local));
});

test('a page that kills or hangs its thread fails alone; the rest of its job completes', {
  skip,
  timeout: 60_000,
}, async () => {
  const dir = join(tmpRoot, 'bad-pages');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'a.html'), '<p>A good page about cats sleeping in the sun.</p>');
  await writeFile(join(dir, 'b.html'), '<p>KILL-THIS-THREAD</p>');
  await writeFile(join(dir, 'c.html'), '<p>HANG-THIS-THREAD</p>');
  await writeFile(join(dir, 'd.html'), '<p>Another good page about dogs.</p>');
  const failures: string[] = [];
  const out = freshDir();
  const counts = await withWorker(
    1,
    () =>
      runQueued(
        (redis as RedisServer).url,
        [dir],
        { clean: 'none' },
        {
          out,
          timeoutSeconds: 10,
          onFailure: (l) => failures.push(l),
        },
      ),
    join(DISTRIBUTED, 'misbehaving-page-worker.ts'),
  );
  assert.deepEqual([counts.ok, counts.failed], [2, 2], failures.join('\n'));
  assert.match(failures[0], /b\.html: internal-error: /);
  assert.match(failures[1], /c\.html: timeout: over 10 s/);
  assert.deepEqual([...(await readTree(out)).keys()].sort(), ['.kitten-run', 'a.txt', 'd.txt']);
});

test('--detach enqueues and returns; status reports the jobs, pages and failures of the run', {
  skip,
  timeout: 60_000,
}, async () => {
  const url = (redis as RedisServer).url;
  let run = '';
  let jobs = 0;
  await runQueued(
    url,
    [PAGES, MIXED],
    {},
    {
      out: freshDir(),
      batchPages: 3,
      detach: true,
      onEnqueued: (id, n) => {
        run = id;
        jobs = n;
      },
    },
  );
  const waiting = await queueStatus(url, run);
  assert.equal(waiting.jobs.waiting + waiting.jobs.active + waiting.jobs.completed >= 3, true);
  await withWorker(1, async () => {
    for (let i = 0; i < 600; i++) {
      const s = await queueStatus(url, run);
      if (s.pages.ok + s.pages.excluded + s.pages.failed === 7) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.fail('the detached run did not finish');
  });
  const done = await queueStatus(url, run);
  assert.deepEqual(done.pages, { ok: 4, excluded: 1, failed: 2 });
  assert.equal(done.failures.length, 2);
  assert.match(done.failures.join('\n'), /broken\.html\.gz: bad-gzip/);
  // The job counts are this run's, not the whole queue's (earlier tests' runs share it).
  assert.deepEqual(done.jobs, {
    waiting: 0,
    active: 0,
    delayed: 0,
    prioritized: 0,
    completed: jobs,
    failed: 0,
  });
  assert.equal(
    Object.values((await queueStatus(url, 'no-such-run')).jobs).every((n) => n === 0),
    true,
  );
});

test('--bundle on the queue: the same bundles as a local run (one job per archive or folder)', {
  skip,
  timeout: 60_000,
}, async () => {
  const gz = await warcGz();
  const inputs = [PAGES, MIXED, WARC, gz];
  const local = freshDir();
  const localCounts = await runBatch(inputs, {}, { out: local, jobs: 1, bundle: true });
  const queued = freshDir();
  const queuedCounts = await withWorker(2, () =>
    runQueued((redis as RedisServer).url, inputs, {}, { out: queued, bundle: true }),
  );
  assert.deepEqual(queuedCounts, localCounts);
  const names = (await readdir(queued)).sort();
  assert.deepEqual(names, (await readdir(local)).sort());
  assert.ok(names.includes('tiny.jsonl.gz') && names.includes('tiny-2.jsonl.gz'), names.join(' '));
  for (const name of names) {
    const read = async (dir: string) => {
      const bytes = await readFile(join(dir, name));
      return name.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
    };
    assert.equal(await read(queued), await read(local), name);
  }
});

test('the CLI: kitten worker, extract --queue (same exit status and failure lines as local), status, SIGTERM', {
  skip,
  timeout: 90_000,
}, async () => {
  const url = (redis as RedisServer).url;
  const cli = join(FIXTURES, 'cli', 'kitten.ts');
  const kitten = (args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args]);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => {
        stdout += c.toString();
      });
      child.stderr.on('data', (c: Buffer) => {
        stderr += c.toString();
      });
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
  const worker = spawn(process.execPath, ['--import', 'tsx', cli, 'worker', '--queue', url, '-j', '1']);
  let said = '';
  const ready = new Promise<void>((resolve) =>
    worker.stderr.on('data', (c: Buffer) => {
      said += c.toString();
      if (said.includes('ready on')) resolve();
    }),
  );
  const stopped = new Promise<number | null>((resolve) => worker.on('exit', resolve));
  await ready;
  const local = await kitten(['extract', '-j', '1', '-o', freshDir(), PAGES, MIXED]);
  const queued = await kitten(['extract', '--queue', url, '-o', freshDir(), PAGES, MIXED]);
  assert.equal(queued.code, 1);
  assert.equal(local.code, 1);
  const failures = (r: { stderr: string }) =>
    r.stderr.split('\n').filter((l) => /: (bad-gzip|not-html): /.test(l));
  assert.deepEqual(failures(queued), failures(local));
  assert.equal(failures(queued).length, 2);
  const status = await kitten(['status', '--queue', url, '--json']);
  assert.ok(JSON.parse(status.stdout).jobs.completed >= 1, status.stdout);
  const unknownRun = await kitten(['status', '--queue', url, '--run', 'no-such-run']);
  assert.equal(unknownRun.code, 2);
  assert.match(unknownRun.stderr, /no job of run "no-such-run" in the queue/);
  const usage = await kitten(['extract', '--queue', url, PAGES]);
  assert.equal(usage.code, 2);
  assert.match(usage.stderr, /--queue needs -o DIR/);
  worker.kill('SIGTERM');
  assert.equal(await stopped, 0);
  assert.match(said, /SIGTERM: finishing the current job[\s\S]*stopped/);
});
