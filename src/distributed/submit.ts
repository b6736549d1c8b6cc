// `kitten extract --queue URL`: plans the inputs into jobs, enqueues them, and (unless detached) waits for the
// workers, showing progress, writing failure lines and the log in input order, with the counts of a local run.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { Job, Queue, QueueEvents } from 'bullmq';
import { claimOutDir, manifestOf } from '../batch/manifest.js';
import type { PageRecord } from '../batch/pages.js';
import { Progress } from '../batch/progress.js';
import { RecordSink } from '../batch/records.js';
import type { BatchCounts, BatchSettings } from '../batch/types.js';
import { MAX_INPUT_BYTES } from '../limits.js';
import { type Options, resolveOptions } from '../options.js';
import { checkReachable, parseQueueUrl, QUEUE_NAME } from './connection.js';
import type { KittenJob, KittenJobResult } from './job.js';
import { type PlanUnit, planBundles, planJobs } from './plan.js';
import { ATTEMPTS, BACKOFF_MS, DEFAULT_BATCH_PAGES, KEEP_FINISHED_S } from './settings.js';
import { removeAttemptTemps } from './temps.js';

export interface QueueRunSettings
  extends Pick<BatchSettings, 'resume' | 'log' | 'onFailure' | 'progress' | 'maxBytes' | 'bundle' | 'url'> {
  out: string;
  /** Pages per job. */
  batchPages?: number;
  /** Seconds a page may take on a worker (0: the worker's default). */
  timeoutSeconds?: number;
  /** Enqueue and return without waiting. */
  detach?: boolean;
  /** Called with the run id once the jobs are enqueued. */
  onEnqueued?: (run: string, jobs: number, pages: number) => void;
}

/** How often the submitter asks Redis about jobs it heard nothing of (events can be missed on a reconnect). */
const RECONCILE_MS = 5_000;

function jobFailureRecords(job: KittenJob, reason: string): PageRecord[] {
  // The job could not complete (its worker died too often, or it kept throwing): each of its inputs failed.
  return job.inputs.map((input) => ({
    input: input.name,
    relPath: input.kind === 'file' ? input.relPath : input.relBase,
    status: 'failed' as const,
    reason: 'job-failed',
    message: reason,
    events: [],
    bytes: 0,
  }));
}

export async function runQueued(
  queueUrl: string,
  paths: readonly string[],
  options: Partial<Options>,
  settings: QueueRunSettings,
): Promise<BatchCounts> {
  const connection = parseQueueUrl(queueUrl);
  await checkReachable(queueUrl);
  const given = resolveOptions(options);
  const out = resolve(settings.out);
  const resume = settings.resume ?? false;
  // The manifest of the options as given, byte for byte that of a local run with the same command line.
  const bundle = settings.bundle ?? false;
  await claimOutDir(out, manifestOf(given, bundle), resume);
  // Workers on other machines read the same model file on shared storage.
  const opts: Options = { ...given, model: given.model === null ? null : resolve(given.model) };
  const units = bundle
    ? await planBundles(paths)
    : await planJobs(paths, settings.batchPages ?? DEFAULT_BATCH_PAGES);
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

  const sink = await RecordSink.open(settings, resume);
  const queue = new Queue<KittenJob, KittenJobResult>(QUEUE_NAME, { connection });
  const events = settings.detach ? null : new QueueEvents(QUEUE_NAME, { connection });
  const progress = settings.progress && !settings.detach ? new Progress(settings.progress) : null;
  try {
    await queue.waitUntilReady();
    // Listening before the first job is added, so that no completion is missed.
    if (events) await events.waitUntilReady();
    const totalPages = units.reduce((n, u) => n + (u.kind === 'job' ? u.pages : u.records.length), 0);
    progress?.setTotal({ pages: totalPages, estimated: false });
    progress?.update(sink.counts, true);

    const jobIds: (string | null)[] = [];
    const bulk = [];
    for (const [i, unit] of units.entries()) {
      if (unit.kind !== 'job') {
        jobIds.push(null);
        continue;
      }
      const jobId = `${run}-${i}`;
      jobIds.push(jobId);
      const data: KittenJob = {
        run,
        out,
        options: opts,
        resume,
        bundle,
        timeoutSeconds: settings.timeoutSeconds ?? 0,
        maxBytes: settings.maxBytes ?? MAX_INPUT_BYTES,
        url: settings.url ?? null,
        inputs: unit.inputs,
        pages: unit.pages,
      };
      bulk.push({
        name: 'pages',
        data,
        opts: {
          jobId,
          attempts: ATTEMPTS,
          backoff: { type: 'exponential', delay: BACKOFF_MS },
          removeOnComplete: { age: KEEP_FINISHED_S },
          removeOnFail: { age: KEEP_FINISHED_S },
        },
      });
    }
    // Enqueued in slices: one huge MULTI would hold Redis up.
    for (let i = 0; i < bulk.length; i += 500) await queue.addBulk(bulk.slice(i, i + 500));
    settings.onEnqueued?.(run, bulk.length, totalPages);
    if (!events) return sink.counts;
    await waitForJobs(queue, events, units, jobIds, sink, progress);
    return sink.counts;
  } finally {
    await events?.close();
    await queue.close();
    progress?.update(sink.counts, true);
    progress?.clear();
    await sink.close();
  }
}

