// Label resolution and lossless-as-possible decoding with TextDecoder (WHATWG labels, full ICU in Node 20).
import { decodeCp1252 } from './cp1252.js';
import { decodeLenientUtf8 } from './lenient-utf8.js';

/** x-user-defined is a WHATWG encoding that Node's TextDecoder lacks: bytes ≥ 0x80 map to U+F780 + (b − 0x80). */
const X_USER_DEFINED = 'x-user-defined';

/**
 * The WHATWG name for an encoding label (`latin1` → `windows-1252`, `utf8` → `utf-8`), or null when the
 * label is unknown or names an encoding we cannot decode (`replacement`, `utf-32`): the caller then
 * falls through to the next source of evidence.
 */
export function resolveLabel(label: string | null | undefined): string | null {
  if (!label) return null;
  const trimmed = label.trim().toLowerCase();
  if (!trimmed) return null;
  if (trimmed === X_USER_DEFINED) return X_USER_DEFINED;
  try {
    return new TextDecoder(trimmed).encoding;
  } catch {
    return null;
  }
}

/** UTF-16 is the one family that is not ASCII-compatible: a `<meta>` can never really declare it. */
export function isUtf16(encoding: string): boolean {
  return encoding === 'utf-16le' || encoding === 'utf-16be';
}

function decodeUserDefined(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    const codes = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const b = bytes[i];
      codes[i - start] = b < 0x80 ? b : 0xf780 + b - 0x80;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

/**
 * Decodes with a resolved WHATWG encoding name. Never throws: undecodable bytes become U+FFFD
 * (`fatal: false`), except in UTF-8, where a stray byte is read as windows-1252 (see lenient-utf8.ts).
 * A BOM matching the encoding is dropped, as browsers do.
 */
export function decodeBytes(bytes: Uint8Array, encoding: string): string {
  if (encoding === X_USER_DEFINED) return decodeUserDefined(bytes);
  if (encoding === 'utf-8') return decodeLenientUtf8(bytes);
  if (encoding === 'windows-1252') return decodeCp1252(bytes);
  return new TextDecoder(encoding, { fatal: false }).decode(bytes);
}
