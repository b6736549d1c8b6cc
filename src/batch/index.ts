// runBatch: many inputs through the pipeline on a worker pool; every input ends as an output, an exclusion
// or a reported failure, and the counts add up.
import { access, stat } from 'node:fs/promises';
import { readInputs } from '../input/sources.js';
import type { InputPage } from '../input/types.js';
import { MAX_INPUT_BYTES } from '../limits.js';
import type { LogEvent } from '../log.js';
import type { Options } from '../options.js';
import { outputPathFor, removeStaleTemps, writeFileAtomic } from './outputs.js';
import type { PageOutcome } from './page-task.js';
import { Progress } from './progress.js';
import { createRunner, defaultJobs } from './runner.js';
import { JsonLinesFile, writeText } from './streams.js';
import type { BatchCounts, BatchSettings } from './types.js';

export { extensionFor, outputPathFor, writeFileAtomic } from './outputs.js';
export type { BatchCounts, BatchSettings } from './types.js';

type Pending = { name: string; relPath: string; outcome: Promise<PageOutcome | 'resumed'> };

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** True when the inputs can hold more than one page: several paths, a directory or a WARC archive. */
async function manyPages(paths: readonly string[]): Promise<boolean> {
  if (paths.length !== 1) return true;
  if (paths[0] === '-') return false;
  try {
    return (await stat(paths[0])).isDirectory() || /\.warc(?:\.gz)?$/i.test(paths[0]);
  } catch {
    return false;
  }
}

export async function runBatch(
  paths: readonly string[],
  options: Options,
  settings: BatchSettings = {},
): Promise<BatchCounts> {
  const out = settings.out ?? null;
  const several = await manyPages(paths);
  // One page is run in this thread: starting workers would cost more than it saves.
  const jobs = several ? Math.max(1, settings.jobs ?? defaultJobs()) : 1;
  const stdout = settings.stdout ?? process.stdout;
  // Several outputs on one stream need a header each, like head(1) prints them.
  const headers = out === null && (settings.headers ?? several);
  const resume = (settings.resume ?? false) && out !== null;
  if (resume) await removeStaleTemps(out);
  const log = settings.log ? new JsonLinesFile(settings.log, resume) : null;
  const progress = settings.progress ? new Progress(settings.progress) : null;
  const counts: BatchCounts = { ok: 0, excluded: 0, failed: 0, resumed: 0, bytes: 0 };
  const runner = createRunner(jobs, settings.timeoutSeconds ?? 0);
  // Enough pages in flight to keep every worker busy, few enough to bound memory.
  const window = jobs * 2;
  let written = 0;

  // Two inputs with the same output path (`a.html` and `a.htm`, or one name in two folders) would overwrite
  // each other: the later ones get `-2`, `-3`… in input order, which a resumed run repeats.
  const usedPaths = new Set<string>();
  const uniqueRelPath = (relPath: string): string => {
    let candidate = relPath;
    for (let n = 2; usedPaths.has(candidate); n++) candidate = `${relPath}-${n}`;
    usedPaths.add(candidate);
    return candidate;
  };

  const start = async (page: InputPage): Promise<Pending> => {
    const relPath = out === null ? page.relPath : uniqueRelPath(page.relPath);
    const pending = { name: page.name, relPath };
    if (page.error || !page.bytes) {
      const error = page.error ?? { reason: 'read-failed', message: 'no bytes' };
      return { ...pending, outcome: Promise.resolve({ status: 'failed', ...error, log: [] }) };
    }
    counts.bytes += page.bytes.byteLength;
    if (resume && out !== null && (await exists(outputPathFor(out, relPath, options.format)))) {
      return { ...pending, outcome: Promise.resolve('resumed') };
    }
    const task = {
      bytes: page.bytes,
      url: settings.url ?? page.url,
      transportEncoding: page.transportEncoding,
      record: page.record,
      options,
    };
    return { ...pending, outcome: runner.run(task) };
  };

  const logEvents = async (name: string, events: readonly LogEvent[]) => {
    if (!log) return;
    for (const e of events) await log.write({ ...e, input: name });
  };

  const fail = async (name: string, reason: string, message: string, events: readonly LogEvent[]) => {
    counts.failed++;
    settings.onFailure?.(`kitten: ${name}: ${reason}: ${message.split('\n')[0]}`);
    await logEvents(name, [...events, { type: 'failed', input: name, reason, message }]);
  };

  const finish = async (p: Pending) => {
    const outcome = await p.outcome;
    if (outcome === 'resumed') {
      counts.ok++;
      counts.resumed++;
    } else if (outcome.status === 'ok') {
      try {
        if (out !== null) {
          await writeFileAtomic(outputPathFor(out, p.relPath, options.format), outcome.output);
        } else {
          const header = headers ? `${written > 0 ? '\n' : ''}==> ${p.name} <==\n` : '';
          await writeText(stdout, header + outcome.output);
        }
        written++;
        counts.ok++;
        await logEvents(p.name, outcome.log);
      } catch (e) {
        await fail(p.name, 'write-failed', (e as Error).message, outcome.log);
      }
    } else if (outcome.status === 'excluded') {
      counts.excluded++;
      await logEvents(p.name, [
        ...outcome.log,
        { type: 'excluded', input: p.name, reason: outcome.reason, message: outcome.message },
      ]);
    } else {
      await fail(p.name, outcome.reason, outcome.message, outcome.log);
    }
    progress?.update(counts);
  };

  const inflight: Pending[] = [];
  try {
    try {
      for await (const page of readInputs(paths, { maxBytes: settings.maxBytes ?? MAX_INPUT_BYTES })) {
        inflight.push(await start(page));
        // Outputs are finished in input order, so stdout keeps the order of the inputs.
        if (inflight.length >= window) await finish(inflight.shift()!);
      }
    } catch (e) {
      // The reader itself broke (a bug, not a bad input): what was read still completes, and the run fails.
      while (inflight.length > 0) await finish(inflight.shift()!);
      await fail(paths.join(' '), 'internal-error', (e as Error)?.message ?? String(e), []);
    }
    while (inflight.length > 0) await finish(inflight.shift()!);
  } finally {
    await runner.close();
    await log?.close();
    progress?.update(counts, true);
    progress?.clear();
  }
  return counts;
}
