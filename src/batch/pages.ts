// The page loop shared by a local run and a queue worker: pages go through a runner with a bounded number
// in flight, outputs are written atomically under OUT (or handed back for standard output), and every page
// ends as one record, in input order.
import { access } from 'node:fs/promises';
import type { InputPage } from '../input/types.js';
import type { LogEvent } from '../log.js';
import type { Options } from '../options.js';
import {
  BundleIndex,
  type BundleLineStatus,
  type BundleWriter,
  bundleLine,
  bundlePathFor,
  isArchivePage,
} from './bundle.js';
import { outputPathFor, writeFileAtomic } from './outputs.js';
import type { PageOutcome } from './page-task.js';
import type { PageRunner } from './runner.js';

/** What became of one input: what the `--log` line, the counts and the failure line are made of. */
export interface PageRecord {
  input: string;
  relPath: string;
  status: 'ok' | 'resumed' | 'excluded' | 'failed';
  reason?: string;
  message?: string;
  /** The page's own events (removed list items, expansions), in order. */
  events: LogEvent[];
  /** Input bytes read. */
  bytes: number;
}

export interface PageLoopSettings {
  options: Options;
  /** The URL the user gave for the single input (`--url`): overrides a page's own (a WARC record's). */
  url?: string | null;
  /** Output directory; null hands each output to `onRecord` instead. */
  out: string | null;
  runner: PageRunner;
  /** Pages being extracted (running or queued for a worker) at most. */
  window: number;
  /**
   * Pages already extracted that may wait at most for an earlier, slower page to be recorded (default 8 ×
   * `window`). Outputs are recorded in input order; were the finished pages counted in `window`, one slow page
   * would stop the reading, and the other workers would idle until it ends.
   */
  held?: number;
  /** Skip a page whose output already exists. */
  resume: boolean;
  /** With `--bundle`: pages carry `bundle`, and their records go to one `.jsonl.gz` per bundle. */
  bundles?: BundleWriter | null;
  /** Tag of this writer's temp files (`NAME.tmp-TAG`). */
  tempTag?: string;
  /**
   * The first `keepWritten` pages were written by an earlier attempt of this job (a queue job taken over): an
   * output of theirs that exists is not written again (the page still runs, for its record and log events).
   */
  keepWritten?: number;
  /** Renames an output that another input of the run already has (`a` → `a-2`). */
  uniqueRelPath?: (relPath: string) => string;
  /** Input name of the failure when the reader itself breaks. */
  readerName: string;
  /** Called for every page read, before it runs (progress totals). */
  onRead?: (page: InputPage) => void;
  /** Called once per input, in input order; `output` is set when `out` is null and the page has one. */
  onRecord: (record: PageRecord, output: string | null) => Promise<void>;
}

/** A page of a complete bundle that was excluded or failed when the bundle was made. */
type Prior = 'resumed' | (BundleLineStatus & { prior: true });

