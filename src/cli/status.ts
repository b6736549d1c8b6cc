// `kitten status --queue URL [--run ID]`: job counts, pages done and failures of distributed runs.
import type { Command } from 'commander';
import { QueueUrlError } from '../distributed/connection.js';
import { KEEP_FINISHED_S } from '../distributed/settings.js';
import type { queueStatus } from '../distributed/status.js';
import { UsageError } from './options.js';

export function registerStatus(program: Command, setExitCode: (code: number) => void): void {
  program
    .command('status')
    .description('counts and failures of the distributed runs on a BullMQ queue')
    .requiredOption('--queue <url>', 'the queue, redis://HOST:PORT[/DB]')
    .option('--run <id>', 'only this run (the id `extract --queue --detach` prints)')
    .option('--json', 'one JSON object instead of text')
    .action(async (flags: { queue: string; run?: string; json?: boolean }) => {
      let s: Awaited<ReturnType<typeof queueStatus>>;
      try {
        const { queueStatus } = await import('../distributed/status.js'); // BullMQ loads for this command only
        s = await queueStatus(flags.queue, flags.run ?? null);
      } catch (e) {
        if (e instanceof QueueUrlError) throw new UsageError(e.message);
        throw e;
      }
      // A run id that names no job (mistyped, or its jobs expired) is said, not shown as an empty success.
      if (flags.run !== undefined && Object.values(s.jobs).every((n) => n === 0)) {
        throw new UsageError(
          `no job of run ${JSON.stringify(flags.run)} in the queue (finished jobs are kept ${KEEP_FINISHED_S / 86400} days)`,
        );
      }
      if (flags.json) {
        process.stdout.write(`${JSON.stringify(s)}\n`);
      } else {
        const j = s.jobs;
        process.stdout.write(
          `jobs: ${j.waiting + j.prioritized + j.delayed} waiting, ${j.active} active, ${j.completed} completed, ${j.failed} failed\n` +
            `pages: ${s.pages.ok} ok, ${s.pages.excluded} excluded, ${s.pages.failed} failed\n`,
        );
        for (const line of s.failures) process.stdout.write(`${line}\n`);
        if (s.moreFailures > 0) process.stdout.write(`… and ${s.moreFailures} more failures\n`);
      }
      // As `extract` would: 1 when any page (or job) of the runs failed.
      setExitCode(s.pages.failed > 0 || s.jobs.failed > 0 ? 1 : 0);
    });
}
