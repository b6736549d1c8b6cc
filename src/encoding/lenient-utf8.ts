// UTF-8 with stray legacy bytes: pages assembled from UTF-8 templates and windows-1252 snippets (a
// pasted quote, a database field) are common. Instead of U+FFFD, each byte that is not part of a
// well-formed sequence is read as windows-1252, which is what it nearly always is.
import { cp1252Char } from './cp1252.js';
import { utf8Sequence } from './utf8.js';

// ignoreBOM: runs are decoded piecewise, and a U+FEFF inside the page must not vanish at a run's start.
const utf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** Length of the well-formed UTF-8 sequence at `i`, or 0 (a sequence cut by the end counts as 0). */
function sequenceLength(bytes: Uint8Array, i: number): number {
  return Math.max(0, utf8Sequence(bytes, i));
}

const strict = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8, reading each invalid byte as windows-1252. Linear: valid runs go to TextDecoder whole. */
export function decodeLenientUtf8(bytes: Uint8Array): string {
  // Fast path: nearly every page is valid UTF-8, which the native decoder checks and decodes in one go.
  try {
    return strict.decode(bytes);
  } catch {
    // fall through to the byte-by-byte reading below
  }
  const parts: string[] = [];
  const hasBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  let runStart = hasBom ? 3 : 0;
  let i = runStart;
  // A trailing sequence cut off by the end of the input stays U+FFFD: it is truncation, not a stray byte.
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    const len = sequenceLength(bytes, i);
    if (len > 0) {
      i += len;
      continue;
    }
    if (isTruncatedTail(bytes, i)) break;
    if (i > runStart) parts.push(utf8.decode(bytes.subarray(runStart, i)));
    parts.push(cp1252Char(b));
    i++;
    runStart = i;
  }
  if (runStart < bytes.length) parts.push(utf8.decode(bytes.subarray(runStart)));
  return parts.join('');
}

/** A lead byte at `i` whose continuation bytes, as far as the input goes, are all valid. */
function isTruncatedTail(bytes: Uint8Array, i: number): boolean {
  const b = bytes[i];
  const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
  if (need === 0 || i + need < bytes.length) return false;
  for (let j = i + 1; j < bytes.length; j++) if (bytes[j] < 0x80 || bytes[j] > 0xbf) return false;
  return true;
}
