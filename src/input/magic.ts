// File signatures of the non-HTML formats a crawl brings in: each one is refused with a message that
// names it, so a log says "PDF document", not "parse error".

interface Signature {
  /** Bytes at `offset` (numbers) or an ASCII string. */
  magic: string | readonly number[];
  offset?: number;
  what: string;
}

const SIGNATURES: readonly Signature[] = [
  { magic: '%PDF-', what: 'a PDF document' },
  { magic: '%!PS', what: 'a PostScript document' },
  { magic: '{\\rtf', what: 'an RTF document' },
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], what: 'a PNG image' },
  { magic: 'GIF87a', what: 'a GIF image' },
  { magic: 'GIF89a', what: 'a GIF image' },
  { magic: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { magic: 'WEBP', offset: 8, what: 'a WebP image' },
  { magic: [0x00, 0x00, 0x01, 0x00], what: 'an ICO image' },
  { magic: [0x00, 0x00, 0x02, 0x00], what: 'a CUR image' },
  { magic: 'II*\0', what: 'a TIFF image' },
  { magic: 'MM\0*', what: 'a TIFF image' },
  { magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: 'a Microsoft Office (OLE2) document' },
  { magic: 'PK\x03\x04', what: 'a ZIP archive' },
  { magic: 'PK\x05\x06', what: 'a ZIP archive' },
  { magic: 'PK\x07\x08', what: 'a ZIP archive' },
  { magic: [0x1f, 0x8b], what: 'gzip-compressed data (decompress it first, or name the file *.gz)' },
  { magic: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: 'a 7-Zip archive' },
  { magic: 'Rar!\x1a\x07', what: 'a RAR archive' },
  { magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: 'xz-compressed data' },
  { magic: [0x28, 0xb5, 0x2f, 0xfd], what: 'zstd-compressed data' },
  { magic: '1AY&SY', offset: 4, what: 'bzip2-compressed data' },
  { magic: [0x7f, 0x45, 0x4c, 0x46], what: 'an ELF executable' },
  { magic: [0xca, 0xfe, 0xba, 0xbe], what: 'a Java class or Mach-O binary' },
  { magic: [0xcf, 0xfa, 0xed, 0xfe], what: 'a Mach-O executable' },
  { magic: [0xce, 0xfa, 0xed, 0xfe], what: 'a Mach-O executable' },
  { magic: '\0asm', what: 'a WebAssembly module' },
  { magic: 'SQLite format 3\0', what: 'an SQLite database' },
  { magic: 'OggS', what: 'an Ogg audio/video file' },
  { magic: 'fLaC', what: 'a FLAC audio file' },
  { magic: 'ID3', what: 'an MP3 audio file' },
  { magic: 'ftyp', offset: 4, what: 'an MP4/QuickTime video' },
  { magic: [0x1a, 0x45, 0xdf, 0xa3], what: 'a Matroska/WebM video' },
  { magic: 'wOFF', what: 'a WOFF font' },
  { magic: 'wOF2', what: 'a WOFF2 font' },
];

function matches(bytes: Uint8Array, sig: Signature): boolean {
  const offset = sig.offset ?? 0;
  const { magic } = sig;
  if (bytes.length < offset + magic.length) return false;
  for (let k = 0; k < magic.length; k++) {
    const want = typeof magic === 'string' ? magic.charCodeAt(k) : magic[k];
    if (bytes[offset + k] !== want) return false;
  }
  return true;
}

/** A Windows executable: "MZ" and a PE header where the DOS header points. */
function isPortableExecutable(bytes: Uint8Array): boolean {
  if (bytes.length < 64 || bytes[0] !== 0x4d || bytes[1] !== 0x5a) return false;
  const pe = bytes[60] | (bytes[61] << 8) | (bytes[62] << 16) | (bytes[63] << 24);
  if (pe < 64 || pe + 4 > bytes.length) return true; // MZ with a DOS header but no PE: still a binary
  return bytes[pe] === 0x50 && bytes[pe + 1] === 0x45 && bytes[pe + 2] === 0 && bytes[pe + 3] === 0;
}

/** Office Open XML (docx/xlsx/pptx) and OpenDocument files are ZIPs whose first entry tells them apart. */
function zipFlavour(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 2048)).toString('latin1');
  if (head.includes('[Content_Types].xml') || /(?:word|xl|ppt)\//.test(head))
    return 'a Microsoft Office (OOXML) document';
  if (head.includes('mimetypeapplication/vnd.oasis.opendocument')) return 'an OpenDocument file';
  if (head.includes('META-INF/')) return 'a JAR/EPUB archive';
  return null;
}

/** What the bytes are when their signature names a non-HTML format, or null. */
export function knownBinaryFormat(bytes: Uint8Array): string | null {
  for (const sig of SIGNATURES) {
    if (!matches(bytes, sig)) continue;
    if (sig.what === 'a ZIP archive') return zipFlavour(bytes) ?? sig.what;
    if (sig.what === 'an ICO image' || sig.what === 'a CUR image') {
      if (bytes.length < 6 || (bytes[4] === 0 && bytes[5] === 0)) continue; // needs at least one image
    }
    return sig.what;
  }
  if (matches(bytes, { magic: 'RIFF', what: '' })) return 'a RIFF media file (audio/video/image)';
  if (isPortableExecutable(bytes)) return 'a Windows executable';
  return null;
}
