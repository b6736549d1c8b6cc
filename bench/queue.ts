// What the queue itself sustains: jobs/s with empty jobs, and pages/s with a no-op extractor for several batch
// sizes (pages per job), with one Kitten worker (src/distributed/worker.ts) in this process.
//
//   redis-server --port 6399 --save '' --appendonly no &
//   node --import tsx bench/queue.ts --queue redis://127.0.0.1:6399 [--pages 20000] [--jobs 2000]
//
// Every run uses the real submitter (runQueued: plan, addBulk, QueueEvents, records in input order, --log off)
// and the real worker (BullMQ Worker, piscina page thread, atomic writes under OUT); only the extraction is a
// no-op (bench/noop-page-worker.ts). The queue is emptied first (FLUSHDB of the given database).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Queue, QueueEvents } from 'bullmq';
import { parseQueueUrl, QUEUE_NAME } from '../src/distributed/connection.js';
import type { KittenJob } from '../src/distributed/job.js';
import { runQueued } from '../src/distributed/submit.js';
import { startWorker } from '../src/distributed/worker.js';
import { resolveOptions } from '../src/options.js';

const { values } = parseArgs({
  options: {
    queue: { type: 'string' },
    pages: { type: 'string', default: '20000' },
    jobs: { type: 'string', default: '2000' },
    sizes: { type: 'string', default: '1,10,100,1000' },
  },
});
if (!values.queue) throw new Error('--queue redis://HOST:PORT is required');
const url = values.queue;
const pages = Number(values.pages);
const emptyJobs = Number(values.jobs);
const sizes = values.sizes.split(',').map(Number);

const connection = parseQueueUrl(url);
const queue = new Queue<KittenJob>(QUEUE_NAME, { connection });
await queue.obliterate({ force: true });

const root = await mkdtemp(join(tmpdir(), 'kitten-bench-queue-'));
const input = join(root, 'pages');
await mkdir(input);
for (let i = 0; i < pages; i++) {
  await writeFile(join(input, `p${String(i).padStart(6, '0')}.html`), `<p>Page ${i} about cats.</p>\n`);
}

const worker = startWorker(url, {
  threads: 1,
  workerFile: new URL('./noop-page-worker.ts', import.meta.url).href,
});
await worker.ready;

async function timed(label: string, inputs: string[], batchPages: number, count: number, unit: string) {
  const out = join(root, `out-${label}`);
  const t0 = process.hrtime.bigint();
  const counts = await runQueued(url, inputs, {}, { out, batchPages });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const done = counts.ok + counts.failed + counts.excluded;
  console.log(
    `${label.padEnd(22)} ${String(count).padStart(7)} ${unit.padEnd(6)} ${seconds.toFixed(2).padStart(7)} s  ${(count / seconds).toFixed(0).padStart(6)} ${unit}/s  (${done} pages)`,
  );
  await rm(out, { recursive: true, force: true });
}

console.log(`node ${process.version}, one worker process with one page thread, queue ${url}`);
// Empty jobs (no input): the queue alone — enqueue (addBulk), a worker takes, runs and completes each, the
// submitter hears every completion.
{
  const events = new QueueEvents(QUEUE_NAME, { connection });
  await events.waitUntilReady();
  const data: KittenJob = {
    run: 'bench',
    out: join(root, 'out-empty'),
    options: resolveOptions(),
    resume: false,
    bundle: false,
    timeoutSeconds: 0,
    maxBytes: 1 << 20,
    url: null,
    inputs: [],
    pages: 0,
  };
  let completed = 0;
  const all = new Promise<void>((resolve) =>
    events.on('completed', () => {
      if (++completed === emptyJobs) resolve();
    }),
  );
  const t0 = process.hrtime.bigint();
  const jobs = Array.from({ length: emptyJobs }, (_, i) => ({
    name: 'pages',
    data,
    opts: { jobId: `empty-${i}` },
  }));
  for (let i = 0; i < jobs.length; i += 500) await queue.addBulk(jobs.slice(i, i + 500));
  await all;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(
    `${'empty jobs'.padEnd(22)} ${String(emptyJobs).padStart(7)} jobs   ${seconds.toFixed(2).padStart(7)} s  ${(emptyJobs / seconds).toFixed(0).padStart(6)} jobs/s`,
  );
  await events.close();
}
for (const size of sizes) await timed(`pages, ${size}/job`, [input], size, pages, 'pages');

await worker.close();
await queue.obliterate({ force: true });
await queue.close();
await rm(root, { recursive: true, force: true });
