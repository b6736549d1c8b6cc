// Command-line flags and `--config FILE` → one validated `Options` plus the batch settings.
// Precedence: defaults < config file < flags given on the command line.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Command, Option } from 'commander';
import { defaultJobs, MAX_TIMER_MS } from '../batch/runner.js';
import { loadModelFile } from '../ml/bundled-models.js';
import { CrfModel } from '../ml/crf/model.js';
import { NAMED_CONFIGS, OptionError, type Options, resolveOptions } from '../options.js';
import { parseYaml } from '../yaml.js';

/** A mistake in how the command was called: exit status 2. */
export class UsageError extends Error {}

export interface CliSettings {
  options: Options;
  out: string | null;
  jobs: number;
  resume: boolean;
  log: string | null;
  verbose: boolean;
  /** Seconds per page on a worker; 0 = no limit. */
  timeout: number;
  /** `--url`: the URL of the single input (a page fact, not an option). */
  url: string | null;
  /** `redis://HOST:PORT[/DB]`: run on the workers of this BullMQ queue instead of locally. */
  queue: string | null;
  /** With `queue`: enqueue and exit without waiting. */
  detach: boolean;
  /** With `queue`: pages per job (null: the default). */
  batchPages: number | null;
  /** One `NAME.jsonl.gz` per input archive or folder instead of a file per page. */
  bundle: boolean;
}

/** Keys a config file may hold besides the `Options` ones (and the single input's `url`). */
const BATCH_KEYS = [
  'out',
  'jobs',
  'resume',
  'log',
  'verbose',
  'timeout',
  'url',
  'queue',
  'detach',
  'batchPages',
  'bundle',
] as const;
/** Config values that are paths, resolved against the config file's directory. */
const PATH_KEYS = new Set(['out', 'log', 'model']);

/** Flags every page command has. */
export function addCommonOptions(cmd: Command): Command {
  return cmd
    .option('-o, --out <dir>', 'write one output per input under DIR (default: standard output)')
    .option('--repair <mode>', 'html5 (browser repair, default) or cleandom')
    .option('--encoding <label>', 'force the input encoding (e.g. windows-1252)')
    .option('--keep-menus', 'keep <div>s whose id contains "menu"')
    .option(
      '--config <name|file>',
      `bundled config (${Object.keys(NAMED_CONFIGS).join(', ')}) or JSON/YAML file with option names as keys`,
    )
    .addOption(
      new Option('-j, --jobs <n>', 'worker threads (1 = in-process)').default(undefined, 'CPU count'),
    )
    .option('--resume', 'skip inputs whose output already exists')
    .option(
      '--timeout <seconds>',
      'fail a page that takes longer (reason timeout; the page runs on a worker thread, even with -j 1)',
    )
    .option('--log <file>', 'JSON lines: removed list items, expansions, excluded and failed inputs')
    .option('--url <url>', 'URL of the page (single input only)')
    .option('-v, --verbose', 'print a summary line at the end')
    .option(
      '--queue <url>',
      'run on the workers of a BullMQ queue (redis://HOST:PORT[/DB]); needs -o on shared storage',
    )
    .option('--bundle', 'with -o: one NAME.jsonl.gz per input archive or folder instead of a file per page')
    .option('--detach', 'with --queue: enqueue the jobs and exit (see kitten status)')
    .option('--batch-pages <n>', 'with --queue: pages per job (default 100)');
}

/** Flags of `extract` only (normalize has a fixed format and no cleaning). */
export function addExtractOptions(cmd: Command): Command {
  return cmd
    .option('-f, --format <format>', 'text (default), cleaneval, victor, json, markdown or xhtml')
    .option('-c, --clean <cleaner>', 'auto (default), crf, kimatu or none')
    .option('--scope <scope>', 'main (default: the main content) or corpus (all running text, CleanEval)')
    .option('--no-tables', 'leave tables as they are (no classification or linearization)')
    .option(
      '--table-text <form>',
      'data tables in text: rows (cells joined by |), sentences (linked to their headers) or auto (default: rows with --scope main, sentences with corpus)',
    )
    .option('--no-lists', 'leave lists as they are')
    .option('--no-segmentation', 'no closing punctuation or <br>-joining')
    .option('--no-abbr', 'no abbr/acronym expansion')
    .option('--links', 'markdown: keep links as [text](href)')
    .option('--model <file>', 'CRF model JSON (default: the bundled model)');
}

function camelCase(key: string): string {
  return key.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/**
 * `--config NAME|FILE`: an existing file is read as a config file, else a bundled name (`NAMED_CONFIGS`)
 * gives its option set; anything else is a usage error naming both.
 */
export function readConfig(nameOrPath: string): Record<string, unknown> {
  if (existsSync(nameOrPath)) return readConfigFile(nameOrPath);
  const named = Object.hasOwn(NAMED_CONFIGS, nameOrPath) ? NAMED_CONFIGS[nameOrPath] : undefined;
  if (named) return { ...named };
  throw new UsageError(
    `cannot read config ${nameOrPath}: no such file, and not a bundled config (${Object.keys(NAMED_CONFIGS).join(', ')})`,
  );
}

/** Reads a config file into camelCase keys; `no-tables: true` is read as `tables: false`. */
export function readConfigFile(path: string): Record<string, unknown> {
  let raw: unknown;
  try {
    const text = readFileSync(path, 'utf8');
    raw = /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text);
  } catch (e) {
    throw new UsageError(`cannot read config ${path}: ${(e as Error).message}`);
  }
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new UsageError(`config ${path}: expected a mapping`);
  const result: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    let key = camelCase(k);
    let value = v;
    if (/^no[A-Z]/.test(key) && typeof v === 'boolean') {
      key = key[2].toLowerCase() + key.slice(3);
      value = !v;
    }
    if (PATH_KEYS.has(key) && typeof value === 'string') value = resolve(dirname(path), value);
    result[key] = value;
  }
  return result;
}

