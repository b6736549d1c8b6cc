// The submitter's plan: the inputs, in input order, cut into jobs of about `batchPages` pages — lists of files,
// and ranges of WARC records by byte offset (one large archive spreads over many workers). Names, output
// paths and their de-duplication are those of a local run, so the outputs are the same file for file.
import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { relPathDeduplicator } from '../batch/index.js';
import type { PageRecord } from '../batch/pages.js';
import { listPageFiles } from '../input/list-dir.js';
import { fileKind, relPathOfFile, relPathUnder } from '../input/paths.js';
import { scanWarc } from '../input/warc.js';
import type { JobInput } from './job.js';

/** A step of the run in input order: a job to enqueue, or inputs that failed already while planning. */
export type PlanUnit =
  | { kind: 'job'; inputs: JobInput[]; pages: number }
  | { kind: 'failed'; records: PageRecord[] };

export class PlanError extends Error {}

function failedRecord(name: string, relPath: string, message: string): PageRecord {
  return { input: name, relPath, status: 'failed', reason: 'read-failed', message, events: [], bytes: 0 };
}

export async function planJobs(paths: readonly string[], batchPages: number): Promise<PlanUnit[]> {
  const units: PlanUnit[] = [];
  const unique = relPathDeduplicator();
  let current: JobInput[] = [];
  let currentPages = 0;
  const flush = () => {
    if (current.length > 0) units.push({ kind: 'job', inputs: current, pages: currentPages });
    current = [];
    currentPages = 0;
  };
  const fail = (record: PageRecord) => {
    flush();
    units.push({ kind: 'failed', records: [record] });
  };

  const addWarc = async (name: string, relBase: string) => {
    const path = resolve(name);
    const { records, splittable } = await scanWarc(path);
    const pageRecords = records.filter((r) => r.page);
    const renamedOf = (from: number, to: number | null) => {
      const renamed: Record<string, string> = {};
      for (const r of pageRecords) {
        if (r.index < from || (to !== null && r.index >= to)) continue;
        const rel = unique(`${relBase}/${r.index}`);
        if (rel !== `${relBase}/${r.index}`) renamed[r.index] = rel;
      }
      return Object.keys(renamed).length > 0 ? renamed : undefined;
    };
    if (!splittable || pageRecords.length <= batchPages) {
      // The whole archive is one input of the current job (a malformed one reports itself as locally).
      current.push({
        kind: 'warc',
        path,
        name,
        relBase,
        range: { start: 0, firstIndex: 0, count: null },
        renamed: renamedOf(0, null),
      });
      currentPages += Math.max(pageRecords.length, 1);
      if (currentPages >= batchPages) flush();
      return;
    }
    flush();
    // Ranges of `batchPages` pages; each starts at a record's offset; the last one reads to the end.
    let firstRecord = 0;
    let pagesInRange = 0;
    for (let i = 0; i < records.length; i++) {
      if (records[i].page) pagesInRange++;
      const last = i === records.length - 1;
      if (pagesInRange < batchPages && !last) continue;
      const from = records[firstRecord];
      const count = last ? null : i + 1 - firstRecord;
      const to = last ? null : records[i + 1].index;
      units.push({
        kind: 'job',
        inputs: [
          {
            kind: 'warc',
            path,
            name,
            relBase,
            range: { start: from.offset, firstIndex: from.index, count },
            renamed: renamedOf(from.index, to),
          },
        ],
        pages: pagesInRange,
      });
      firstRecord = i + 1;
      pagesInRange = 0;
    }
  };

  const addFile = async (name: string, relPath: string) => {
    if (fileKind(name) === 'warc') return addWarc(name, relPath);
    current.push({ kind: 'file', path: resolve(name), name, relPath: unique(relPath) });
    currentPages++;
    if (currentPages >= batchPages) flush();
  };

  for (const path of paths) {
    if (path === '-')
      throw new PlanError('standard input cannot be sent to a queue: save it to a file on shared storage');
    let isDirectory: boolean;
    try {
      isDirectory = (await stat(path)).isDirectory();
    } catch (e) {
      fail(failedRecord(path, unique(relPathOfFile(path)), (e as Error).message));
      continue;
    }
    if (!isDirectory) {
      await addFile(path, relPathOfFile(path));
      continue;
    }
    const { files, failures } = await listPageFiles(path);
    for (const f of failures) {
      fail(failedRecord(f.path, unique(relPathUnder(path, f.path) || relPathOfFile(f.path)), f.message));
    }
    for (const file of files) await addFile(file, relPathUnder(path, file));
  }
  flush();
  return units;
}

/**
 * The plan with `--bundle`: a bundle is written by one writer, so it is one job — an archive's pages, or the
 * page files of a folder (or a file named on its own). Archives are the unit that spreads over workers.
 * Bundle names and their de-duplication are a local run's (batch/index.ts readBundled).
 */
export async function planBundles(paths: readonly string[]): Promise<PlanUnit[]> {
  const units: PlanUnit[] = [];
  const unique = relPathDeduplicator();
  const uniqueBundle = relPathDeduplicator();
  const warcJob = async (name: string, relBase: string): Promise<PlanUnit> => {
    const path = resolve(name);
    const { records } = await scanWarc(path);
    const pages = records.filter((r) => r.page);
    const renamed: Record<string, string> = {};
    for (const r of pages) {
      const rel = unique(`${relBase}/${r.index}`);
      if (rel !== `${relBase}/${r.index}`) renamed[r.index] = rel;
    }
    const range = { start: 0, firstIndex: 0, count: null };
    const input: JobInput = { kind: 'warc', path, name, relBase, range, bundle: uniqueBundle(relBase) };
    if (Object.keys(renamed).length > 0) input.renamed = renamed;
    return { kind: 'job', inputs: [input], pages: Math.max(pages.length, 1) };
  };
  for (const path of paths) {
    if (path === '-')
      throw new PlanError('standard input cannot be sent to a queue: save it to a file on shared storage');
    let isDirectory: boolean;
    try {
      isDirectory = (await stat(path)).isDirectory();
    } catch (e) {
      units.push({
        kind: 'failed',
        records: [failedRecord(path, unique(relPathOfFile(path)), (e as Error).message)],
      });
      continue;
    }
    if (!isDirectory) {
      const rel = relPathOfFile(path);
      if (fileKind(path) === 'warc') units.push(await warcJob(path, rel));
      else {
        const input: JobInput = {
          kind: 'file',
          path: resolve(path),
          name: path,
          relPath: unique(rel),
          bundle: uniqueBundle(rel),
        };
        units.push({ kind: 'job', inputs: [input], pages: 1 });
      }
      continue;
    }
    const { files, failures } = await listPageFiles(path);
    for (const f of failures) {
      units.push({
        kind: 'failed',
        records: [
          failedRecord(f.path, unique(relPathUnder(path, f.path) || relPathOfFile(f.path)), f.message),
        ],
      });
    }
    // The folder's own pages: one job, placed where its first page comes.
    let folder: { kind: 'job'; inputs: JobInput[]; pages: number } | null = null;
    for (const file of files) {
      const rel = relPathUnder(path, file);
      if (fileKind(file) === 'warc') {
        units.push(await warcJob(file, rel));
        continue;
      }
      if (folder === null) {
        folder = { kind: 'job', inputs: [], pages: 0 };
        units.push(folder);
      }
      const bundle =
        (folder.inputs[0]?.bundle as string | undefined) ?? uniqueBundle(basename(resolve(path)) || 'root');
      folder.inputs.push({ kind: 'file', path: resolve(file), name: file, relPath: unique(rel), bundle });
      folder.pages++;
    }
  }
  return units;
}
