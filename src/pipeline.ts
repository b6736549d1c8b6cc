// One page through the whole pipeline: a synchronous, pure function of bytes and options.
import type { Block, Label, Segment } from './blocks/block.js';
import { buildBlocks } from './blocks/build.js';
import { buildSegments } from './blocks/segments.js';
import { cleanBlocks } from './clean/index.js';
import { NO_SIGNALS, readPageSignals } from './clean/page-kind.js';
import { decodePage, type EncodingSource, repairMojibakeInTree } from './encoding/index.js';
import { parseCleanDom } from './html/cleandom/index.js';
import { settleControls, settleControlsInTree } from './html/control-chars.js';
import { type DocumentNode, type ElementNode, findElement, textContent } from './html/node.js';
import { noscriptFallback } from './html/noscript.js';
import { parseHtml5 } from './html/parse.js';
import { preclean } from './html/preclean.js';
import { triageBytes, triageText } from './input/triage.js';
import type { RecordFacts } from './input/types.js';
import { LimitExceeded, MAX_INPUT_BYTES } from './limits.js';
import type { LogEvent, LogSink } from './log.js';
import {
  type PageMetadata,
  pageMetadata,
  readMetadataSources,
  readStructuredData,
} from './metadata/index.js';
import type { Options } from './options.js';
import { renderCleaneval } from './render/cleaneval.js';
import { toJsonPage } from './render/json.js';
import { renderMarkdown } from './render/markdown.js';
import { renderVictor } from './render/victor.js';
import { serializeXhtml } from './render/xhtml.js';
import { kittenLines } from './structure/index.js';
import { analyzeTables } from './structure/tables/index.js';
import type { TableInfo } from './structure/tables/types.js';

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

function titleOf(doc: DocumentNode): string | null {
  const t = findElement(doc, 'title');
  if (!t) return null;
  return collapse(textContent(t));
}

/** A title's text on one line, spaces collapsed; null when nothing is left. */
function collapse(s: string): string | null {
  return s.replace(/\s+/g, ' ').trim() || null;
}

/** What is known of a page besides its bytes: facts of the page, not options of the run. */
export interface PageFacts {
  /** The page's URL (WARC-Target-URI, `--url`, the library's `url`); a CleanEval wrapper's is the fallback. */
  url?: string | null;
  /** Encoding announced by the transport (HTTP/WARC Content-Type), below a BOM in priority. */
  transportEncoding?: string | null;
  /** The WARC record's facts (record id and date, HTTP status and content type), shown by the json format. */
  record?: RecordFacts | null;
}

/** One page to extract: its bytes (a string is taken as already decoded) and its facts. */
export interface PageInput extends PageFacts {
  bytes: Uint8Array | string;
}

/** The front half's result: the page's tree, ready for blocks (or for serializing). */
export interface LoadedPage {
  status: 'ok';
  doc: DocumentNode;
  /** A pre-converted XML document extracted directly: no HTML steps (no preclean, no cleaning). */
  direct: boolean;
  url: string | null;
  title: string | null;
  encoding: string;
  encodingSource: EncodingSource;
  log: LogEvent[];
}

/**
 * The pipeline's front half, the one used by extraction, training, labelling tools and benchmarks:
 * triage, decode, parse or repair (`opts.repair`), preclean. `preclean: false` stops before preclean, for
 * the table labels, which index the tables of the page as parsed.
 */
export function loadPage(
  page: PageInput,
  opts: Options,
  stages: { preclean?: boolean } = {},
): LoadedPage | PageNotExtracted {
  const log: LogEvent[] = [];
  const input = page.bytes;
  let text: string;
  let encoding = 'utf-8';
  let encodingSource: EncodingSource = 'option';
  let wrapperUrl: string | null = null;
  let wrapperTitle: string | null = null;
  if (typeof input === 'string') {
    text = input;
  } else {
    if (input.byteLength > MAX_INPUT_BYTES)
      return { status: 'failed', reason: 'too-large', message: `over ${MAX_INPUT_BYTES} bytes`, log };
    const refusal = triageBytes(input);
    if (refusal) return { status: 'failed', ...refusal, log };
    const decoded = decodePage(input, {
      encoding: opts.encoding,
      transportEncoding: page.transportEncoding ?? null,
    });
    ({ text, encoding, source: encodingSource } = decoded);
    wrapperUrl = decoded.url;
    wrapperTitle = decoded.title;
  }

  const kind = triageText(text);
  if (kind.kind === 'sitemap') return { status: 'excluded', reason: 'sitemap', message: kind.message, log };
  if (kind.kind === 'refused') return { status: 'failed', reason: kind.reason, message: kind.message, log };

  let doc: DocumentNode;
  let direct = false;
  let documentUrl: string | null = null;
  if (kind.kind === 'xml-document') {
    doc = kind.doc;
    direct = true;
    documentUrl = kind.url;
  } else {
    try {
      // A script shell's content is in its <noscript> (html/noscript.ts): the page a browser without scripts shows.
      doc = opts.repair === 'cleandom' ? parseCleanDom(text) : noscriptFallback(parseHtml5(text), text);
    } catch (err) {
      if (err instanceof LimitExceeded)
        return { status: 'failed', reason: err.reason, message: err.message, log };
      throw err;
    }
    repairMojibakeInTree(doc, text); // double encoding hidden in character references (`&acirc;&#128;&#153;`)
  }
  // Once, for every later stage and format: \v and \f become spaces, other controls go (html/control-chars.ts).
  // After the mojibake repair, which reads C1 controls as parts of double-encoded sequences.
  settleControlsInTree(doc, text, typeof input !== 'string');
  const url = page.url ?? wrapperUrl ?? documentUrl;
  const title = titleOf(doc) ?? (wrapperTitle === null ? null : collapse(settleControls(wrapperTitle)));
  if (!direct && stages.preclean !== false) preclean(doc, opts);
  return { status: 'ok', doc, direct, url, title, encoding, encodingSource, log };
}

