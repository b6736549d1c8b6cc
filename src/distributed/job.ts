// The job format: a job is a batch of pages — a list of files, or a range of a WARC archive's records — with
// everything a worker on another machine needs (absolute paths on shared storage, the resolved options).
import { readFileInput } from '../input/sources.js';
import type { InputPage } from '../input/types.js';
import { readWarc, type WarcRange } from '../input/warc.js';
import type { Options } from '../options.js';

export type JobInput =
  | {
      kind: 'file';
      /** Absolute path, read by the worker. */
      path: string;
      /** The path as the user gave it, for messages and the log (as a local run names it). */
      name: string;
      relPath: string;
      /** With `--bundle`: the bundle its record goes to. */
      bundle?: string;
    }
  | {
      kind: 'warc';
      path: string;
      name: string;
      relBase: string;
      range: WarcRange;
      /** Record index → relPath, for the pages a planner renamed (`x/3` taken by another input → `x/3-2`). */
      renamed?: Record<string, string>;
      /** With `--bundle`: the archive's bundle. */
      bundle?: string;
    };

export interface KittenJob {
  run: string;
  /** Absolute output directory (shared storage). */
  out: string;
  options: Options;
  resume: boolean;
  /** Records go to one `.jsonl.gz` per bundle (each input names its bundle). */
  bundle: boolean;
  /** Seconds a page may take (0 = none). */
  timeoutSeconds: number;
  maxBytes: number;
  /** The URL the user gave for the single input (`--url`), a page fact beside the options. */
  url: string | null;
  inputs: JobInput[];
  /** Pages in this job (for progress). */
  pages: number;
}

/** What a finished job hands back: one record per page, in input order (see batch/pages.ts). */
export interface KittenJobResult {
  records: import('../batch/pages.js').PageRecord[];
}

export async function* readJobInputs(
  inputs: readonly JobInput[],
  maxBytes: number,
): AsyncGenerator<InputPage> {
  for (const input of inputs) {
    const bundle = input.bundle;
    if (input.kind === 'file') {
      for await (const page of readFileInput(input.path, input.relPath, maxBytes, input.name)) {
        yield bundle === undefined ? page : { ...page, bundle };
      }
      continue;
    }
    const renamed = input.renamed ?? {};
    const pages = readWarc(
      {
        path: input.path,
        name: input.name,
        range: input.range,
        relPathOf: (n) => renamed[n] ?? `${input.relBase}/${n}`,
      },
      input.relBase,
      maxBytes,
    );
    for await (const page of pages) yield bundle === undefined ? page : { ...page, bundle };
  }
}

/** Temp-file tag of a job's attempt: a successor knows its predecessors' tags and removes their files. */
export function attemptTag(jobId: string, attempt: number): string {
  return `q${jobId.replace(/[^A-Za-z0-9_-]/g, '_')}-a${attempt}`;
}
