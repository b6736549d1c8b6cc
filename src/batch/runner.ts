// Runs page tasks either in this thread (`jobs` = 1) or on a piscina pool of `jobs` worker threads.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { type PageOutcome, type PageTask, runPageTask } from './page-task.js';

export interface PageRunner {
  run(task: PageTask): Promise<PageOutcome>;
  close(): Promise<void>;
}

export function defaultJobs(): number {
  return availableParallelism();
}

function inProcessRunner(): PageRunner {
  return {
    run: async (task) => runPageTask(task),
    close: async () => {},
  };
}

/** The worker module next to this one; under tsx (tests, bench) that is the `.ts` source. */
export function defaultWorkerFile(): string {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./worker${ext}`, import.meta.url).href;
}

function poolRunner(jobs: number, timeoutSeconds: number, filename: string): PageRunner {
  const pool = new Piscina({ filename, minThreads: jobs, maxThreads: jobs });
  // At most `jobs` pages are handed to the pool at once, so that a page's time limit starts when a thread
  // takes it, not while it waits behind a page that hangs.
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running < jobs) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over as is
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    run: async (task) => {
      await acquire();
      const signal = timeoutSeconds > 0 ? AbortSignal.timeout(timeoutSeconds * 1000) : undefined;
      try {
        return (await pool.run(task, { signal })) as PageOutcome;
      } catch (e) {
        // Piscina ends the worker of an aborted task, so a page that loops forever costs one thread restart.
        if (signal?.aborted) {
          return { status: 'failed', reason: 'timeout', message: `over ${timeoutSeconds} s`, log: [] };
        }
        // A worker that dies (out of memory, stack overflow) loses only its page.
        return {
          status: 'failed',
          reason: 'internal-error',
          message: (e as Error)?.message ?? String(e),
          log: [],
        };
      } finally {
        release();
      }
    },
    close: () => pool.destroy(),
  };
}

export interface RunnerSettings {
  /** Run even one job on a worker thread, so that a page that crashes or hangs costs only that page. */
  isolate?: boolean;
  /** The worker module (tests give one that misbehaves on purpose). */
  workerFile?: string;
}

/** `timeoutSeconds` (0 = none) applies on the pool only: a synchronous page in this thread cannot be stopped. */
export function createRunner(jobs: number, timeoutSeconds = 0, settings: RunnerSettings = {}): PageRunner {
  if (jobs <= 1 && !settings.isolate) return inProcessRunner();
  return poolRunner(Math.max(1, jobs), timeoutSeconds, settings.workerFile ?? defaultWorkerFile());
}
