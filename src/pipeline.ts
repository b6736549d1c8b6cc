// One page through the whole pipeline: a synchronous, pure function of bytes and options.
import type { Block, Label, Segment } from './blocks/block.js';
import { buildBlocks } from './blocks/build.js';
import { buildSegments } from './blocks/segments.js';
import { cleanBlocks } from './clean/index.js';
import { decodePage, type EncodingSource, repairMojibakeInTree } from './encoding/index.js';
import { parseCleanDom } from './html/cleandom/index.js';
import { type DocumentNode, findElement, textContent } from './html/node.js';
import { parseHtml5 } from './html/parse.js';
import { preclean } from './html/preclean.js';
import { triageBytes, triageText } from './input/triage.js';
import { kittenLines } from './kitten/index.js';
import { analyzeTables } from './kitten/tables/index.js';
import type { TableInfo } from './kitten/tables/types.js';
import type { LogEvent, LogSink } from './log.js';
import type { Options } from './options.js';
import { renderCleaneval } from './render/cleaneval.js';
import { toJsonPage } from './render/json.js';
import { renderVictor } from './render/victor.js';
import { serializeXhtml } from './render/xhtml.js';

export interface PageOk {
  status: 'ok';
  url: string | null;
  title: string | null;
  encoding: string;
  encodingSource: EncodingSource;
  blocks: Block[];
  labels: Label[];
  segments: Segment[];
  tables: TableInfo[];
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

function titleOf(doc: DocumentNode): string | null {
  const t = findElement(doc, 'title');
  if (!t) return null;
  const text = textContent(t).replace(/\s+/g, ' ').trim();
  return text || null;
}

export function extractPage(input: Uint8Array | string, opts: Options): PageResult {
  const log: LogEvent[] = [];
  const sink: LogSink = (e) => log.push(e);
  let text: string;
  let encoding = 'utf-8';
  let encodingSource: EncodingSource = 'option';
  let wrapperUrl: string | null = null;
  let wrapperTitle: string | null = null;
  if (typeof input === 'string') {
    text = input;
  } else {
    const refusal = triageBytes(input);
    if (refusal) return { status: 'failed', ...refusal, log };
    const decoded = decodePage(input, opts);
    ({ text, encoding, source: encodingSource } = decoded);
    wrapperUrl = decoded.url;
    wrapperTitle = decoded.title;
  }

  const kind = triageText(text);
  if (kind.kind === 'sitemap') return { status: 'excluded', reason: 'sitemap', message: kind.message, log };
  if (kind.kind === 'refused') return { status: 'failed', reason: kind.reason, message: kind.message, log };

  let doc: DocumentNode;
  let direct = false;
  if (kind.kind === 'xml-document') {
    doc = kind.doc;
    direct = true;
  } else {
    doc = opts.repair === 'cleandom' ? parseCleanDom(text) : parseHtml5(text);
    repairMojibakeInTree(doc); // double encoding hidden in character references (`&acirc;&#128;&#153;`)
  }
  const url = opts.url ?? wrapperUrl;
  const title = titleOf(doc) ?? wrapperTitle;
  if (!direct) preclean(doc, opts);

  if (opts.format === 'xhtml') {
    const output = serializeXhtml(doc);
    return {
      status: 'ok',
      url,
      title,
      encoding,
      encodingSource,
      blocks: [],
      labels: [],
      segments: [],
      tables: [],
      text: '',
      output,
      log,
    };
  }

  const tableAnalysis = analyzeTables(doc, opts);
  const blocks = buildBlocks(doc);
  const labels = cleanBlocks(blocks, doc, direct ? { ...opts, clean: 'none' } : opts);
  const segments = buildSegments(blocks, labels);
  const kittenText = kittenLines(segments, tableAnalysis, opts, sink).join('\n');
  const textOut = kittenText ? `${kittenText}\n` : '';

  let output: string;
  switch (opts.format) {
    case 'text':
      output = textOut;
      break;
    case 'cleaneval':
      output = renderCleaneval(segments, url);
      break;
    case 'victor':
      output = renderVictor(blocks, labels);
      break;
    case 'json':
      output = `${JSON.stringify(toJsonPage({ url, title, encoding }, blocks, labels, tableAnalysis.tables, textOut))}\n`;
      break;
  }
  return {
    status: 'ok',
    url,
    title,
    encoding,
    encodingSource,
    blocks,
    labels,
    segments,
    tables: tableAnalysis.tables,
    text: textOut,
    output,
    log,
  };
}
