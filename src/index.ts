// Public API: extract() and normalize() on one page; options in camelCase, as on the command line.
import { type Options, resolveOptions } from './options.js';
import { extractPage, type PageFacts, type PageResult } from './pipeline.js';

export type { Block, Label, Segment } from './blocks/block.js';
export type { LogEvent } from './log.js';
export type { Cleaner, Format, Options, Repair, Scope } from './options.js';
export { DEFAULT_OPTIONS, NAMED_CONFIGS, OptionError, resolveOptions, SCOPES } from './options.js';
export type { LoadedPage, PageFacts, PageInput, PageNotExtracted, PageOk, PageResult } from './pipeline.js';
export { loadPage } from './pipeline.js';
export type { CellRole, TableInfo } from './structure/tables/types.js';

/** The options of one call, with the page's facts (`url`, `transportEncoding`) beside them. */
export type ExtractOptions = Partial<Options> & PageFacts;

/** Extracts one page (bytes are decoded as SPEC says; a string is taken as already decoded). */
export function extract(input: Uint8Array | string, options: ExtractOptions = {}): PageResult {
  const { url, transportEncoding, ...rest } = options;
  return extractPage({ bytes: input, url, transportEncoding }, resolveOptions(rest));
}

/** Normalizes one page to well-formed UTF-8 XHTML (extract with `format: 'xhtml'`). */
export function normalize(input: Uint8Array | string, options: ExtractOptions = {}): PageResult {
  return extract(input, { ...options, format: 'xhtml' });
}
export type { BatchCounts, BatchSettings } from './batch/index.js';
export { extensionFor, outputPathFor, runBatch } from './batch/index.js';
