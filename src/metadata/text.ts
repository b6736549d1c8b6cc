import { decodeHTML } from 'entities';

// Small string helpers shared by the metadata readers.

/** Longest value kept for a short field (title, author, site): longer ones are page text, not metadata. */
export const MAX_FIELD_CHARS = 300;
/** Longest description kept. */
export const MAX_DESCRIPTION_CHARS = 2_000;

/** Whitespace (no-break spaces included) collapsed to one space and trimmed; null when nothing is left. */
export function clean(s: string | null | undefined, max = MAX_FIELD_CHARS): string | null {
  if (typeof s !== 'string') return null;
  const t = s.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
  return t && t.length <= max ? t : null;
}

export function looksLikeUrl(s: string): boolean {
  return /^(https?:)?\/\/|^www\.|^\/[\w-]/i.test(s);
}

/** Decodes the entities pages double-escape inside attribute values and JSON (`&amp;amp;`, `&#8211;`). */
export function decodeLeftoverEntities(s: string): string {
  return s.includes('&') ? decodeHTML(s) : s;
}

/** Joins author names as pages do (`A, B and C`), dropping repeats. */
export function joinNames(list: readonly string[]): string | null {
  const seen = new Set<string>();
  const uniq = list.filter((n) => {
    const k = n.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (uniq.length === 0) return null;
  return uniq.length === 1 ? uniq[0] : `${uniq.slice(0, -1).join(', ')} and ${uniq[uniq.length - 1]}`;
}