/** Waits for every job; records go to the sink in input order (job by job), as a local run writes them. */
async function waitForJobs(
  queue: Queue<KittenJob, KittenJobResult>,
  events: QueueEvents,
  units: PlanUnit[],
  jobIds: (string | null)[],
  sink: RecordSink,
  progress: Progress | null,
): Promise<void> {
  const index = new Map<string, number>();
  jobIds.forEach((id, i) => {
    if (id !== null) index.set(id, i);
  });
  const results = new Map<number, PageRecord[]>();
  const inflight = new Map<string, { pages: number; bytes: number }>();
  let next = 0;
  let wake: (() => void) | null = null;
  const poke = () => wake?.();

  const settle = (i: number, records: PageRecord[]) => {
    if (results.has(i) || i < next) return;
    results.set(i, records);
    inflight.delete(jobIds[i] ?? '');
    poke();
  };
  const failJob = async (jobId: string, reason: string) => {
    const i = index.get(jobId);
    if (i === undefined) return;
    const job = await Job.fromId<KittenJob, KittenJobResult>(queue, jobId);
    if (!job) return;
    // A failed attempt that will be retried is not the end of the job.
    if ((await job.getState()) !== 'failed') return;
    await removeAttemptTemps(jobId, job.data, job.attemptsStarted + 1);
    settle(i, jobFailureRecords(job.data, reason));
  };

  events.on('completed', ({ jobId, returnvalue }) => {
    const i = index.get(jobId);
    if (i !== undefined) settle(i, (returnvalue as unknown as KittenJobResult).records);
  });
  events.on('failed', ({ jobId, failedReason }) => {
    void failJob(jobId, failedReason);
  });
  events.on('progress', ({ jobId, data }) => {
    const i = index.get(jobId);
    if (i === undefined || i < next || results.has(i) || typeof data !== 'object' || data === null) return;
    const reported = data as { pages?: number; bytes?: number };
    inflight.set(jobId, { pages: Number(reported.pages ?? 0), bytes: Number(reported.bytes ?? 0) });
    poke();
  });

  const reconcile = async () => {
    // The next few jobs in input order that have not been heard of.
    for (let i = next, n = 0; i < units.length && n < 200; i++) {
      const id = jobIds[i];
      if (id === null || results.has(i)) continue;
      n++;
      // The state first: a job read before its state would miss a result that lands in between.
      const state = await queue.getJobState(id);
      if (state !== 'completed' && state !== 'failed') continue;
      const job = await Job.fromId<KittenJob, KittenJobResult>(queue, id);
      if (!job) continue;
      if (state === 'completed' && job.returnvalue) settle(i, job.returnvalue.records);
      else if (state === 'failed') await failJob(id, job.failedReason);
    }
  };

  let lastReconcile = Date.now();
  while (next < units.length) {
    const unit = units[next];
    if (unit.kind === 'failed') {
      for (const r of unit.records) await sink.add(r);
      next++;
      continue;
    }
    const records = results.get(next);
    if (records) {
      results.delete(next);
      for (const r of records) await sink.add(r);
      next++;
      progress?.update(liveCounts(sink.counts, inflight));
      continue;
    }
    progress?.update(liveCounts(sink.counts, inflight));
    await new Promise<void>((r) => {
      wake = r;
      setTimeout(r, 1000);
    });
    wake = null;
    if (Date.now() - lastReconcile > RECONCILE_MS) {
      lastReconcile = Date.now();
      await reconcile();
    }
  }
}

/** Counts for the bar: what is recorded, plus the pages that running jobs report done. */
function liveCounts(
  counts: BatchCounts,
  inflight: Map<string, { pages: number; bytes: number }>,
): BatchCounts {
  let pages = 0;
  let bytes = 0;
  for (const n of inflight.values()) {
    pages += n.pages;
    bytes += n.bytes;
  }
  return { ...counts, ok: counts.ok + pages, bytes: counts.bytes + bytes };
}
