// The batch layer's public types. The streams are declared structurally, not as `NodeJS.*` types, so that
// the package's declarations type-check without @types/node (process.stdout, a file stream or any Node
// writable fits them).

/** Where a batch writes outputs when there is no `out`: `process.stdout` or any writable stream. */
export interface OutputStream {
  /** Writes a chunk; false asks the writer to wait for 'drain'. */
  write(text: string): boolean;
  once(event: 'drain' | 'error', listener: (...args: unknown[]) => void): unknown;
  removeListener(event: 'drain' | 'error', listener: (...args: unknown[]) => void): unknown;
}

/** A terminal to draw the progress line on: `process.stderr` when it is a TTY. */
export interface ProgressTerminal {
  /** Its width in characters (80 when unknown). */
  readonly columns?: number;
  write(text: string): boolean;
}

export interface BatchCounts {
  /** Inputs that have an output (including those skipped by `resume` because it was already there). */
  ok: number;
  /** Inputs excluded by rule (e.g. sitemaps). */
  excluded: number;
  /** Inputs that could not be read or extracted; each is reported and logged. */
  failed: number;
  /** Of `ok`: outputs found complete and skipped by `resume`. */
  resumed: number;
  /** Input bytes read (for throughput figures). */
  bytes: number;
}

export interface BatchSettings {
  /** Output directory; null or absent writes every output to `stdout`. */
  out?: string | null;
  /** Worker threads; 1 runs in this thread. Default: the CPU count. */
  jobs?: number;
  /** Skip inputs whose output file already exists (outputs are written atomically, so it is complete). */
  resume?: boolean;
  /** JSON-lines log file: each page's own events plus `excluded`/`failed` with the input name. */
  log?: string | null;
  /** Where outputs go when there is no `out` (default: process.stdout). */
  stdout?: OutputStream;
  /** Precede each output on stdout with `==> name <==` (default: when there are several inputs or a directory). */
  headers?: boolean;
  /** Called with one line per failed input (`kitten: <input>: <reason>: <message>`). */
  onFailure?: (line: string) => void;
  /** A terminal to draw a progress line on. */
  progress?: ProgressTerminal | null;
  /** Seconds a page may take before it fails with reason `timeout` (0 = no limit; with `jobs` 1 the page then runs on one worker thread). */
  timeoutSeconds?: number;
  /** The page's URL, given by the user for a single input (overrides a WARC record's). */
  url?: string | null;
  /** One `NAME.jsonl.gz` per input archive or folder instead of a file per page (needs `out`). */
  bundle?: boolean;
  /** Largest input accepted, in bytes (default 256 MiB). */
  maxBytes?: number;
}
