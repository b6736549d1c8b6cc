// UTF-8 validity check: one linear pass over the bytes, no decoding and no exceptions.

export interface Utf8Stats {
  /** Well-formed multi-byte sequences (2–4 bytes) seen. */
  multibyte: number;
  /** Bytes that cannot start or continue a well-formed sequence (overlongs and surrogates included). */
  invalid: number;
}

/**
 * The UTF-8 sequence starting with the non-ASCII byte at `i` (RFC 3629 table: no overlongs, no
 * surrogates, nothing above U+10FFFF): its length (2–4) when well-formed; 0 when the input ends inside
 * it; −k when it is broken, k being how many bytes to skip to reach the byte that broke it.
 */
export function utf8Sequence(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
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
  } else return -1;
  for (let j = 1; j <= need; j++) {
    if (i + j >= bytes.length) return 0;
    const c = bytes[i + j];
    if (c < (j === 1 ? lo : 0x80) || c > (j === 1 ? hi : 0xbf)) return -j;
  }
  return need + 1;
}

/**
 * Counts well-formed multi-byte sequences and invalid bytes. A sequence cut off by the end of the input
 * is not counted as invalid, since crawlers often truncate pages mid-character.
 */
export function utf8Stats(bytes: Uint8Array): Utf8Stats {
  let multibyte = 0;
  let invalid = 0;
  let i = 0;
  while (i < bytes.length) {
    if (bytes[i] < 0x80) {
      i++;
      continue;
    }
    const len = utf8Sequence(bytes, i);
    if (len === 0) break; // cut off by the end of the input
    if (len < 0) {
      invalid++;
      i -= len; // resume at the byte that broke the sequence
      continue;
    }
    multibyte++;
    i += len;
  }
  return { multibyte, invalid };
}
