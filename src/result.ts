// What the library's extract() returns: the pipeline's result without its pointers into the parsed tree, so a
// caller can keep, send or `JSON.stringify` it (the DOM nodes have parent pointers, a cycle).
import type { Label } from './blocks/block.js';
import type { EncodingSource } from './encoding/index.js';
import type { RecordFacts } from './input/types.js';
import type { LogEvent } from './log.js';
import type { PageMetadata } from './metadata/types.js';
import type { PageResult as PipelineResult } from './pipeline.js';
import { type JsonBlock, jsonBlocks } from './render/json.js';
import type { TableInfo } from './structure/tables/types.js';

export interface PageOk {
  status: 'ok';
  url: string | null;
  title: string | null;
  encoding: string;
  encodingSource: EncodingSource;
  /** Every block of the page in order, with its label (`o` = boilerplate) and xpath. */
  blocks: JsonBlock[];
  /** `blocks[i].label`, as an array. */
  labels: Label[];
  /** The kept text runs: a labelled block and its continuation blocks. */
  segments: { label: 'p' | 'h' | 'l'; text: string }[];
  tables: TableInfo[];
  /** Title, author, date, language, site, canonical URL, description: computed for the json format only. */
  metadata: PageMetadata | null;
  /** The WARC record's facts when the page came from one. */
  record: RecordFacts | null;
  /** Kitten's parser-ready text (the `text` format). */
  text: string;
  /** The page rendered in the requested format. */
  output: string;
  log: LogEvent[];
}

export interface PageNotExtracted {
  status: 'excluded' | 'failed';
  /** Reason code: `sitemap`, `not-html`, `decode-failed`, `too-large`, … */
  reason: string;
  message: string;
  log: LogEvent[];
}

export type PageResult = PageOk | PageNotExtracted;

export function publicResult(r: PipelineResult): PageResult {
  if (r.status !== 'ok') return { status: r.status, reason: r.reason, message: r.message, log: r.log };
  return {
    status: 'ok',
    url: r.url,
    title: r.title,
    encoding: r.encoding,
    encodingSource: r.encodingSource,
    blocks: jsonBlocks(r.blocks, r.labels),
    labels: [...r.labels],
    segments: r.segments.map((s) => ({ label: s.label, text: s.text })),
    tables: r.tables,
    metadata: r.metadata,
    record: r.record,
    text: r.text,
    output: r.output,
    log: r.log,
  };
}
