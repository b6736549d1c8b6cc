// `kitten worker --queue redis://HOST:PORT[/DB] [-j N]`: processes jobs of distributed runs until SIGTERM,
// when it finishes its current job and stops.
import type { Command } from 'commander';
import { defaultJobs } from '../batch/runner.js';
import { QueueUrlError } from '../distributed/connection.js';
import { DEFAULT_PAGE_TIMEOUT_S } from '../distributed/settings.js';
import type { startWorker } from '../distributed/worker.js';
import { parseJobs, parseSeconds, UsageError } from './options.js';

export function registerWorker(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('worker')
    .description('a worker of distributed runs: takes jobs from a BullMQ queue on Redis until SIGTERM')
    .requiredOption('--queue <url>', 'the queue, redis://HOST:PORT[/DB]')
    .option('-j, --jobs <n>', 'page threads (default: CPU count)')
    .option(
      '--timeout <seconds>',
      `per-page limit when the run sets none (default ${DEFAULT_PAGE_TIMEOUT_S})`,
    )
    .option('-q, --quiet', 'no line per job on standard error')
    .action(async (flags: { queue: string; jobs?: string; timeout?: string; quiet?: boolean }) => {
      const threads = flags.jobs === undefined ? defaultJobs() : parseJobs(flags.jobs);
      const timeout = flags.timeout === undefined ? DEFAULT_PAGE_TIMEOUT_S : parseSeconds(flags.timeout);
      const say = (line: string) => {
        if (!flags.quiet) process.stderr.write(`kitten worker ${process.pid}: ${line}\n`);
      };
      let worker: ReturnType<typeof startWorker>;
      try {
        // Loaded here, so that other commands do not pay BullMQ's start-up.
        const { startWorker } = await import('../distributed/worker.js');
        worker = startWorker(flags.queue, { threads, defaultTimeoutSeconds: timeout, onEvent: say });
      } catch (e) {
        if (e instanceof QueueUrlError) throw new UsageError(e.message);
        throw e;
      }
      await worker.ready;
      say(`ready on ${flags.queue} with ${threads} page thread${threads === 1 ? '' : 's'}`);
      await new Promise<void>((resolve) => {
        const stop = (signal: string) => {
          say(`${signal}: finishing the current job`);
          worker.close().then(resolve, resolve);
        };
        process.once('SIGTERM', () => stop('SIGTERM'));
        process.once('SIGINT', () => stop('SIGINT'));
      });
      say('stopped');
      setExitCode(0);
    });
}
