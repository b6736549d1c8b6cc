// A Kitten worker: takes jobs (batches of pages) from the BullMQ queue and writes their outputs under OUT as a
// local run does. Pages run on worker threads, so a page that crashes or hangs its thread fails alone (per-page
// timeout) while the main thread keeps renewing the job's lock. A worker killed mid-job loses its lock; BullMQ
// finds the job stalled and another worker takes it over.
import { type Job, Worker } from 'bullmq';
import { BundleWriter } from '../batch/bundle.js';
import { type PageRecord, runPages } from '../batch/pages.js';
import { createRunner, type PageRunner } from '../batch/runner.js';
import { parseQueueUrl, QUEUE_NAME } from './connection.js';
import { attemptTag, type KittenJob, type KittenJobResult, readJobInputs } from './job.js';
import { LOCK_MS, MAX_STALLED, STALLED_CHECK_MS } from './settings.js';
import { removeAttemptTemps } from './temps.js';

export interface WorkerSettings {
  /** Page threads (`-j`). */
  threads: number;
  /** Largest per-page time when the job does not set one (seconds). */
  defaultTimeoutSeconds?: number;
  /** Worker module for the page threads (tests). */
  workerFile?: string;
  /** Called when a job starts, ends or is taken over (one line for the worker's stderr). */
  onEvent?: (line: string) => void;
}

export interface KittenWorker {
  /** Resolves when the worker is connected and waiting for jobs. */
  ready: Promise<void>;
  /** Finishes the current job, then stops (SIGTERM). */
  close(): Promise<void>;
}

/** How often a job reports its pages done (for the submitter's progress bar). */
const PROGRESS_MS = 250;

async function processJob(
  job: Job<KittenJob>,
  runner: PageRunner,
  threads: number,
): Promise<KittenJobResult> {
  const data = job.data;
  const jobId = String(job.id);
  const attempt = job.attemptsStarted;
  // A job taken over (or retried): the attempts before this one may have left temp files.
  if (attempt > 1) await removeAttemptTemps(jobId, data, attempt);
  const records: PageRecord[] = [];
  let bytes = 0;
  let lastReport = 0;
  const report = async (force: boolean) => {
    const now = Date.now();
    if (!force && now - lastReport < PROGRESS_MS) return;
    lastReport = now;
    await job.updateProgress({ pages: records.length, bytes });
  };
  // The pages an earlier attempt reported done (in order, so their outputs are complete) are not rewritten.
  const before =
    typeof job.progress === 'object' ? Number((job.progress as { pages?: number }).pages ?? 0) : 0;
  const tag = attemptTag(jobId, attempt);
  const bundles = data.bundle ? new BundleWriter(data.out, tag) : null;
  await runPages(readJobInputs(data.inputs, data.maxBytes), {
    bundles,
    options: data.options,
    url: data.url,
    out: data.out,
    runner,
    window: threads * 2,
    resume: data.resume,
    keepWritten: attempt > 1 ? before : 0,
    tempTag: tag,
    readerName: data.inputs.map((i) => i.name).join(' '),
    onRecord: async (record) => {
      records.push(record);
      bytes += record.bytes;
      await report(false);
    },
  });
  await report(true);
  return { records };
}

export function startWorker(queueUrl: string, settings: WorkerSettings): KittenWorker {
  const connection = parseQueueUrl(queueUrl);
  const threads = Math.max(1, settings.threads);
  // Always on threads (even -j 1): isolation, a per-page timeout, and a main thread free to renew locks.
  const runners = new Map<number, PageRunner>();
  const runnerFor = (timeoutSeconds: number) => {
    let r = runners.get(timeoutSeconds);
    if (!r) {
      r = createRunner(threads, timeoutSeconds, { isolate: true, workerFile: settings.workerFile });
      runners.set(timeoutSeconds, r);
    }
    return r;
  };
  const worker = new Worker<KittenJob, KittenJobResult>(
    QUEUE_NAME,
    async (job) => {
      const timeout =
        job.data.timeoutSeconds > 0 ? job.data.timeoutSeconds : (settings.defaultTimeoutSeconds ?? 0);
      settings.onEvent?.(`job ${job.id} (${job.data.pages} pages, attempt ${job.attemptsStarted}) started`);
      const result = await processJob(job, runnerFor(timeout), threads);
      settings.onEvent?.(`job ${job.id} done`);
      return result;
    },
    {
      connection,
      concurrency: 1,
      lockDuration: LOCK_MS,
      stalledInterval: STALLED_CHECK_MS,
      maxStalledCount: MAX_STALLED,
    },
  );
  worker.on('error', (e) => settings.onEvent?.(`queue error: ${e.message}`));
  worker.on('failed', (job, e) => settings.onEvent?.(`job ${job?.id} failed: ${e.message}`));
  return {
    ready: worker.waitUntilReady().then(() => undefined),
    close: async () => {
      await worker.close();
      for (const r of runners.values()) await r.close();
    },
  };
}
