// UTF-8 validity check: one linear pass over the bytes, no decoding and no exceptions.

export interface Utf8Stats {
  /** Well-formed multi-byte sequences (2–4 bytes) seen. */
  multibyte: number;
  /** Bytes that cannot start or continue a well-formed sequence (overlongs and surrogates included). */
  invalid: number;
}

/**
 * Counts well-formed multi-byte sequences and invalid bytes (RFC 3629 table: no overlongs, no
 * surrogates, nothing above U+10FFFF). A sequence cut off by the end of the input is not counted as
 * invalid, since crawlers often truncate pages mid-character.
 */
export function utf8Stats(bytes: Uint8Array): Utf8Stats {
  let multibyte = 0;
  let invalid = 0;
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      else if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      else if (b === 0xf4) hi = 0x8f;
    } else {
      invalid++;
      i++;
      continue;
    }
    let j = 1;
    let ok = true;
    let truncated = false;
    for (; j <= need; j++) {
      if (i + j >= n) {
        truncated = true;
        break;
      }
      const c = bytes[i + j];
      const min = j === 1 ? lo : 0x80;
      const max = j === 1 ? hi : 0xbf;
      if (c < min || c > max) {
        ok = false;
        break;
      }
    }
    if (!ok) {
      invalid++;
      i += j; // resume at the byte that broke the sequence
      continue;
    }
    if (truncated) break; // cut off by the end of the input
    multibyte++;
    i += need + 1;
  }
  return { multibyte, invalid };
}
