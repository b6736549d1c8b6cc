// WARC archives (.warc, .warc.gz, read by warcio as a stream): each `response` record whose HTTP
// Content-Type is HTML-ish or absent is a page, with its WARC-Target-URI and its HTTP charset.
// A range of records can be read from a byte offset (a record's start, as a WARC index gives it), so one
// large archive can be shared among many workers.
import { createReadStream } from 'node:fs';
import type {
  AsyncIterReader as AsyncIterReaderClass,
  WARCRecord,
  WARCParser as WarcParserClass,
} from 'warcio';
import { charsetFromContent } from '../encoding/meta.js';
import { collectBounded } from './bounded-read.js';
import type { InputPage, RecordFacts } from './types.js';

/**
 * warcio (with its gzip and hash dependencies) loads on the first archive read, not with every batch: a run
 * over plain page files does not pay its start-up.
 */
async function warcio(): Promise<{
  WARCParser: typeof WarcParserClass;
  AsyncIterReader: typeof AsyncIterReaderClass;
}> {
  const { WARCParser, AsyncIterReader } = await import('warcio');
  return { WARCParser, AsyncIterReader };
}

/** The longest HTTP header line read, and the most header lines: past them the rest is the body. */
const MAX_HTTP_LINE = 64 * 1024;
const MAX_HTTP_LINES = 1000;

/** The HTTP head of a response record, read inside the record's block (never past its Content-Length). */
export interface HttpHead {
  /** null when the block does not start with an HTTP status line (a record of the bare page). */
  status: number | null;
  /** Lower-cased header names, first value kept; empty without a status line. */
  headers: Map<string, string>;
  /** Whether an HTTP status line was found. */
  http: boolean;
  /** Bytes read that belong to the body (the first line, when it was not a status line). */
  bodyStart: Uint8Array | null;
}

type LineReader = { readlineRaw(max?: number): Promise<Uint8Array | null> };

/**
 * Reads the HTTP status line and headers of a response record from its own block. warcio's built-in HTTP
 * parsing reads from the whole archive, so a response record without HTTP headers (the page right after
 * the WARC headers) made it read the next records' headers as this one's and lose the rest of the archive.
 */