type Pending = {
  /** The page without its bytes: a finished page waiting for its turn holds only its output. */
  page: InputPage;
  /** Input bytes read. */
  bytes: number;
  relPath: string;
  ordinal: number;
  outcome: Promise<PageOutcome | Prior>;
  /** Set when `outcome` has settled. */
  done: boolean;
};

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Runs every page of `pages`; a reader that breaks (a bug, not a bad input) ends as one failed record. */
export async function runPages(pages: AsyncIterable<InputPage>, s: PageLoopSettings): Promise<void> {
  const { out, options } = s;

  let read = 0;
  // Pages whose outcome has not settled, and the loop's wake-up when one settles.
  let running = 0;
  let wake: (() => void) | null = null;
  const pending = (
    page: InputPage,
    relPath: string,
    ordinal: number,
    outcome: Promise<PageOutcome | Prior>,
  ): Pending => {
    const p: Pending = {
      page: { ...page, bytes: null },
      bytes: page.bytes?.byteLength ?? 0,
      relPath,
      ordinal,
      outcome,
      done: false,
    };
    running++;
    const settle = () => {
      p.done = true;
      running--;
      wake?.();
      wake = null;
    };
    outcome.then(settle, settle);
    return p;
  };
  const bundleIndex = new BundleIndex();
  const start = async (page: InputPage): Promise<Pending> => {
    const relPath = s.uniqueRelPath ? s.uniqueRelPath(page.relPath) : page.relPath;
    const ordinal = read++;
    const bundled =
      s.bundles && page.bundle !== undefined && out !== null ? bundlePathFor(out, page.bundle) : null;
    if (s.resume && bundled !== null && (await exists(bundled))) {
      // The bundle is complete: the page's fate is what its line there says (an excluded or failed page stays so).
      const line = await bundleIndex.lookup(bundled, page.name);
      const prior: Prior =
        line?.status === 'excluded' || line?.status === 'failed'
          ? { status: line.status, reason: line.reason, message: line.message, prior: true }
          : 'resumed';
      return pending(page, relPath, ordinal, Promise.resolve(prior));
    }
    if (page.error || !page.bytes) {
      const error = page.error ?? { reason: 'read-failed', message: 'no bytes' };
      return pending(page, relPath, ordinal, Promise.resolve({ status: 'failed', ...error, log: [] }));
    }
    if (
      s.resume &&
      out !== null &&
      bundled === null &&
      (await exists(outputPathFor(out, relPath, options.format)))
    ) {
      return pending(page, relPath, ordinal, Promise.resolve('resumed'));
    }
    const task = {
      bytes: page.bytes,
      url: s.url ?? page.url,
      transportEncoding: page.transportEncoding,
      record: page.record ?? null,
      options,
    };
    return pending(page, relPath, ordinal, s.runner.run(task));
  };

  const finish = async ({ page, bytes, relPath, ordinal, outcome: settled }: Pending) => {
    const outcome = await settled;
    const base = { input: page.name, relPath, bytes };
    if (outcome === 'resumed') return s.onRecord({ ...base, status: 'resumed', events: [] }, null);
    if ('prior' in outcome) {
      const { status, reason, message } = outcome;
      return s.onRecord({ ...base, status, reason, message, events: [] }, null);
    }
    if (s.bundles && page.bundle !== undefined) {
      const record: PageRecord =
        outcome.status === 'ok'
          ? { ...base, status: 'ok', events: outcome.log }
          : {
              ...base,
              status: outcome.status,
              reason: outcome.reason,
              message: outcome.message,
              events: outcome.log,
            };
      const output = outcome.status === 'ok' ? outcome.output : null;
      try {
        await s.bundles.add(page.bundle, bundleLine(record, output, options.format), isArchivePage(page));
      } catch (e) {
        // A bundle that cannot be written (its folder is a file, the disk is full): the page fails, as a file would.
        const message = (e as Error).message;
        return s.onRecord(
          { ...base, status: 'failed', reason: 'write-failed', message, events: record.events },
          null,
        );
      }
      return s.onRecord(record, null);
    }
    if (outcome.status !== 'ok') {
      const { status, reason, message, log } = outcome;
      return s.onRecord({ ...base, status, reason, message, events: log }, null);
    }
    if (out === null) return s.onRecord({ ...base, status: 'ok', events: outcome.log }, outcome.output);
    try {
      const path = outputPathFor(out, relPath, options.format);
      if (ordinal >= (s.keepWritten ?? 0) || !(await exists(path)))
        await writeFileAtomic(path, outcome.output, s.tempTag);
    } catch (e) {
      const message = (e as Error).message;
      return s.onRecord(
        { ...base, status: 'failed', reason: 'write-failed', message, events: outcome.log },
        null,
      );
    }
    return s.onRecord({ ...base, status: 'ok', events: outcome.log }, null);
  };

  const inflight: Pending[] = [];
  const held = s.held ?? 8 * s.window;
  let readError: unknown = null;
  try {
    for await (const page of pages) {
      s.onRead?.(page);
      inflight.push(await start(page));
      for (;;) {
        // Outputs are finished in input order, so standard output and the log keep the order of the inputs.
        while (inflight.length > 0 && inflight[0].done) await finish(inflight.shift() as Pending);
        if (running < s.window && inflight.length < s.window + held) break;
        // Checked and armed in one synchronous step: a page that settles meanwhile is seen by the check.
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } catch (e) {
    readError = e;
  }
  while (inflight.length > 0) await finish(inflight.shift() as Pending);
  await s.bundles?.finish();
  if (readError !== null) {
    const message = (readError as Error)?.message ?? String(readError);
    await s.onRecord(
      {
        input: s.readerName,
        relPath: '',
        status: 'failed',
        reason: 'internal-error',
        message,
        events: [],
        bytes: 0,
      },
      null,
    );
  }
}
