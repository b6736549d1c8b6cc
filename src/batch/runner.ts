// Runs page tasks either in this thread (`jobs` = 1) or on a piscina pool of `jobs` worker threads.
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { lazyRequire } from '../lazy-require.js';
import type { PageOutcome, PageTask } from './page-task.js';

// The worker pool loads for `-j 2` and up only: a run in this thread does not pay piscina's start-up.
const piscina = lazyRequire<typeof import('piscina')>('piscina');
type Piscina = import('piscina').Piscina;

export interface PageRunner {
  run(task: PageTask): Promise<PageOutcome>;
  close(): Promise<void>;
}

export function defaultJobs(): number {
  return availableParallelism();
}

// The pipeline (its ~180 modules) loads with the first page this thread runs: with `-j 2` and up this thread
// only reads and writes while each worker loads its own, so importing it here too cost the run CPU and delayed
// the workers' start (the pool starts after this thread's imports).
let pageTask: Promise<typeof import('./page-task.js')> | undefined;

function inProcessRunner(): PageRunner {
  return {
    run: async (task) => {
      pageTask ??= import('./page-task.js');
      return (await pageTask).runPageTask(task);
    },
    close: async () => {},
  };
}

/** The worker module next to this one; under tsx (tests, bench) that is the `.ts` source. */
export function defaultWorkerFile(): string {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./worker${ext}`, import.meta.url).href;
}

/** A worker that dies (out of memory, stack overflow) loses only its page. */
function workerDied(e: unknown): PageOutcome {
  return { status: 'failed', reason: 'internal-error', message: (e as Error)?.message ?? String(e), log: [] };
}

async function runOnPool(pool: Piscina, task: PageTask): Promise<PageOutcome> {
  try {
    return (await pool.run(task)) as PageOutcome;
  } catch (e) {
    return workerDied(e);
  }
}

/** The longest delay `setTimeout` keeps (2^31 - 1 ms); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

function poolRunner(jobs: number, timeoutSeconds: number, filename: string): PageRunner {
  const pool = new (piscina().Piscina)({ filename, minThreads: jobs, maxThreads: jobs });
  return {
    run: async (task) => {
      if (timeoutSeconds <= 0) return runOnPool(pool, task);
      // The limit counts from the moment a worker starts the page: neither the wait in the queue nor a
      // worker's start-up (importing the pipeline) is charged to the page.
      const controller = new AbortController();
      const { port1, port2 } = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      port1.once('message', () => {
        timer = setTimeout(() => controller.abort(), timeoutSeconds * 1000);
      });
      try {
        return (await pool.run(
          { ...task, started: port2 },
          { signal: controller.signal, transferList: [port2] },
        )) as PageOutcome;
      } catch (e) {
        // Piscina ends the worker of an aborted task, so a page that loops forever costs one thread restart.
        if (controller.signal.aborted) {
          return { status: 'failed', reason: 'timeout', message: `over ${timeoutSeconds} s`, log: [] };
        }
        return workerDied(e);
      } finally {
        clearTimeout(timer);
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}

export interface RunnerSettings {
  /** Run even one job on a worker thread, so that a page that crashes or hangs costs only that page. */
  isolate?: boolean;
  /** The worker module (tests give one that misbehaves on purpose); it posts to the task's `started` port. */
  workerFile?: string;
}

/**
 * `timeoutSeconds` (0 = none): a synchronous page in this thread cannot be stopped, so a time limit runs even one
 * job on a worker thread. A limit past what a timer can hold (about 24.8 days) is no limit.
 */
export function createRunner(jobs: number, timeoutSeconds = 0, settings: RunnerSettings = {}): PageRunner {
  if (!(timeoutSeconds * 1000 <= MAX_TIMER_MS)) timeoutSeconds = 0;
  if (jobs <= 1 && !settings.isolate && timeoutSeconds <= 0) return inProcessRunner();
  return poolRunner(Math.max(1, jobs), timeoutSeconds, settings.workerFile ?? defaultWorkerFile());
}
