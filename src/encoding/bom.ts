// Byte-order marks and the NUL-byte pattern of BOM-less UTF-16: the strongest evidence of an encoding.

export interface BomMatch {
  /** WHATWG encoding name. */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be';
  /** Length of the BOM in bytes. */
  length: number;
}

/** The BOM at the start of `bytes`, if any (WHATWG "BOM sniff"). */
export function sniffBom(bytes: Uint8Array): BomMatch | null {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { encoding: 'utf-8', length: 3 };
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  return null;
}

/** How many leading bytes the NUL-pattern check looks at. */
const UTF16_SAMPLE = 4096;

/**
 * Recognizes BOM-less UTF-16 by its NUL bytes: markup and Latin text in UTF-16 has a zero in every
 * other byte (odd offsets for little-endian, even ones for big-endian), which no 8-bit page has.
 * Returns the endianness, or null when the pattern is not clear.
 */
export function sniffUtf16ByNuls(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, UTF16_SAMPLE) & ~1;
  if (n < 8) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNuls++;
    if (bytes[i + 1] === 0) oddNuls++;
  }
  const pairs = n / 2;
  // Mostly-ASCII UTF-16 has a NUL in nearly every pair on one side and almost none on the other.
  if (oddNuls >= pairs * 0.4 && evenNuls <= pairs * 0.05) return 'utf-16le';
  if (evenNuls >= pairs * 0.4 && oddNuls <= pairs * 0.05) return 'utf-16be';
  return null;
}
