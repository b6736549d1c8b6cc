// `kitten status --queue URL`: the queue's job counts, the pages its finished jobs did, and their failures.
import { Queue } from 'bullmq';
import { failureLine } from '../batch/records.js';
import { checkReachable, parseQueueUrl, QUEUE_NAME } from './connection.js';
import type { KittenJob, KittenJobResult } from './job.js';

export interface QueueStatus {
  jobs: Record<string, number>;
  pages: { ok: number; excluded: number; failed: number };
  /** Failure lines as a local run prints them (`kitten: INPUT: REASON: MESSAGE`), the first `limit`. */
  failures: string[];
  moreFailures: number;
}

/** Finished jobs are read this many at a time. */
const PAGE = 500;

const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed'] as const;

/** The job counts of one run (BullMQ counts only a whole queue, and a queue holds every run). */
async function runJobCounts(
  queue: Queue<KittenJob, KittenJobResult>,
  run: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const state of JOB_STATES) {
    counts[state] = 0;
    for (let start = 0; ; start += PAGE) {
      const jobs = await queue.getJobs(state, start, start + PAGE - 1, true);
      if (jobs.length === 0) break;
      for (const job of jobs) if (job?.data?.run === run) counts[state]++;
    }
  }
  return counts;
}

export async function queueStatus(queueUrl: string, run: string | null, limit = 50): Promise<QueueStatus> {
  const connection = parseQueueUrl(queueUrl);
  await checkReachable(queueUrl);
  const queue = new Queue<KittenJob, KittenJobResult>(QUEUE_NAME, { connection });
  try {
    const status: QueueStatus = {
      jobs: run === null ? await queue.getJobCounts(...JOB_STATES) : await runJobCounts(queue, run),
      pages: { ok: 0, excluded: 0, failed: 0 },
      failures: [],
      moreFailures: 0,
    };
    const addFailure = (line: string) => {
      if (status.failures.length < limit) status.failures.push(line);
      else status.moreFailures++;
    };
    for (const state of ['completed', 'failed'] as const) {
      for (let start = 0; ; start += PAGE) {
        const jobs = await queue.getJobs(state, start, start + PAGE - 1, true);
        if (jobs.length === 0) break;
        for (const job of jobs) {
          if (!job?.data || (run !== null && job.data.run !== run)) continue;
          if (state === 'failed') {
            status.pages.failed += job.data.pages;
            for (const input of job.data.inputs)
              addFailure(failureLine(input.name, 'job-failed', job.failedReason));
            continue;
          }
          for (const r of job.returnvalue?.records ?? []) {
            if (r.status === 'ok' || r.status === 'resumed') status.pages.ok++;
            else status.pages[r.status]++;
            if (r.status === 'failed') addFailure(failureLine(r.input, r.reason, r.message));
          }
        }
      }
    }
    return status;
  } finally {
    await queue.close();
  }
}
