// What the library's extract() returns: the pipeline's result without its pointers into the parsed tree, so a
// caller can keep, send or `JSON.stringify` it (the DOM nodes have parent pointers, a cycle).
import type { PageNotExtracted, PageOk as PipelineOk, PageResult as PipelineResult } from './pipeline.js';
import { type JsonBlock, jsonBlocks } from './render/json.js';

export type { PageNotExtracted } from './pipeline.js';

/** The pipeline's page with plain blocks and segments in place of the tree's. */
export type PageOk = Omit<PipelineOk, 'blocks' | 'segments'> & {
  /** Every block of the page in order, with its label (`o` = boilerplate) and xpath. */
  blocks: JsonBlock[];
  /** The kept text runs: a labelled block and its continuation blocks. */
  segments: { label: 'p' | 'h' | 'l'; text: string }[];
};

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