export function parseJobs(value: unknown, name = 'jobs'): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`invalid ${name} ${JSON.stringify(value)}: expected a positive integer`);
  return n;
}

export function parseSeconds(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n) || n < 0 || n * 1000 > MAX_TIMER_MS) {
    throw new UsageError(
      `invalid timeout ${JSON.stringify(value)}: expected seconds (0 = none, at most ${Math.floor(MAX_TIMER_MS / 1000)})`,
    );
  }
  return n;
}

function optionalString(name: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string')
    throw new UsageError(`invalid ${name} ${JSON.stringify(value)}: expected a string`);
  return value;
}

function optionalBool(name: string, value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean')
    throw new UsageError(`invalid ${name} ${JSON.stringify(value)}: expected true or false`);
  return value;
}

function isEncodingLabel(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

/**
 * Merges the config file and the flags the user typed into validated settings.
 * `forced` options (e.g. normalize's format) win over both.
 */
export function settingsFromCommand(
  cmd: Command,
  inputs: readonly string[],
  forced: Partial<Options> = {},
): CliSettings {
  const flags = cmd.opts() as Record<string, unknown>;
  const merged: Record<string, unknown> = typeof flags.config === 'string' ? readConfig(flags.config) : {};
  for (const [key, value] of Object.entries(flags)) {
    if (key === 'config') continue;
    // Only flags typed on the command line override the config; commander's defaults (tables: true) do not.
    if (cmd.getOptionValueSource(key) === 'cli') merged[key] = value;
  }
  const batch: Record<string, unknown> = {};
  for (const key of BATCH_KEYS) {
    batch[key] = merged[key];
    delete merged[key];
  }
  let options: Options;
  if (typeof flags.config === 'string' && existsSync(flags.config)) {
    // A config file's own mistake (a misspelt key, a bad value) names the file, not only the key.
    const fromFile = readConfig(flags.config);
    for (const key of BATCH_KEYS) delete fromFile[key];
    try {
      resolveOptions(fromFile);
    } catch (e) {
      if (e instanceof OptionError) throw new UsageError(`config ${flags.config}: ${e.message}`);
      throw e;
    }
  }
  try {
    options = resolveOptions({ ...merged, ...forced });
  } catch (e) {
    if (e instanceof OptionError) throw new UsageError(e.message);
    throw e;
  }
  const url = optionalString('url', batch.url);
  if (url !== null && inputs.length !== 1) throw new UsageError('--url needs exactly one input');
  // Caught here, once, rather than as the same failure on every page.
  if (options.model !== null && !existsSync(options.model))
    throw new UsageError(`model ${options.model} not found`);
  if (options.model !== null) {
    // Read once here (the in-process pages reuse it): a file that is no model is one usage error, not a failure per page.
    try {
      loadModelFile(options.model, CrfModel.parse);
    } catch (e) {
      throw new UsageError(`model ${options.model}: ${(e as Error).message}`);
    }
  }
  if (options.encoding !== null && !isEncodingLabel(options.encoding)) {
    throw new UsageError(`invalid encoding ${JSON.stringify(options.encoding)}: not a WHATWG encoding label`);
  }
  const queue = optionalString('queue', batch.queue);
  const detach = optionalBool('detach', batch.detach);
  const out = optionalString('out', batch.out);
  const bundle = optionalBool('bundle', batch.bundle);
  if (detach && queue === null) throw new UsageError('--detach needs --queue');
  if (bundle && out === null) throw new UsageError('--bundle needs -o DIR');
  const resume = optionalBool('resume', batch.resume);
  // Without OUT there is nothing to resume from: said, as --bundle's, rather than silently redoing every page.
  if (resume && out === null) throw new UsageError('--resume needs -o DIR');
  if (queue !== null && out === null)
    throw new UsageError('--queue needs -o DIR (on storage the workers share)');
  // Standard input is read once: a second `-` would be an empty page, not the same bytes again.
  if (inputs.filter((i) => i === '-').length > 1)
    throw new UsageError('- (standard input) is given more than once');
  if (queue !== null && inputs.includes('-')) {
    throw new UsageError('standard input cannot be sent to a queue: save it to a file the workers can read');
  }
  return {
    options,
    queue,
    detach,
    bundle,
    batchPages: batch.batchPages === undefined ? null : parseJobs(batch.batchPages, 'batch-pages'),
    out,
    jobs: batch.jobs === undefined ? defaultJobs() : parseJobs(batch.jobs),
    resume,
    log: optionalString('log', batch.log),
    verbose: optionalBool('verbose', batch.verbose),
    timeout: batch.timeout === undefined ? 0 : parseSeconds(batch.timeout),
    url,
  };
}
