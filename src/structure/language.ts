// The language of a list, for its trigger words: `lang`/`xml:lang` on the nearest ancestor or `<html>`,
// else a small stopword count over the page text (English or French).
import { type ElementNode, getAttr } from '../html/node.js';
import { resolveUp } from './lists/resolve-up.js';

export type Language = 'en' | 'fr';

function fromTag(tag: string): Language | null | undefined {
  const t = tag.trim().toLowerCase();
  if (!t) return undefined; // an empty lang says nothing: keep looking up
  if (t === 'en' || t.startsWith('en-') || t.startsWith('en_')) return 'en';
  if (t === 'fr' || t.startsWith('fr-') || t.startsWith('fr_')) return 'fr';
  return null; // another language: no trigger words
}

const EN_STOP = new Set(
  'the of and to in is that for it with as was on are be by this have from or not but which you they at his her an were their has will would can'.split(
    ' ',
  ),
);
const FR_STOP = new Set(
  'le la les de des du et est un une que qui dans pour pas sur au aux ce cette il elle sont avec par ne se nous vous leur plus ou'.split(
    ' ',
  ),
);

/** How much text the detector reads: enough for a verdict, bounded so a huge page costs nothing more. */
const SAMPLE_CHARS = 5_000;

/** Guesses English or French from stopwords; null when neither shows up. */
export function detectLanguage(text: string): Language | null {
  let en = 0;
  let fr = 0;
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  for (const w of sample.toLowerCase().split(/[^\p{L}']+/u)) {
    if (EN_STOP.has(w)) en++;
    if (FR_STOP.has(w)) fr++;
  }
  if (en === 0 && fr === 0) return null;
  return fr > en ? 'fr' : 'en';
}

/** Resolves the declared language of elements, once per element. */
export class LanguageResolver {
  private readonly memo = new Map<ElementNode, Language | null | undefined>();
  private detected: Language | null | undefined;

  constructor(private readonly pageText: () => string) {}

  /** The language of `el`: declared on it or an ancestor, else detected from the page; null if unknown. */
  of(el: ElementNode): Language | null {
    const declared = resolveUp<Language | null | undefined>(this.memo, el, undefined, (e, outer) => {
      const tag = getAttr(e, 'lang') ?? getAttr(e, 'xml:lang');
      const own = tag === undefined ? undefined : fromTag(tag);
      return own === undefined ? outer : own;
    });
    if (declared !== undefined) return declared;
    if (this.detected === undefined) this.detected = detectLanguage(this.pageText()) ?? 'en';
    return this.detected;
  }
}
