// WARC archives (.warc, .warc.gz, read by warcio as a stream): each `response` record whose HTTP
// Content-Type is HTML-ish or absent is a page, with its WARC-Target-URI and its HTTP charset.
// A range of records can be read from a byte offset (a record's start, as a WARC index gives it), so one
// large archive can be shared among many workers.
import { createReadStream } from 'node:fs';
import type { WARCParser as WarcParserClass } from 'warcio';
import { charsetFromContent } from '../encoding/meta.js';
import { collectBounded } from './bounded-read.js';
import type { InputPage, RecordFacts } from './types.js';

/**
 * warcio (with its gzip and hash dependencies) loads on the first archive read, not with every batch: a run
 * over plain page files does not pay its start-up.
 */
async function warcParser(): Promise<typeof WarcParserClass> {
  return (await import('warcio')).WARCParser;
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
    const WARCParser = await warcParser();
    const parser = new WARCParser((src.chunks ?? stream) as AsyncIterable<Uint8Array>);
    for await (const record of parser) {
      if (range.count !== null && index + 1 - range.firstIndex >= range.count) break;
      index++;
      // warcio reads any header-like block as a record: a version line other than WARC/x means garbage
      if (!record.warcHeaders.protocol?.startsWith('WARC/')) {
        throw new Error(`not a WARC record: "${record.warcHeaders.statusline.slice(0, 40)}"`);
      }
      // Content-Length is mandatory: a header block without it is an archive cut inside a record's headers
      if (!record.warcHeaders.headers.get('Content-Length')) {
        throw new Error('truncated: a record header without Content-Length');
      }
      if (record.warcType !== 'response') continue;
      const contentType = record.httpHeaders?.headers.get('content-type') ?? null;
      if (!isPageContentType(contentType)) continue;
      const name = `${archive}#${index}`;
      const relPath = relPathOf(index);
      const url = record.warcTargetURI ?? null;
      const transportEncoding = contentType ? charsetFromContent(contentType) : null;
      const status = Number(record.httpHeaders?.statusCode);
      const facts: RecordFacts = {
        warc: {
          recordId: record.warcHeaders.headers.get('WARC-Record-ID') ?? null,
          date: record.warcHeaders.headers.get('WARC-Date') ?? null,
        },
        http: record.httpHeaders
          ? { status: Number.isInteger(status) ? status : null, contentType: contentType || null }
          : null,
      };
      const offset = range.start + parser.offset;
      const body = await collectBounded(record, maxBytes, 'record content');
      lastYielded = index;
      const missing = body.ok ? unreadBytes(record) : 0;
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
 * Bytes of a record's block (its Content-Length) that its content did not reach: more than 0 when the archive
 * ends inside the record. warcio's block reader is a LimitReader whose `limit` counts down what is left.
 */
function unreadBytes(record: { _reader: unknown }): number {
  const limit = (record._reader as { limit?: unknown } | null)?.limit;
  return typeof limit === 'number' && limit > 0 ? limit : 0;
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
    const WARCParser = await warcParser();
    const parser = new WARCParser(stream);
    let index = 0;
    for await (const record of parser) {
      const offset = parser.offset;
      if (records.length > 0 && offset <= records[records.length - 1].offset) splittable = false;
      const contentType = record.httpHeaders?.headers.get('content-type') ?? null;
      records.push({
        index: index++,
        offset,
        page: record.warcType === 'response' && isPageContentType(contentType),
      });
    }
  } catch {
    // A malformed archive is read whole by one job, which reports it as the local run does.
    splittable = false;
  } finally {
    stream.destroy();
  }
  return { records, splittable };
}