export async function readHttpHead(block: LineReader): Promise<HttpHead> {
  const headers = new Map<string, string>();
  const first = await block.readlineRaw(MAX_HTTP_LINE);
  if (!first) return { status: null, headers, http: false, bodyStart: null };
  const statusLine = Buffer.from(first).toString('latin1').trimEnd();
  const m = /^HTTP\/\d(?:\.\d)?\s+(\d{3})?/.exec(statusLine);
  if (!m) return { status: null, headers, http: false, bodyStart: first };
  let last: string | null = null;
  for (let n = 0; n < MAX_HTTP_LINES; n++) {
    const raw = await block.readlineRaw(MAX_HTTP_LINE);
    if (!raw) break;
    const line = Buffer.from(raw)
      .toString('latin1')
      .replace(/\r?\n$/, '');
    if (line === '') break;
    if (/^[ \t]/.test(line) && last !== null) {
      headers.set(last, `${headers.get(last)} ${line.trim()}`); // an obsolete folded continuation
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
    last = name;
  }
  return { status: m[1] ? Number(m[1]) : null, headers, http: true, bodyStart: null };
}

/** The rest of a block after its first line was read (a record without HTTP headers). */
async function* prepend(first: Uint8Array, rest: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield first;
  yield* rest;
}

/** Media types that may be a web page; anything else (images, CSS, scripts, PDF, JSON…) is skipped. */
const PAGE_TYPES =
  /^(?:text\/html|application\/xhtml\+xml|text\/xml|application\/xml|application\/octet-stream|unknown\/unknown)$/;

/** Whether a response with this Content-Type (null: none given) is a page. */
export function isPageContentType(contentType: string | null | undefined): boolean {
  if (!contentType?.trim()) return true;
  const mime = contentType.split(';')[0].trim().toLowerCase();
  return mime === '' || PAGE_TYPES.test(mime) || mime.endsWith('+xml');
}

/** Which records of an archive to read; the default is all of them. */
export interface WarcRange {
  /** Byte offset of the first record to read in the file (compressed offset for a record-per-member .warc.gz). */
  start: number;
  /** Index of that record in the archive (every record counted from 0), so that names stay those of a whole read. */
  firstIndex: number;
  /** Number of records to read (of every type); null reads to the end. */
  count: number | null;
}

export interface WarcSource {
  /** The archive file, or the bytes of an archive that came another way (standard input). */
  path: string;
  chunks?: AsyncIterable<Uint8Array>;
  /** Name of the archive in messages: `name#N`. Default: `path`. */
  name?: string;
  range?: WarcRange;
  /** relPath of the page of record N (default `${relBase}/${N}`): lets a planner rename colliding outputs. */
  relPathOf?: (index: number) => string;
}

/**
 * Pages of one archive. `name` of a page is `archive#N` and its relPath `base/N`, N being the record's
 * index in the archive (0-based, every record counted), so names stay stable whatever is skipped.
 * `offset` is the record's byte offset in the archive. A malformed archive ends with one `read-failed` page;
 * it never throws.
 */
export async function* readWarc(
  source: string | WarcSource,
  relBase: string,
  maxBytes: number,
): AsyncGenerator<InputPage> {
  const src: WarcSource = typeof source === 'string' ? { path: source } : source;
  const range = src.range ?? { start: 0, firstIndex: 0, count: null };
  const archive = src.name ?? src.path;
  const relPathOf = src.relPathOf ?? ((n: number) => `${relBase}/${n}`);
  const stream = src.chunks ? null : createReadStream(src.path, { start: range.start });
  let index = range.firstIndex - 1;
  let lastYielded = -1;
  try {
    const { WARCParser, AsyncIterReader } = await warcio();
    // HTTP heads are read by readHttpHead, inside each record's block
    const parser = new WARCParser((src.chunks ?? stream) as AsyncIterable<Uint8Array>, { parseHttp: false });
    let toTheEnd = true;
    for await (const record of parser) {
      if (range.count !== null && index + 1 - range.firstIndex >= range.count) {
        toTheEnd = false;
        break;
      }
      index++;
      // warcio reads any header-like block as a record: a version line other than WARC/x means garbage
      if (!record.warcHeaders.protocol?.startsWith('WARC/')) {
        throw new Error(`not a WARC record: "${record.warcHeaders.statusline.slice(0, 40)}"`);
      }
      // Content-Length is mandatory: a header block without it is an archive cut inside a record's headers
      if (!record.warcHeaders.headers.get('Content-Length')) {
        throw new Error('truncated: a record header without Content-Length');
      }
      if (record.warcType !== 'response') {
        await drain(record);
        continue;
      }
      const block = record.reader as unknown as LineReader & AsyncIterable<Uint8Array>;
      const head = await readHttpHead(block);
      const contentType = head.headers.get('content-type') ?? null;
      if (!isPageContentType(contentType)) {
        await drain(record);
        continue;
      }
      const name = `${archive}#${index}`;
      const relPath = relPathOf(index);
      const url = record.warcTargetURI ?? null;
      const transportEncoding = contentType ? charsetFromContent(contentType) : null;
      const facts: RecordFacts = {
        warc: {
          recordId: record.warcHeaders.headers.get('WARC-Record-ID') ?? null,
          date: record.warcHeaders.headers.get('WARC-Date') ?? null,
        },
        http: head.http ? { status: head.status, contentType: contentType || null } : null,
      };
      const offset = range.start + parser.offset;
      // as warcio decodes a payload: Content-Encoding (gzip, deflate), else a chunked Transfer-Encoding
      const transfer = head.headers.get('transfer-encoding') ?? null;
      const chunked = transfer === 'chunked';
      const encoding = head.headers.get('content-encoding') ?? (chunked ? null : transfer);
      const content = head.bodyStart
        ? prepend(head.bodyStart, block)
        : head.http
          ? new AsyncIterReader(block, encoding, chunked)
          : block;
      const body = await collectBounded(content, maxBytes, 'record content');
      lastYielded = index;
      const missing = body.ok ? unreadBytes(record) : 0;
      await drain(record);
      if (missing > 0) {
        // an archive cut inside this record (an interrupted download): its page would be silently cut too
        const message = `malformed WARC at record ${index}: truncated: ${missing} bytes of its Content-Length missing`;
        yield {
          name,
          relPath,
          bytes: null,
          error: { reason: 'read-failed', message },
          url,
          transportEncoding,
          offset,
          record: facts,
        };
      } else if (body.ok) {
        yield {
          name,
          relPath,
          bytes: body.bytes,
          error: null,
          url,
          transportEncoding,
          offset,
          record: facts,
        };
      } else {
        const error = { reason: body.reason, message: body.message };
        yield { name, relPath, bytes: null, error, url, transportEncoding, offset, record: facts };
      }
    }
    if (toTheEnd && endsInsideGzipMember(parser)) {
      // The records of a cut member never reach the parser: said as the record after the last one read.
      index++;
      throw new Error('truncated: the archive ends inside a gzip member');
    }
    if (index < range.firstIndex) throw new Error('no WARC record');
  } catch (e) {
    // Numbered as the record that failed, or past it when that record was already yielded as a page.
    const n = Math.max(index, lastYielded + 1, range.firstIndex);
    yield {
      name: `${archive}#${n}`,
      relPath: relPathOf(n),
      bytes: null,
      error: { reason: 'read-failed', message: `malformed WARC at record ${n}: ${(e as Error).message}` },
      url: null,
      transportEncoding: null,
    };
  } finally {
    stream?.destroy();
  }
}

/**
 * True when a gzipped archive ended inside a gzip member (a download cut short): warcio's reader then just stops,
 * and the cut record, often the last of a crawl, would be lost without a word. Reads warcio's reader state
 * (`_reader.compressed`, `_reader.inflator.ended`, pako's `Inflate`); if a warcio version lacks them, no check.
 */
function endsInsideGzipMember(parser: unknown): boolean {
  const reader = (parser as { _reader?: { compressed?: unknown; inflator?: { ended?: unknown } | null } })
    ._reader;
  return !!reader?.compressed && reader.inflator?.ended === false;
}

/**
 * Bytes of a record's block (its Content-Length) that its content did not reach: more than 0 when the archive
 * ends inside the record. warcio's block reader is a LimitReader whose `limit` counts down what is left.
 */
function unreadBytes(record: { _reader: unknown }): number {
  const limit = (record._reader as { limit?: unknown } | null)?.limit;
  return typeof limit === 'number' && limit > 0 ? limit : 0;
}

/**
 * Reads the rest of a record's block and marks the record consumed, returning the bytes of its Content-Length
 * the archive did not have. warcio's own skip to the next record loops forever when the archive ends inside
 * a block it has not consumed (a download cut inside an image's record hung the whole run).
 */
async function drain(record: WARCRecord): Promise<number> {
  for await (const _ of record.reader as AsyncIterable<Uint8Array>) {
    // skipped
  }
  record.consumed = 'skipped';
  return unreadBytes(record);
}

/** A record of an archive as a planner sees it: where it starts, and whether it is a page. */
export interface WarcRecordEntry {
  index: number;
  offset: number;
  page: boolean;
}

/**
 * The records of an archive without their content (warcio skips the bodies), for splitting it into ranges.
 * `splittable` is false when a record cannot be read from its offset alone: a .warc.gz compressed as one
 * gzip stream rather than one member per record.
 */
export async function scanWarc(path: string): Promise<{ records: WarcRecordEntry[]; splittable: boolean }> {
  const stream = createReadStream(path);
  const records: WarcRecordEntry[] = [];
  let splittable = true;
  try {
    const { WARCParser } = await warcio();
    const parser = new WARCParser(stream, { parseHttp: false });
    let index = 0;
    for await (const record of parser) {
      const offset = parser.offset;
      if (records.length > 0 && offset <= records[records.length - 1].offset) splittable = false;
      let page = false;
      if (record.warcType === 'response') {
        const head = await readHttpHead(record.reader as unknown as LineReader);
        page = isPageContentType(head.headers.get('content-type') ?? null);
      }
      records.push({ index: index++, offset, page });
      if ((await drain(record)) > 0) {
        splittable = false; // cut inside a record: one job reads it whole and reports it
        break;
      }
    }
    if (endsInsideGzipMember(parser)) splittable = false; // likewise: the cut member's record is not in `records`
  } catch {
    // A malformed archive is read whole by one job, which reports it as the local run does.
    splittable = false;
  } finally {
    stream.destroy();
  }
  return { records, splittable };
}
