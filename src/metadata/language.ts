// The page's language, ISO 639-1: the declared one (`<html lang>`, og:locale, Content-Language, JSON-LD
// inLanguage), checked against detection on the kept text; detected when nothing is declared.
// Detection: franc-min (see scripts/language-compare.ts for the comparison that chose it).
import { franc } from 'franc-min';
import { ISO_639_3_TO_1 } from './iso-639.js';

/** `en-US`, `en_us`, `EN`, `eng` → `en`; null when the tag names no ISO 639-1 language. */
export function normalizeLanguage(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const primary = tag
    .trim()
    .toLowerCase()
    .split(/[-_\s,;]/)[0];
  if (/^[a-z]{2}$/.test(primary)) return primary;
  if (/^[a-z]{3}$/.test(primary)) return ISO_639_3_TO_1[primary] ?? null;
  return null;
}

/** Characters of text read by the detector: enough for a verdict, bounded so a huge page costs no more. */
const SAMPLE_CHARS = 3_000;
/** Below this, detection is a guess: it neither overrides a declaration nor stands alone. */
export const MIN_DETECT_CHARS = 200;

/** The language of `text` by franc-min, ISO 639-1, or null when the text is too short or unknown. */
export function detectLanguage(text: string, minChars = MIN_DETECT_CHARS): string | null {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  if (sample.replace(/[\s\p{P}\p{N}]+/gu, '').length < minChars) return null;
  const code = franc(sample, { minLength: 1 });
  return code === 'und' ? null : (ISO_639_3_TO_1[code] ?? null);
}

/**
 * The page's language: the declaration when detection agrees or cannot tell, the detected language when the
 * declaration is absent or contradicted by enough text (templates often keep `lang="en"` on every page).
 */
export function pageLanguage(declared: string | null, text: string): string | null {
  const d = normalizeLanguage(declared);
  const detected = detectLanguage(text);
  if (!detected) return d;
  return detected;
}
