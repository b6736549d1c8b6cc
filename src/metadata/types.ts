// What `-f json` and the library result say about a page besides its text (SPEC: Formats, json).

export interface PageMetadata {
  /** The article's title, without the site name `<title>` often adds. */
  title: string | null;
  author: string | null;
  /** ISO 8601 publication date, on the page's own calendar day (never shifted to UTC). */
  date: string | null;
  /** ISO 639-1. */
  language: string | null;
  site: string | null;
  canonical: string | null;
  description: string | null;
}

/** Where a metadata value came from; the order in which they are tried is measured (scripts/metadata-order.ts). */
export type MetadataSource = 'jsonld' | 'meta' | 'microdata' | 'time' | 'text' | 'document' | 'url';
/**
 * `document` is the `<title>` element (title only); `text` the title heading, the byline and a date line near
 * the heading; `url` a date in the URL's path (`/2024/03/03/…`).
 */
export const METADATA_SOURCES: readonly MetadataSource[] = [
  'jsonld',
  'meta',
  'microdata',
  'time',
  'text',
  'document',
  'url',
];

/** One source's answers (null: the source says nothing). */
export interface SourceFacts {
  title: string | null;
  author: string | null;
  date: string | null;
  site: string | null;
  description: string | null;
  language: string | null;
  canonical: string | null;
  /** For the text's title: how well the heading's words match the declared title (Dice, 0–1). */
  titleScore?: number;
}

export const NO_FACTS: Readonly<SourceFacts> = Object.freeze({
  title: null,
  author: null,
  date: null,
  site: null,
  description: null,
  language: null,
  canonical: null,
});
