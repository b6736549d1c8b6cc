// Public API: extract() and normalize() on one page; options in camelCase, as on the command line.
import { type Options, resolveOptions } from './options.js';
import { extractPage, type PageFacts } from './pipeline.js';
import { type PageResult, publicResult } from './result.js';

export type { Block, Label, Segment } from './blocks/block.js';
export type { LogEvent } from './log.js';
export type { Cleaner, Format, Options, Repair, Scope } from './options.js';
export { DEFAULT_OPTIONS, NAMED_CONFIGS, OptionError, resolveOptions, SCOPES } from './options.js';
export type { LoadedPage, PageFacts, PageInput } from './pipeline.js';
export { loadPage } from './pipeline.js';
export type { JsonBlock } from './render/json.js';
export type { PageNotExtracted, PageOk, PageResult } from './result.js';
export type { CellRole, TableInfo } from './structure/tables/types.js';

/** The options of one call, with the page's facts (`url`, `transportEncoding`) beside them. */
export type ExtractOptions = Partial<Options> & PageFacts;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? (value.constructor?.name ?? 'an object') : typeof value;
}

/** A wrong argument is a programmer error: a TypeError that says what was expected and what came. */
function checkArguments(fn: string, input: unknown, options: unknown): void {
  if (!(input instanceof Uint8Array) && typeof input !== 'string') {
    throw new TypeError(
      `${fn}: the page must be bytes (a Uint8Array or Buffer) or a string, not ${describe(input)}`,
    );
  }
  if (options !== undefined && (options === null || typeof options !== 'object' || Array.isArray(options))) {
    throw new TypeError(
      `${fn}: options must be an object such as { format: 'text' }, not ${describe(options)}`,
    );
  }
}

/**
 * Extracts one page (bytes are decoded as SPEC says; a string is taken as already decoded). The result is
 * plain data: blocks are `{label, tag, text, xpath}`, with no pointers into the parsed tree.
 */
export function extract(input: Uint8Array | string, options: ExtractOptions = {}): PageResult {
  checkArguments('extract', input, options);
  const { url, transportEncoding, ...rest } = options;
  return publicResult(extractPage({ bytes: input, url, transportEncoding }, resolveOptions(rest)));
}

/** Normalizes one page to well-formed UTF-8 XHTML (extract with `format: 'xhtml'`). */
export function normalize(input: Uint8Array | string, options: ExtractOptions = {}): PageResult {
  checkArguments('normalize', input, options);
  return extract(input, { ...options, format: 'xhtml' });
}
export type { BatchCounts, BatchSettings, OutputStream, ProgressTerminal } from './batch/index.js';
export {
  extensionFor,
  LogFileError,
  MANIFEST_NAME,
  ManifestMismatch,
  OutDirError,
  outputPathFor,
  runBatch,
} from './batch/index.js';