export function extractPage(page: PageInput, opts: Options): PageResult {
  // Only the json format shows metadata; the JSON-LD it reads is gone after preclean, so it is read before.
  // The auto cleaner reads the page's declared kind (`clean/page-kind.ts`) from the same JSON-LD.
  const withMetadata = opts.format === 'json';
  const withSignals = opts.clean === 'auto' && opts.format !== 'xhtml';
  const loaded = loadPage(page, opts, { preclean: !withMetadata && !withSignals });
  if (loaded.status !== 'ok') return loaded;
  const { doc, direct, url, title, encoding, encodingSource, log } = loaded;
  const sink: LogSink = (e) => log.push(e);
  const structured = withMetadata || (withSignals && !direct) ? readStructuredData(doc) : null;
  const metaSources = withMetadata && structured ? readMetadataSources(doc, structured) : null;
  const signals = withSignals && !direct && structured ? readPageSignals(doc, structured) : NO_SIGNALS;
  if ((withMetadata || withSignals) && !direct) preclean(doc, opts);
  const record = page.record ?? null;

  const facts = { status: 'ok' as const, url, title, encoding, encodingSource, record, log };
  if (opts.format === 'xhtml') {
    const output = serializeXhtml(doc);
    return { ...facts, blocks: [], labels: [], segments: [], tables: [], metadata: null, text: '', output };
  }

  const blocks = buildBlocks(doc);
  const labels = cleanBlocks(blocks, doc, direct ? { ...opts, clean: 'none' } : opts, signals);
  const segments = buildSegments(blocks, labels);
  // Only pay for what the format shows: the tables and Kitten's text (whose log events they carry) are
  // computed on first use, so `victor` and `cleaneval` never build them unless the caller reads them.
  // Neither cleaning nor the blocks change the tree, so computing them late gives the same result.
  let tableAnalysis: ReturnType<typeof analyzeTables> | null = null;
  let textOut: string | null = null;
  const tablesOf = () => {
    tableAnalysis ??= analyzeTables(doc, opts);
    return tableAnalysis;
  };
  const textOf = () => {
    if (textOut === null) {
      // Without the whole analysis at hand (json and markdown make it first), only the tables that kept text
      // sits in are read: the text shows no other table's lines (on CleanEval-like pages of layout tables,
      // most tables hold none of the kept text).
      const tables =
        tableAnalysis ?? ((wanted: ReadonlySet<ElementNode>) => analyzeTables(doc, opts, wanted));
      const kittenText = kittenLines(segments, tables, opts, sink).join('\n');
      textOut = kittenText ? `${kittenText}\n` : '';
    }
    return textOut;
  };

  let output: string;
  let metadata: PageMetadata | null = null;
  switch (opts.format) {
    case 'text':
      output = textOf();
      break;
    case 'cleaneval':
      output = renderCleaneval(segments, url);
      break;
    case 'victor':
      output = renderVictor(blocks, labels);
      break;
    case 'markdown':
      output = renderMarkdown(segments, tablesOf(), { links: opts.links, url });
      break;
    case 'json':
      metadata = metaSources ? pageMetadata(metaSources, blocks, segments, url) : null;
      output = `${JSON.stringify(
        toJsonPage({ url, title, encoding, metadata, record }, blocks, labels, tablesOf().tables, textOf()),
      )}\n`;
      break;
  }
  return {
    ...facts,
    blocks,
    labels,
    segments,
    get tables() {
      return tablesOf().tables;
    },
    get text() {
      return textOf();
    },
    metadata,
    output,
  };
}
