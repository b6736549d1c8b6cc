// Reading with a size bound: a stream is consumed only up to `maxBytes`, so a gzip bomb or an endless
// stdin costs at most `maxBytes` of memory and stops early.
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

export type BoundedResult =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; reason: 'too-large' | 'bad-gzip' | 'read-failed'; message: string };

/** Collects chunks until the end, or fails with `too-large` as soon as more than `maxBytes` arrive. */
export async function collectBounded(
  chunks: AsyncIterable<Uint8Array | string>,
  maxBytes: number,
  what: string,
): Promise<BoundedResult> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    const buf =
      typeof chunk === 'string'
        ? Buffer.from(chunk)
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    total += buf.length;
    if (total > maxBytes)
      return { ok: false, reason: 'too-large', message: `${what} is larger than ${maxBytes} bytes` };
    parts.push(buf);
  }
  return { ok: true, bytes: new Uint8Array(Buffer.concat(parts, total)) };
}

/** A gzip file's content, decompressed as a stream and abandoned past `maxBytes`. */
export async function gunzipFileBounded(path: string, maxBytes: number): Promise<BoundedResult> {
  const source = createReadStream(path);
  const gunzip = createGunzip();
  let readError: Error | null = null;
  source.on('error', (e) => {
    readError = e;
    gunzip.destroy(e);
  });
  source.pipe(gunzip);
  try {
    return await collectBounded(gunzip, maxBytes, 'decompressed content');
  } catch (e) {
    if (readError) return { ok: false, reason: 'read-failed', message: (readError as Error).message };
    return { ok: false, reason: 'bad-gzip', message: `not valid gzip: ${(e as Error).message}` };
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}
