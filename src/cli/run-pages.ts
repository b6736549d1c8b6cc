// The shared action of `extract` and `normalize`: settings → runBatch (or the queue) → exit status and summary.
import { LogFileError, ManifestMismatch, OutDirError, runBatch } from '../batch/index.js';
import type { BatchCounts } from '../batch/types.js';
import { QueueUrlError } from '../distributed/connection.js';
import { PlanError } from '../distributed/plan.js';
import type { CliSettings } from './options.js';
import { UsageError } from './options.js';

/** `kitten extract … | head`: a reader that goes away ends the run quietly, as with other Unix tools. */
function exitQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}

export function summaryLine(counts: BatchCounts, seconds: number): string {
  const total = counts.ok + counts.excluded + counts.failed;
  const resumed = counts.resumed > 0 ? ` (${counts.resumed} already done)` : '';
  return (
    `kitten: ${total} ${total === 1 ? 'input' : 'inputs'}: ${counts.ok} ok${resumed}, ${counts.excluded} excluded, ${counts.failed} failed` +
    ` in ${seconds.toFixed(1)} s (${(counts.bytes / 1e6 / Math.max(seconds, 0.001)).toFixed(2)} MB/s)\n`
  );
}

async function runOnQueue(
  queue: string,
  inputs: readonly string[],
  s: CliSettings,
  tty: NodeJS.WriteStream | null,
): Promise<BatchCounts> {
  // BullMQ and its Redis client load only for queue runs: a local run does not pay their start-up.
  const { runQueued } = await import('../distributed/submit.js');
  return runQueued(queue, inputs, s.options, {
    out: s.out as string,
    resume: s.resume,
    log: s.log,
    timeoutSeconds: s.timeout,
    url: s.url,
    batchPages: s.batchPages ?? undefined,
    bundle: s.bundle,
    detach: s.detach,
    progress: tty,
    onFailure: (line) => process.stderr.write(`${line}\n`),
    onEnqueued: (run, jobs, pages) => {
      if (s.detach) process.stdout.write(`${run}\n`);
      if (s.detach || s.verbose)
        process.stderr.write(`kitten: run ${run}: ${pages} pages in ${jobs} jobs on ${queue}\n`);
    },
  });
}

export async function runPagesCommand(inputs: readonly string[], s: CliSettings): Promise<number> {
  if (s.out === null) exitQuietlyOnClosedPipe();
  const tty = process.stderr.isTTY ? process.stderr : null;
  const started = Date.now();
  let counts: BatchCounts;
  try {
    if (s.queue !== null) counts = await runOnQueue(s.queue, inputs, s, tty);
    else
      counts = await runBatch(inputs, s.options, {
        out: s.out,
        bundle: s.bundle,
        jobs: s.jobs,
        resume: s.resume,
        log: s.log,
        timeoutSeconds: s.timeout,
        url: s.url,
        progress: tty,
        onFailure: (line) => process.stderr.write(`${line}\n`),
      });
  } catch (e) {
    if (
      e instanceof ManifestMismatch ||
      e instanceof OutDirError ||
      e instanceof LogFileError ||
      e instanceof QueueUrlError ||
      e instanceof PlanError
    ) {
      throw new UsageError(e.message);
    }
    throw e;
  }
  if (s.detach) return 0;
  // A folder with no page in it (a mistyped path, pages under other extensions) is said, not silently done.
  if (counts.ok + counts.excluded + counts.failed === 0)
    process.stderr.write(
      'kitten: no pages found in the inputs (files *.htm, *.html, *.xhtml, *.xml, *.gz, .warc, .warc.gz)\n',
    );
  // A run into a directory ends with one summary line; a run to standard output stays quiet unless asked.
  if (s.verbose || tty || s.out !== null)
    process.stderr.write(summaryLine(counts, (Date.now() - started) / 1000));
  return counts.failed > 0 ? 1 : 0;
}
