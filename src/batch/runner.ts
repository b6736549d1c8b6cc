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
function workerFile(): string {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./worker${ext}`, import.meta.url).href;
}

function poolRunner(jobs: number): PageRunner {
  const pool = new Piscina({ filename: workerFile(), minThreads: jobs, maxThreads: jobs });
  return {
    run: async (task) => {
      try {
        return (await pool.run(task)) as PageOutcome;
      } catch (e) {
        // A worker that dies (out of memory, stack overflow) loses only its page.
        return {
          status: 'failed',
          reason: 'internal-error',
          message: (e as Error)?.message ?? String(e),
          log: [],
        };
      }
    },
    close: () => pool.destroy(),
  };
}

export function createRunner(jobs: number): PageRunner {
  return jobs <= 1 ? inProcessRunner() : poolRunner(jobs);
}
