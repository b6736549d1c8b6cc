// What the declared-text steps (`declared-faq.ts`, `declared-texts.ts`, `declared-items.ts`) share: reading a
// JSON-LD value that may be one item or a list, the word form a declared text and a block's text are compared
// in, and finding a page's blocks inside a declared text.
import type { Block } from '../blocks/block.js';
import { perBlockList } from '../blocks/per-block-list.js';
import { countWords } from '../words.js';

/** A JSON-LD value as a list: schema.org lets one value stand for a list of one. */
export function asList(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v == null ? [] : [v];
}

/** A JSON-LD string value, trimmed ('' when it is no string). */
export function asString(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

/**
 * Words in a form that survives the JSON-LD's and the page's different spacing, case, markup and punctuation:
 * lower-cased letter and digit runs joined by one space, tags left out.
 */
export function declaredWords(text: string): string {
  return (
    text
      .replace(/<[^>]*>/g, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.join(' ') ?? ''
  );
}

/** Each block's text as `declaredWords` and its word count (`countWords`: CJK runs by characters). */
export interface DeclaredBlockWords {
  forms: string[];
  counts: number[];
}

/** The blocks' word forms, made once per block list: every declared step of a page reads the same. */
export const declaredBlockWords = perBlockList((blocks: readonly Block[]): DeclaredBlockWords => {
  const forms = blocks.map((b) => declaredWords(b.text));
  return { forms, counts: forms.map(countWords) };
});

/** Indices of the blocks of `minWords`+ words whose words appear whole and in order in `text` (a word form). */
export function blocksFoundIn(words: DeclaredBlockWords, text: string, minWords: number): number[] {
  const padded = ` ${text} `;
  const out: number[] = [];
  for (let i = 0; i < words.forms.length; i++)
    if (words.forms[i] !== '' && words.counts[i] >= minWords && padded.includes(` ${words.forms[i]} `))
      out.push(i);
  return out;
}
