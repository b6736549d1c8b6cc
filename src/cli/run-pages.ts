// The shared action of `extract` and `normalize`: settings → runBatch → exit status and summary.
import { runBatch } from '../batch/index.js';
import type { CliSettings } from './options.js';

/** `kitten extract … | head`: a reader that goes away ends the run quietly, as with other Unix tools. */
function exitQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}

export async function runPagesCommand(inputs: readonly string[], s: CliSettings): Promise<number> {
  if (s.out === null) exitQuietlyOnClosedPipe();
  const tty = process.stderr.isTTY ? process.stderr : null;
  const started = Date.now();
  const counts = await runBatch(inputs, s.options, {
    out: s.out,
    jobs: s.jobs,
    resume: s.resume,
    log: s.log,
    timeoutSeconds: s.timeout,
    url: s.url,
    progress: tty,
    onFailure: (line) => process.stderr.write(`${line}\n`),
  });
  if (s.verbose || tty) {
    const seconds = (Date.now() - started) / 1000;
    const total = counts.ok + counts.excluded + counts.failed;
    const resumed = counts.resumed > 0 ? ` (${counts.resumed} already done)` : '';
    process.stderr.write(
      `kitten: ${total} inputs: ${counts.ok} ok${resumed}, ${counts.excluded} excluded, ${counts.failed} failed` +
        ` in ${seconds.toFixed(1)} s (${(counts.bytes / 1e6 / Math.max(seconds, 0.001)).toFixed(2)} MB/s)\n`,
    );
  }
  return counts.failed > 0 ? 1 : 0;
}
