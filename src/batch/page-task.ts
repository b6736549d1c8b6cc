// One page as a unit of batch work, run the same way in-process and in a worker thread.
import { setFlagsFromString } from 'node:v8';
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

/**
 * From this size up a page sets V8's heap growing factor to 1.5 for the rest of the process (this thread and, V8's
 * flags being process-wide, the others). V8 lets the heap grow to up to about 4 times what survived the last full
 * collection before the next one; on the 102 MB page of 200,000 paragraphs (about 400 MB live at the cleaner)
 * the second pass's discarded per-page sets and arrays pushed the peak RSS to 0.97-1.39 GB with that, 0.81-0.90 GB
 * with 1.5, outputs identical. On ordinary pages the fixed factor costs 7-10 % CPU (more full collections of a
 * small heap), hence the size gate (bench/README.md, "The huge page's peak memory"). A factor given on the
 * command line or in NODE_OPTIONS wins.
 */
const LARGE_PAGE_BYTES = 16 * 1024 * 1024;
const HEAP_GROWING_FLAG = '--heap-growing-percent';
let heapGrowthSet = false;

function boundHeapGrowth(bytes: number): void {
  if (heapGrowthSet || bytes < LARGE_PAGE_BYTES) return;
  heapGrowthSet = true;
  const given = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`.replaceAll('_', '-');
  if (!given.includes(HEAP_GROWING_FLAG)) setFlagsFromString(`${HEAP_GROWING_FLAG}=50`);
}

/** Extracts one page; an exception is a bug and becomes a `failed` outcome with reason `internal-error`. */
export function runPageTask(task: PageTask): PageOutcome {
  try {
    boundHeapGrowth(task.bytes.byteLength);
    const { options, ...page } = task;
    const r = extractPage(page, options);
    if (r.status === 'ok') return { status: 'ok', output: r.output, log: r.log };
    return { status: r.status, reason: r.reason, message: r.message, log: r.log };
  } catch (e) {
    const err = e as Error;
    return { status: 'failed', reason: 'internal-error', message: err?.message ?? String(e), log: [] };
  }
}
