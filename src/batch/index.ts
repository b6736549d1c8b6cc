// runBatch: many inputs through the pipeline on a worker pool; every input ends as an output, an exclusion
// or a reported failure, and the counts add up.
import { stat } from 'node:fs/promises';
import { readInputs } from '../input/sources.js';
import type { InputPage } from '../input/types.js';
import { MAX_INPUT_BYTES } from '../limits.js';
import { type Options, resolveOptions } from '../options.js';
import { BundleWriter, bundleOf } from './bundle.js';
import { claimOutDir, manifestOf } from './manifest.js';
import { removeStaleTemps } from './outputs.js';
import { type PageRecord, runPages } from './pages.js';
import { Progress } from './progress.js';
import { RecordSink } from './records.js';
import { createRunner, defaultJobs } from './runner.js';
import { writeText } from './streams.js';
import { TotalEstimate } from './total.js';
import type { BatchCounts, BatchSettings } from './types.js';

export { MANIFEST_NAME, ManifestMismatch, OutDirError } from './manifest.js';
export { extensionFor, outputPathFor, writeFileAtomic } from './outputs.js';
export { LogFileError } from './streams.js';
export type { BatchCounts, BatchSettings, OutputStream, ProgressTerminal } from './types.js';

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

function checkPaths(paths: unknown): asserts paths is readonly string[] {
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && p !== '')) {
    throw new TypeError('runBatch: inputs must be an array of paths (strings; "-" is standard input)');
  }
}

/** The pages of the inputs, each with its bundle; two arguments with one bundle name get `-2`, `-3`… */
async function* readBundled(paths: readonly string[], maxBytes: number): AsyncGenerator<InputPage> {
  const unique = relPathDeduplicator();
  for (const arg of paths) {
    const isDirectory = await stat(arg).then(
      (info) => info.isDirectory(),
      () => false,
    );
    const names = new Map<string, string>();
    for await (const page of readInputs([arg], { maxBytes })) {
      const name = bundleOf(page, arg, isDirectory);
      let bundle = names.get(name);
      if (bundle === undefined) {
        bundle = unique(name);
        names.set(name, bundle);
      }
      yield { ...page, bundle };
    }
  }
}

/** Gives the later of two inputs with one output path (`a.html` and `a.htm`) `-2`, `-3`… in input order. */
export function relPathDeduplicator(): (relPath: string) => string {
  const used = new Set<string>();
  return (relPath) => {
    let candidate = relPath;
    for (let n = 2; used.has(candidate); n++) candidate = `${relPath}-${n}`;
    used.add(candidate);
    return candidate;
  };
}

/**
 * Runs the inputs (files, directories, WARC archives, `-`) with `options` (partial, as `extract` takes them;
 * validated here) and returns the counts. Throws ManifestMismatch when `resume` finds outputs of other options.
 */
export async function runBatch(
  paths: readonly string[],
  options: Partial<Options> = {},
  settings: BatchSettings = {},
): Promise<BatchCounts> {
  checkPaths(paths);
  const opts = resolveOptions(options);
  const out = settings.out ?? null;
  let several = await manyPages(paths);
  const stdout = settings.stdout ?? process.stdout;
  const resume = (settings.resume ?? false) && out !== null;
  const bundle = settings.bundle ?? false;
  if (bundle && out === null) throw new TypeError('runBatch: bundle needs an output directory (out)');
  if (out !== null) {
    await claimOutDir(out, manifestOf(opts, bundle), resume);
    if (resume) await removeStaleTemps(out);
  }
  const progress = settings.progress ? new Progress(settings.progress) : null;
  const total = progress ? await TotalEstimate.of(paths) : null;
  const sink = await RecordSink.open(settings, resume);
  progress?.setTotal(total?.get() ?? { pages: null, estimated: false });
  progress?.update(sink.counts, true);

  // One page is run in this thread: starting workers would cost more than it saves.
  const jobs = several ? Math.max(1, settings.jobs ?? defaultJobs()) : 1;
  const runner = createRunner(jobs, settings.timeoutSeconds ?? 0);
  let written = 0;
  const onRecord = async (record: PageRecord, output: string | null) => {
    if (output !== null) {
      // Several outputs on one stream need a header each, like head(1) prints them.
      const headers = settings.headers ?? several;
      const header = headers ? `${written > 0 ? '\n' : ''}==> ${record.input} <==\n` : '';
      try {
        await writeText(stdout, header + output);
        written++;
      } catch (e) {
        record = { ...record, status: 'failed', reason: 'write-failed', message: (e as Error).message };
      }
    }
    await sink.add(record);
    progress?.update(sink.counts);
  };
  try {
    const maxBytes = settings.maxBytes ?? MAX_INPUT_BYTES;
    const pages = bundle ? readBundled(paths, maxBytes) : readInputs(paths, { maxBytes });
    await runPages(pages, {
      bundles: bundle && out !== null ? new BundleWriter(out, String(process.pid)) : null,
      options: opts,
      url: settings.url,
      out,
      runner,
      // Enough pages in flight to keep every worker busy, few enough to bound memory.
      window: jobs * 2,
      resume,
      uniqueRelPath: out === null ? undefined : relPathDeduplicator(),
      readerName: paths.join(' '),
      onRead: (page) => {
        // A WARC on standard input holds several pages: each output gets its header.
        if (page.name !== '-' && paths.length === 1 && paths[0] === '-') several = true;
        if (total) {
          total.saw(page.name, page.offset);
          progress?.setTotal(total.get());
        }
      },
      onRecord,
    });
    total?.finish();
    if (total) progress?.setTotal(total.get());
  } finally {
    await runner.close();
    await sink.close();
    progress?.update(sink.counts, true);
    progress?.clear();
  }
  return sink.counts;
}
