// Statistical detection (chardet) for pages that declare nothing and are not valid UTF-8.
import { analyseFast } from './chardet-fast.js';
import { resolveLabel } from './decode.js';
import type { Utf8Stats } from './utf8.js';

/** Bytes of text fed to chardet: enough for its n-gram statistics, bounded for speed on huge pages. */
const SAMPLE_BYTES = 65536;

/**
 * The page's text bytes without markup: tags, comments and scripts are ASCII and would dilute the
 * statistics of the few high bytes that tell encodings apart. A plain state machine, linear.
 */
export function textSample(bytes: Uint8Array, max = SAMPLE_BYTES): Uint8Array {
  const out = new Uint8Array(Math.min(bytes.length, max));
  let n = 0;
  let inTag = false;
  for (let i = 0; i < bytes.length && n < out.length; i++) {
    const b = bytes[i];
    if (inTag) {
      if (b === 0x3e) {
        inTag = false;
        out[n++] = 0x20;
      }
    } else if (b === 0x3c) inTag = true;
    else out[n++] = b;
  }
  return out.subarray(0, n);
}

/** chardet names whose WHATWG reading is preferred when confidences tie: the web's common encodings. */
const TIE_ORDER = ['utf-8', 'windows-1252'];

/**
 * Guesses an encoding for undeclared, non-UTF-8 bytes. UTF-8 with a few stray bytes (a page edited
 * in two editors) is still UTF-8; otherwise chardet's best guess among encodings we can decode,
 * ties going to windows-1252, the most common legacy encoding of the web. Null if chardet has nothing.
 */
export function detectEncoding(bytes: Uint8Array, stats: Utf8Stats): string | null {
  if (stats.multibyte >= 4 && stats.invalid * 20 <= stats.multibyte) return 'utf-8';
  const sample = textSample(bytes);
  let best: string | null = null;
  let bestConfidence = -1;
  for (const match of analyseFast(sample)) {
    if (match.name === 'ASCII') continue;
    const encoding = resolveLabel(match.name);
    if (!encoding) continue;
    const better =
      match.confidence > bestConfidence ||
      (match.confidence === bestConfidence &&
        TIE_ORDER.includes(encoding) &&
        (best === null ||
          !TIE_ORDER.includes(best) ||
          TIE_ORDER.indexOf(encoding) < TIE_ORDER.indexOf(best)));
    if (better) {
      best = encoding;
      bestConfidence = match.confidence;
    }
  }
  return best;
}
