// WARC archives (.warc, .warc.gz, read by warcio as a stream): each `response` record whose HTTP
// Content-Type is HTML-ish or absent is a page, with its WARC-Target-URI and its HTTP charset.
import { createReadStream } from 'node:fs';
import { WARCParser } from 'warcio';
import { charsetFromContent } from '../encoding/meta.js';
import { collectBounded } from './bounded-read.js';
import type { InputPage, RecordFacts } from './types.js';

/** Media types that may be a web page; anything else (images, CSS, scripts, PDF, JSON…) is skipped. */
const PAGE_TYPES =
  /^(?:text\/html|application\/xhtml\+xml|text\/xml|application\/xml|application\/octet-stream|unknown\/unknown)$/;

/** Whether a response with this Content-Type (null: none given) is a page. */
export function isPageContentType(contentType: string | null | undefined): boolean {
  if (!contentType?.trim()) return true;
  const mime = contentType.split(';')[0].trim().toLowerCase();
  return mime === '' || PAGE_TYPES.test(mime) || mime.endsWith('+xml');
}

/**
 * Pages of one archive. `name` of a page is `archive#N` and its relPath `base/N`, N being the record's
 * index in the archive (0-based, every record counted), so names stay stable whatever is skipped.
 * A malformed archive ends with one `read-failed` page; it never throws.
 */
export async function* readWarc(path: string, relBase: string, maxBytes: number): AsyncGenerator<InputPage> {
  const stream = createReadStream(path);
  let index = -1;
  let lastYielded = -1;
  try {
    const parser = new WARCParser(stream);
    for await (const record of parser) {
      index++;
      // warcio reads any header-like block as a record: a version line other than WARC/x means garbage
      if (!record.warcHeaders.protocol?.startsWith('WARC/')) {
        throw new Error(`not a WARC record: "${record.warcHeaders.statusline.slice(0, 40)}"`);
      }
      if (record.warcType !== 'response') continue;
      const contentType = record.httpHeaders?.headers.get('content-type') ?? null;
      if (!isPageContentType(contentType)) continue;
      const name = `${path}#${index}`;
      const relPath = `${relBase}/${index}`;
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
      const body = await collectBounded(record, maxBytes, 'record content');
      lastYielded = index;
      if (body.ok) {
        yield { name, relPath, bytes: body.bytes, error: null, url, transportEncoding, record: facts };
      } else {
        yield {
          name,
          relPath,
          bytes: null,
          error: { reason: body.reason, message: body.message },
          url,
          transportEncoding,
          record: facts,
        };
      }
    }
    if (index < 0) throw new Error('no WARC record');
  } catch (e) {
    // Numbered as the record that failed, or past it when that record was already yielded as a page.
    const n = Math.max(index, lastYielded + 1, 0);
    yield {
      name: `${path}#${n}`,
      relPath: `${relBase}/${n}`,
      bytes: null,
      error: { reason: 'read-failed', message: `malformed WARC at record ${n}: ${(e as Error).message}` },
      url: null,
      transportEncoding: null,
      record: null,
    };
  } finally {
    stream.destroy();
  }
}
