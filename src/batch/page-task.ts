// One page as a unit of batch work, run the same way in-process and in a worker thread.
import type { LogEvent } from '../log.js';
import type { Options } from '../options.js';
import { extractPage, type PageFacts } from '../pipeline.js';

/** One page's bytes and facts, and the run's options beside them. */
export interface PageTask extends PageFacts {
  bytes: Uint8Array;
  options: Options;
}

export type PageOutcome =
  | { status: 'ok'; output: string; log: LogEvent[] }
  | { status: 'excluded' | 'failed'; reason: string; message: string; log: LogEvent[] };

/** Extracts one page; an exception is a bug and becomes a `failed` outcome with reason `internal-error`. */
export function runPageTask(task: PageTask): PageOutcome {
  try {
    const { options, ...page } = task;
    const r = extractPage(page, options);
    if (r.status === 'ok') return { status: 'ok', output: r.output, log: r.log };
    return { status: r.status, reason: r.reason, message: r.message, log: r.log };
  } catch (e) {
    const err = e as Error;
    return { status: 'failed', reason: 'internal-error', message: err?.message ?? String(e), log: [] };
  }
}
