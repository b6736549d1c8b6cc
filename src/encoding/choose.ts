// Which encoding a page is in: the sources of evidence in SPEC order, each falling through to the next
// when it is absent, unknown, or contradicted by the bytes.
import { sniffBom, sniffUtf16ByNuls } from './bom.js';
import { isUtf16, resolveLabel } from './decode.js';
import { detectEncoding } from './detect.js';
import { prescanMeta } from './meta.js';
import { type Utf8Stats, utf8Stats } from './utf8.js';

export type EncodingSource =
  | 'option'
  | 'bom'
  | 'transport'
  | 'wrapper'
  | 'meta'
  | 'utf8-valid'
  | 'detected'
  | 'default';

export interface EncodingChoice {
  encoding: string;
  source: EncodingSource;
  /** The decoded page, when choosing already produced it (strictly valid UTF-8). */
  text?: string;
}

export interface EncodingHints {
  /** `--encoding`: wins over everything when it is a known label. */
  encoding: string | null;
  /** Charset of an HTTP/WARC `Content-Type`. */
  transportEncoding: string | null;
  /** `encoding` attribute of a CleanEval wrapper line (`unset` and other unknown labels fall through). */
  wrapperEncoding?: string | null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The web's default for undeclared legacy pages (WHATWG, for most locales). */
const FALLBACK = 'windows-1252';

export function chooseEncoding(bytes: Uint8Array, hints: EncodingHints): EncodingChoice {
  const option = resolveLabel(hints.encoding);
  if (option) return { encoding: option, source: 'option' };

  const bom = sniffBom(bytes);
  if (bom) return { encoding: bom.encoding, source: 'bom' };
  const nulUtf16 = sniffUtf16ByNuls(bytes);
  if (nulUtf16) return { encoding: nulUtf16, source: 'detected' };

  // UTF-8 evidence, computed at most once and only when asked: first the native strict decoder
  // (fast, and its result is the page's text when UTF-8 wins), then the byte statistics, a slower
  // JavaScript pass that only invalid pages need.
  let probe: { valid: boolean; multibyte: boolean; text: string | null } | null = null;
  const getProbe = () => {
    if (probe) return probe;
    try {
      const text = strictUtf8.decode(bytes);
      probe = { valid: true, multibyte: text.length < bytes.length, text };
    } catch {
      const s = getStats();
      probe = { valid: s.invalid === 0, multibyte: s.multibyte > 0, text: null };
    }
    return probe;
  };
  let stats: Utf8Stats | null = null;
  const getStats = (): Utf8Stats => {
    stats ??= utf8Stats(bytes);
    return stats;
  };
  const utf8Choice = (source: EncodingSource): EncodingChoice => {
    const text = getProbe().text;
    return text === null ? { encoding: 'utf-8', source } : { encoding: 'utf-8', source, text };
  };

  /**
   * A declaration is taken unless the bytes contradict it: bytes that are valid UTF-8 with
   * multi-byte sequences are UTF-8 whatever a single-byte label says (a server default or a
   * template's stale meta; pure ASCII stays as declared), UTF-16 cannot be declared for bytes
   * without its NUL pattern, and UTF-8 cannot be declared for bytes that have no UTF-8 in them.
   */
  const declared = (label: string | null | undefined, source: EncodingSource): EncodingChoice | null => {
    const encoding = resolveLabel(label);
    if (!encoding) return null;
    if (isUtf16(encoding)) return null;
    // "UTF-8" on bytes without a single well-formed multi-byte sequence but with invalid ones is a
    // template's boilerplate declaration over legacy text: let the bytes speak.
    if (encoding === 'utf-8') {
      if (!getProbe().valid && getStats().multibyte === 0) return null;
      return utf8Choice(source);
    }
    const p = getProbe();
    if (p.valid && p.multibyte) return utf8Choice('utf8-valid');
    return { encoding, source };
  };

  const transport = declared(hints.transportEncoding, 'transport');
  if (transport) return transport;
  const wrapper = declared(hints.wrapperEncoding, 'wrapper');
  if (wrapper) return wrapper;

  let metaLabel = prescanMeta(bytes);
  if (metaLabel) {
    // WHATWG: a meta cannot switch to UTF-16 (the bytes it was read from are ASCII-compatible).
    const resolved = resolveLabel(metaLabel);
    if (resolved && isUtf16(resolved)) metaLabel = 'utf-8';
    else if (resolved === 'x-user-defined') metaLabel = FALLBACK;
    const meta = declared(metaLabel, 'meta');
    if (meta) return meta;
  }

  if (getProbe().valid) return utf8Choice('utf8-valid');
  const guess = detectEncoding(bytes, getStats());
  if (guess) return { encoding: guess, source: 'detected' };
  return { encoding: FALLBACK, source: 'default' };
}
