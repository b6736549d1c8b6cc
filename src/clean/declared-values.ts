// What the declared-text steps (`declared-faq.ts`, `declared-texts.ts`, `declared-items.ts`) share: reading a
// JSON-LD value that may be one item or a list, and the word form a declared text and a block's text are
// compared in.

/** A JSON-LD value as a list: schema.org lets one value stand for a list of one. */
export function asList(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v == null ? [] : [v];
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
