// Decoding (pipeline step 2): bytes → Unicode text, the encoding chosen from the sources SPEC lists.
//   decodePage(bytes, { encoding, transportEncoding }) → { text, encoding, source, url, title }
// Never throws: undecodable bytes become U+FFFD (stray bytes in UTF-8 are read as windows-1252), and
// double-encoded UTF-8 (`Ã©`) is repaired. A CleanEval `<text …>` wrapper is stripped and its URL and
// title returned.
import { chooseEncoding, type EncodingSource } from './choose.js';
import { stripCleanevalWrapper, unescapeTitle } from './cleaneval-wrapper.js';
import { decodeBytes, isUtf16 } from './decode.js';
import { repairMojibake } from './mojibake.js';

export type { EncodingChoice, EncodingHints, EncodingSource } from './choose.js';
export { chooseEncoding } from './choose.js';
export { resolveLabel } from './decode.js';
export { repairMojibake } from './mojibake.js';
export { repairMojibakeInTree } from './repair-tree.js';

export interface DecodedPage {
  text: string;
  /** WHATWG encoding name actually used, e.g. `utf-8`, `windows-1252`. */
  encoding: string;
  source: EncodingSource;
  /** URL and title from a CleanEval `<text id=… title=…>` wrapper line, when present. */
  url: string | null;
  title: string | null;
  /** Double-encoded sequences (`Ã©` → `é`) found in the bytes and repaired. */
  repairedMojibake: number;
}

export function decodePage(
  bytes: Uint8Array,
  opts: { encoding: string | null; transportEncoding: string | null },
): DecodedPage {
  const wrapper = stripCleanevalWrapper(bytes);
  const body = wrapper ? wrapper.body : bytes;
  const choice = chooseEncoding(body, {
    encoding: opts.encoding,
    transportEncoding: opts.transportEncoding,
    wrapperEncoding: wrapper?.encoding ?? null,
  });
  const { encoding, source } = choice;
  let title: string | null = null;
  if (wrapper?.rawTitle) {
    // The wrapper line is ASCII-compatible even when the page is UTF-16; its title bytes are the page's.
    const titleBytes = Buffer.from(wrapper.rawTitle, 'latin1');
    const decoded = decodeBytes(titleBytes, isUtf16(encoding) ? 'windows-1252' : encoding);
    title = unescapeTitle(decoded).replace(/\s+/g, ' ').trim() || null;
  }
  const { text, repaired } = repairMojibake(choice.text ?? decodeBytes(body, encoding));
  return { text, encoding, source, url: wrapper?.url ?? null, title, repairedMojibake: repaired };
}
