// Standard input: a page (plain or gzipped), or a WARC archive (plain or gzipped) recognised by its first
// bytes, so that `cat x.warc | kitten extract -` gives one page per response record as `kitten extract x.warc`
// does, and `cat x.html.gz | kitten extract -` the page as `kitten extract x.html.gz` does.
import { Readable } from 'node:stream';
import { constants, createGunzip, gunzipSync } from 'node:zlib';
import { collectBounded } from './bounded-read.js';
import type { InputPage } from './types.js';
import { readWarc } from './warc.js';

/** Enough bytes to see a gzip header and the start of what it holds. */
const SNIFF_BYTES = 4096;
const WARC_MAGIC = /^WARC\/\d/;

function toBuffer(chunk: Uint8Array | string): Buffer {
  return typeof chunk === 'string'
    ? Buffer.from(chunk)
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** True when the bytes start a WARC archive: `WARC/1.x`, or a gzip member whose content starts so. */
export function looksLikeWarc(head: Uint8Array): boolean {
  let bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      // A prefix of a gzip stream: inflate what is there without requiring its end.
      bytes = gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return false;
    }
  }
  return WARC_MAGIC.test(bytes.subarray(0, 16).toString('latin1'));
}

/** The pages of standard input: one page named `-` (relPath `stdin`), or the pages of a WARC (`-#N`, `stdin/N`). */
export async function* readStdin(
  input: AsyncIterable<Uint8Array | string>,
  maxBytes: number,
): AsyncGenerator<InputPage> {
  const iterator = input[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  try {
    while (headBytes < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      const buf = toBuffer(next.value);
      head.push(buf);
      headBytes += buf.length;
    }
  } catch (e) {
    yield failedStdin((e as Error).message);
    return;
  }
  // The peeked chunks, then the rest of the stream.
  async function* replay(): AsyncGenerator<Uint8Array> {
    yield* head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield toBuffer(next.value);
  }
  if (looksLikeWarc(Buffer.concat(head))) {
    yield* readWarc({ path: '-', name: '-', chunks: replay() }, 'stdin', maxBytes);
    return;
  }
  if (head[0]?.[0] === 0x1f && (head[0][1] ?? head[1]?.[0]) === 0x8b) {
    // A gzipped page (`cat page.html.gz | kitten extract -`): read as a named *.gz file is, bounded.
    const gunzip = createGunzip();
    const source = Readable.from(replay());
    source.on('error', (e) => gunzip.destroy(e));
    source.pipe(gunzip);
    try {
      const r = await collectBounded(gunzip, maxBytes, 'decompressed standard input');
      yield r.ok
        ? { name: '-', relPath: 'stdin', bytes: r.bytes, error: null, url: null, transportEncoding: null }
        : failedStdin(r.message, r.reason);
    } catch (e) {
      yield failedStdin(`not valid gzip: ${(e as Error).message}`, 'bad-gzip');
    } finally {
      source.destroy();
      gunzip.destroy();
    }
    return;
  }
  try {
    const r = await collectBounded(replay(), maxBytes, 'standard input');
    yield r.ok
      ? { name: '-', relPath: 'stdin', bytes: r.bytes, error: null, url: null, transportEncoding: null }
      : failedStdin(r.message, r.reason);
  } catch (e) {
    yield failedStdin((e as Error).message);
  }
}

function failedStdin(message: string, reason = 'read-failed'): InputPage {
  const error = { reason, message };
  return { name: '-', relPath: 'stdin', bytes: null, error, url: null, transportEncoding: null };
}
