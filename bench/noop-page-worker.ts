// The no-op extractor of bench/queue.ts: a page thread that returns an empty output at once, so that what is
// timed is the queue, the job format, reading the inputs and writing the outputs.
import type { PageOutcome } from '../src/batch/page-task.js';

export default function run(): PageOutcome {
  return { status: 'ok', output: '', log: [] };
}
