// `<meta>` tags (OpenGraph, Twitter, Dublin Core, citation_*, Parse.ly, Sailthru, plain name=…), the
// `<link rel>` facts (canonical, author), `<html lang>` and `<title>`, read in one walk of the page.
import { type ChildNode, type DocumentNode, getAttr, textContent, type Visitor, walk } from '../html/node.js';
import { normalizeDate } from './dates.js';
import { clean, decodeLeftoverEntities, joinNames, looksLikeUrl, MAX_DESCRIPTION_CHARS } from './text.js';
import type { SourceFacts } from './types.js';

export interface HeadTags {
  /** Meta values by lower-cased `property`, `name`, `itemprop` or `http-equiv`, in document order. */
  meta: Map<string, string[]>;
  title: string | null;
  canonical: string | null;
  htmlLang: string | null;
}

/** Meta tags read per page: a page with more is stuffing keywords. */
const MAX_META = 2_000;

export function readHeadTags(doc: DocumentNode): HeadTags {
  const reader = new HeadTagsReader();
  walk(doc, (n) => reader.enter(n));
  return reader.result();
}

/** `readHeadTags` as a visitor, for a walk shared with other readers (`walkTogether`). */
export function headTagsReader(): Visitor & { result: () => HeadTags } {
  return new HeadTagsReader();
}

// A class, not a closure made per page: V8 holds optimized code weakly, so a per-page closure's compiled
// `enter` went with the page's closure at each full GC and was compiled again (7-8 times per run of 358 pages).
class HeadTagsReader implements Visitor {
  private readonly meta = new Map<string, string[]>();
  private title: string | null = null;
  private canonical: string | null = null;
  private htmlLang: string | null = null;
  private count = 0;

  enter(n: ChildNode): false | undefined {
    if (n.kind !== 'element') return;
    switch (n.name) {
      case 'html':
        this.htmlLang ??= clean(getAttr(n, 'lang') ?? getAttr(n, 'xml:lang'));
        return;
      case 'title':
        if (this.title === null && n.ns === 'html') this.title = clean(textContent(n), 1_000);
        return false;
      case 'link': {
        const rel = (getAttr(n, 'rel') ?? '').toLowerCase().split(/\s+/);
        if (this.canonical === null && rel.includes('canonical'))
          this.canonical = clean(getAttr(n, 'href'), 2_000);
        return;
      }
      case 'meta': {
        if (this.count >= MAX_META) return;
        const content = getAttr(n, 'content');
        if (content === undefined) return;
        for (const attr of ['property', 'name', 'itemprop', 'http-equiv']) {
          const key = getAttr(n, attr);
          if (!key) continue;
          for (const k of key.toLowerCase().trim().split(/\s+/)) {
            const list = this.meta.get(k);
            if (list) list.push(content);
            else this.meta.set(k, [content]);
            this.count++;
          }
        }
        return;
      }
      case 'svg':
      case 'math':
        return false;
    }
    return undefined;
  }

  result(): HeadTags {
    return { meta: this.meta, title: this.title, canonical: this.canonical, htmlLang: this.htmlLang };
  }
}

/** First non-empty value among the keys, in the keys' order. */
function first(tags: HeadTags, keys: readonly string[], max?: number): string | null {
  for (const k of keys) {
    for (const v of tags.meta.get(k) ?? []) {
      const s = clean(decodeLeftoverEntities(v), max);
      if (s) return s;
    }
  }
  return null;
}

const TITLE_KEYS = [
  'og:title',
  'twitter:title',
  'citation_title',
  'dc.title',
  'parsely-title',
  'sailthru.title',
];
const AUTHOR_KEYS = [
  'author',
  'article:author',
  'og:article:author',
  'citation_author',
  'dc.creator',
  'dcterms.creator',
  'parsely-author',
  'sailthru.author',
  'byl',
  'byline',
  'twitter:data1', // Slack/Twitter "Written by" label pairs: checked against twitter:label1 below
];
const DATE_KEYS = [
  'article:published_time',
  'og:article:published_time',
  'og:published_time',
  'datepublished',
  'citation_publication_date',
  'citation_date',
  'dc.date.issued',
  'dc.date',
  'dcterms.date',
  'dcterms.created',
  'publish-date',
  'publish_date',
  'publishdate',
  'pubdate',
  'parsely-pub-date',
  'sailthru.date',
  'article.published',
  'date',
];
const SITE_KEYS = ['og:site_name', 'application-name', 'apple-mobile-web-app-title'];
const DESCRIPTION_KEYS = ['og:description', 'description', 'twitter:description', 'dc.description'];
const LANGUAGE_KEYS = ['og:locale', 'content-language', 'dc.language', 'language'];

/** An author value as meta tags give it: `By Jane Doe` → `Jane Doe`; profile URLs and handles are no names. */
export function cleanAuthor(s: string | null): string | null {
  if (!s) return null;
  const t = clean(s.replace(/^\s*(by|written by|posted by|author:?|von|par|por)\s+/i, ''));
  if (!t || looksLikeUrl(t) || t.includes('@') || /^[\d\W]+$/u.test(t)) return null;
  return t;
}

export function metaFacts(tags: HeadTags): SourceFacts {
  let author = null;
  for (const k of AUTHOR_KEYS) {
    if (k === 'twitter:data1' && !/author|written/i.test(first(tags, ['twitter:label1']) ?? '')) continue;
    // Several tags of one key are several authors (`<meta name="citation_author">` once per author).
    const names = (tags.meta.get(k) ?? []).map((v) => cleanAuthor(clean(decodeLeftoverEntities(v))));
    author = joinNames(names.filter((n): n is string => n !== null));
    if (author) break;
  }
  let date: string | null = null;
  for (const k of DATE_KEYS) {
    date = normalizeDate(first(tags, [k]));
    if (date) break;
  }
  return {
    title: first(tags, TITLE_KEYS),
    author,
    date,
    site: first(tags, SITE_KEYS),
    description: first(tags, DESCRIPTION_KEYS, MAX_DESCRIPTION_CHARS),
    language: first(tags, LANGUAGE_KEYS),
    canonical: tags.canonical ?? first(tags, ['og:url'], 2_000),
  };
}
