// The windows-1252 table, both ways, for the two repairs that need it byte by byte (stray bytes in
// UTF-8 and UTF-8 that was read as windows-1252).

/** Code points of bytes 0x80–0x9F; the five bytes windows-1252 leaves undefined map to C1 controls (WHATWG). */
const HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/** The character windows-1252 gives a byte. */
export function cp1252Char(byte: number): string {
  return String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? HIGH[byte - 0x80] : byte);
}

const TO_BYTE = new Map<number, number>();
for (let b = 0; b < 256; b++) TO_BYTE.set(b >= 0x80 && b <= 0x9f ? HIGH[b - 0x80] : b, b);

/** The windows-1252 byte of a character, or -1 when it has none. */
export function cp1252Byte(code: number): number {
  return TO_BYTE.get(code) ?? -1;
}

const C1 = /[\u0080-\u009f]/g;

/**
 * Decodes windows-1252. Node 20's TextDecoder takes a Latin-1 fast path for this label and leaves
 * 0x80–0x9F as C1 controls (`“` comes out as U+0093), so we map those 32 bytes ourselves.
 */
export function decodeCp1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(C1, (c) => cp1252Char(c.charCodeAt(0)));
}
