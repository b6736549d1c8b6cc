// Decoding entry point (pipeline step 2). Minimal placeholder, replaced by the full sniffer.
export type EncodingSource =
  | 'option'
  | 'bom'
  | 'transport'
  | 'wrapper'
  | 'meta'
  | 'utf8-valid'
  | 'detected'
  | 'default';

export interface DecodedPage {
  text: string;
  /** WHATWG encoding name actually used, e.g. `utf-8`, `windows-1252`. */
  encoding: string;
  source: EncodingSource;
  /** URL and title from a CleanEval `<text id=… title=…>` wrapper line, when present. */
  url: string | null;
  title: string | null;
}

export function decodePage(
  bytes: Uint8Array,
  opts: { encoding: string | null; transportEncoding: string | null },
): DecodedPage {
  const encoding = opts.encoding ?? 'utf-8';
  return {
    text: new TextDecoder(encoding).decode(bytes),
    encoding,
    source: opts.encoding ? 'option' : 'default',
    url: null,
    title: null,
  };
}
