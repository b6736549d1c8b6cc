// The metadata rules of the WCXB-style benchmark (issue 14): is an extracted title, author or date right?
//   title:  equal after normalization (NFKC, lower-case, whitespace collapsed), or word F1 ≥ 0.9;
//   author: every gold name token present in the output's author, at most 2 output tokens beyond them;
//   date:   the same calendar day as written on the page (the first YYYY-MM-DD of an ISO 8601 value, no
//           conversion to UTC); a gold of month precision (YYYY-MM) asks for that month.
// Pure over strings; tokens are WCXB's (lower-cased Unicode `\w+`).
import { commonTokens, wcxbTokens } from './wcxb.js';

export const TITLE_MIN_F1 = 0.9;
export const AUTHOR_MAX_EXTRA = 2;

/** Title text as compared for equality. */
export function normalizeTitle(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Word F1 of two texts over WCXB tokens (both empty: 1). */
export function wordF1(a: string, b: string): number {
  const x = wcxbTokens(a);
  const y = wcxbTokens(b);
  if (x.length === 0 || y.length === 0) return x.length === y.length ? 1 : 0;
  const c = commonTokens(x, y);
  return c === 0 ? 0 : (2 * c) / (x.length + y.length);
}

export function titleCorrect(out: string | null, gold: string): boolean {
  if (out === null || normalizeTitle(out) === '') return false;
  return normalizeTitle(out) === normalizeTitle(gold) || wordF1(out, gold) >= TITLE_MIN_F1;
}

export function authorCorrect(out: string | null, gold: string): boolean {
  if (out === null) return false;
  const o = wcxbTokens(out);
  const g = wcxbTokens(gold);
  if (o.length === 0 || g.length === 0) return false;
  const have = new Set(o);
  if (!g.every((t) => have.has(t))) return false;
  const wanted = new Set(g);
  return o.filter((t) => !wanted.has(t)).length <= AUTHOR_MAX_EXTRA;
}

/** The calendar part of an ISO 8601 date or date-time (`2025-09-04T23:30:00-05:00` → `2025-09-04`), or null. */
export function calendarDay(s: string): string | null {
  const m = /^\s*(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(s);
  if (!m) return null;
  return m[3] ? `${m[1]}-${m[2]}-${m[3]}` : `${m[1]}-${m[2]}`;
}

export function dateCorrect(out: string | null, gold: string): boolean {
  if (out === null) return false;
  const o = calendarDay(out);
  const g = calendarDay(gold);
  if (o === null || g === null) return false;
  // A month-precision gold (YYYY-MM) is matched by any day of that month.
  return o === g || (g.length === 7 && o.startsWith(`${g}-`));
}

export const METADATA_FIELDS = ['title', 'author', 'date'] as const;
export type MetadataField = (typeof METADATA_FIELDS)[number];

export type Metadata = Record<MetadataField, string | null>;

const RULES: Record<MetadataField, (out: string | null, gold: string) => boolean> = {
  title: titleCorrect,
  author: authorCorrect,
  date: dateCorrect,
};

/** Per field: null when the gold has no value (the page does not count for that field), else right or wrong. */
export type MetadataVerdict = Record<MetadataField, boolean | null>;

export function scoreMetadata(out: Metadata | null, gold: Metadata): MetadataVerdict {
  const v = {} as MetadataVerdict;
  for (const f of METADATA_FIELDS) {
    const g = gold[f];
    v[f] = g === null ? null : RULES[f](out?.[f] ?? null, g);
  }
  return v;
}

/**
 * The title, author and date of a `-f json` output. `author` may also be an array of names (joined with
 * ", "); empty strings count as absent.
 */
export function metadataOfJson(json: Record<string, unknown>): Metadata {
  const text = (x: unknown): string | null => {
    if (Array.isArray(x)) x = x.filter((s) => typeof s === 'string').join(', ');
    return typeof x === 'string' && x.trim() !== '' ? x : null;
  };
  return { title: text(json.title), author: text(json.author), date: text(json.date) };
}
