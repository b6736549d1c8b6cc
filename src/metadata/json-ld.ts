// JSON-LD (`<script type="application/ld+json">`): every object of every script, through arrays and
// `@graph`, and the facts of the page's main entity (headline, author, datePublished, publisher, …).
// Read before preclean drops the scripts.
import { type ChildNode, type DocumentNode, getAttr, textContent, type Visitor, walk } from '../html/node.js';
import { normalizeDate } from './dates.js';
import { cleanAuthor } from './meta-tags.js';
import { clean, decodeLeftoverEntities, joinNames, MAX_DESCRIPTION_CHARS } from './text.js';

export { joinNames } from './text.js';

import { NO_FACTS, type SourceFacts } from './types.js';

export type JsonLdNode = Record<string, unknown>;

/** Largest script read: JSON-LD is small; a megabyte is a page that put its state in there. */
const MAX_SCRIPT_CHARS = 1_000_000;
/** Objects kept per page (nested ones included). */
const MAX_NODES = 2_000;

function parseLenient(raw: string): unknown {
  const text = raw
    .trim()
    .replace(/^\s*(<!--|\/\*\s*<!\[CDATA\[\s*\*\/|<!\[CDATA\[)/, '')
    .replace(/(-->|\/\*\s*\]\]>\s*\*\/|\]\]>)\s*$/, '')
    .trim();
  try {
    return JSON.parse(text);
  } catch {
    // The usual faults of hand-written JSON-LD: raw line breaks or tabs inside strings, trailing commas.
    try {
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

/** Every object of the page's JSON-LD, outer ones first; arrays and `@graph` are walked, nested objects too. */
export function readJsonLd(doc: DocumentNode): JsonLdNode[] {
  const reader = new JsonLdReader();
  walk(doc, (n) => reader.enter(n));
  return reader.result();
}

/** `readJsonLd` as a visitor, for a walk shared with other readers (`walkTogether`). */
export function jsonLdReader(): Visitor & { result: () => JsonLdNode[] } {
  return new JsonLdReader();
}

// A class, not a closure made per page: V8 holds optimized code weakly, so a per-page closure's compiled
// `enter` went with the page's closure at each full GC and was compiled again (7-8 times per run of 358 pages).
class JsonLdReader implements Visitor {
  private readonly out: JsonLdNode[] = [];

  enter(n: ChildNode): false | undefined {
    if (n.kind !== 'element') return;
    if (n.name !== 'script') return;
    const type = (getAttr(n, 'type') ?? '').trim().toLowerCase();
    if (type !== 'application/ld+json') return false;
    const raw = textContent(n);
    if (raw.length > MAX_SCRIPT_CHARS) return false;
    const out = this.out;
    const stack: unknown[] = [parseLenient(raw)];
    while (stack.length > 0 && out.length < MAX_NODES) {
      const v = stack.pop();
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
      } else if (v && typeof v === 'object') {
        const o = v as JsonLdNode;
        out.push(o);
        const nested = Object.entries(o).filter(([k, x]) => k !== '@context' && x && typeof x === 'object');
        for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i][1]);
      }
    }
    return false;
  }

  result(): JsonLdNode[] {
    return this.out;
  }
}

export function typesOf(node: JsonLdNode): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/#:]/, ''));
}

/** schema.org types naming an article (https://schema.org/docs/full.html); the cleaner's page kinds use them too. */
export const ARTICLE_TYPES: ReadonlySet<string> = new Set([
  'Article',
  'NewsArticle',
  'AnalysisNewsArticle',
  'OpinionNewsArticle',
  'ReportageNewsArticle',
  'ReviewNewsArticle',
  'BackgroundNewsArticle',
  'BlogPosting',
  'LiveBlogPosting',
  'TechArticle',
  'ScholarlyArticle',
  'Report',
  'Recipe',
  'HowTo',
]);

/** Types whose object carries the page's own headline, author and date: articles and other main entities. */
const MAIN_ENTITY_TYPES = new Set([
  ...ARTICLE_TYPES,
  'SocialMediaPosting',
  'DiscussionForumPosting',
  'Review',
  'VideoObject',
  'Podcast',
  'PodcastEpisode',
  'Course',
  'Event',
  'JobPosting',
  'Product',
  'Question',
  'CreativeWork',
]);
const PAGE_TYPES = new Set([
  'WebPage',
  'ItemPage',
  'AboutPage',
  'FAQPage',
  'QAPage',
  'ProfilePage',
  'ContactPage',
  'CollectionPage',
  'SearchResultsPage',
  'MedicalWebPage',
]);
const AGENT_TYPES = new Set([
  'Person',
  'Organization',
  'NewsMediaOrganization',
  'Corporation',
  'LocalBusiness',
]);

function str(v: unknown, max?: number): string | null {
  if (typeof v === 'string') return clean(decodeLeftoverEntities(v), max);
  if (Array.isArray(v)) return str(v[0], max);
  if (v && typeof v === 'object' && typeof (v as JsonLdNode)['@value'] === 'string')
    return str((v as JsonLdNode)['@value'], max);
  return null;
}

/** Types that name an organization: as an author it is the publisher's name, not a byline. */
const ORGANIZATION_TYPES = new Set([
  'Organization',
  'NewsMediaOrganization',
  'Corporation',
  'LocalBusiness',
  'WebSite',
  'Brand',
]);

/**
 * The names of an author value: a string, a Person/Organization, an `@id` reference, or a list of these.
 * With `people`, organizations are skipped (a page's author given as its company is no byline).
 */
function names(v: unknown, byId: Map<string, JsonLdNode>, people = false, depth = 0): string[] {
  if (depth > 3 || v === null || v === undefined) return [];
  if (typeof v === 'string') {
    // As meta tags give it: `By Jane Doe` → `Jane Doe`, a profile URL or handle is no name.
    const s = cleanAuthor(decodeLeftoverEntities(v));
    return s ? [s] : [];
  }
  if (Array.isArray(v)) return v.flatMap((x) => names(x, byId, people, depth + 1));
  if (typeof v !== 'object') return [];
  const o = v as JsonLdNode;
  const types = typesOf(o);
  if (people && types.some((t) => ORGANIZATION_TYPES.has(t)) && !types.includes('Person')) return [];
  const own = str(o.name) ?? [str(o.givenName), str(o.familyName)].filter(Boolean).join(' ');
  if (own) return [own];
  const ref = typeof o['@id'] === 'string' ? byId.get(o['@id']) : undefined;
  return ref && ref !== o ? names(ref, byId, people, depth + 1) : [];
}

/** The page's main entity: the first article-like object, else the first web page object. */
export function mainEntity(nodes: readonly JsonLdNode[]): JsonLdNode | null {
  return (
    nodes.find((n) => typesOf(n).some((t) => MAIN_ENTITY_TYPES.has(t))) ??
    nodes.find((n) => typesOf(n).some((t) => PAGE_TYPES.has(t))) ??
    null
  );
}

/** Facts of the page from its JSON-LD objects. */
export function jsonLdFacts(nodes: readonly JsonLdNode[]): SourceFacts {
  if (nodes.length === 0) return { ...NO_FACTS };
  const byId = new Map<string, JsonLdNode>();
  for (const n of nodes) if (typeof n['@id'] === 'string' && !byId.has(n['@id'])) byId.set(n['@id'], n);
  const main = mainEntity(nodes);
  const page = nodes.find((n) => typesOf(n).some((t) => PAGE_TYPES.has(t))) ?? null;
  const website = nodes.find((n) => typesOf(n).includes('WebSite')) ?? null;
  const publisherOf = (n: JsonLdNode | null) => (n ? names(n.publisher, byId)[0] : undefined);
  // People first; an organization only when the page names no person (WCXB's gold then gives the
  // organization: `"author": {"@type": "Organization", "name": "Loona Construction"}`).
  const authorOf = (n: JsonLdNode | null, people: boolean) => {
    if (!n) return null;
    const a = names(n.author, byId, people);
    return joinNames(a.length > 0 ? a : names(n.creator, byId, people));
  };
  // The author may sit on another article-like object than the first (a FAQPage's Question first, the
  // Article after it in a second script).
  // Reviews and questions nested in a product or FAQ carry their own writers, not the page's.
  const articles = nodes.filter((n) =>
    typesOf(n).some((t) => MAIN_ENTITY_TYPES.has(t) && t !== 'Review' && t !== 'Question'),
  );
  const authorIn = (people: boolean) => {
    for (const n of [main, ...articles, page]) {
      const a = authorOf(n, people);
      if (a) return a;
    }
    return null;
  };
  const dateOf = (n: JsonLdNode | null) =>
    n
      ? normalizeDate(str(n.datePublished) ?? str(n.dateCreated) ?? str(n.uploadDate) ?? str(n.startDate))
      : null;
  const isAgent = main ? typesOf(main).some((t) => AGENT_TYPES.has(t)) : false;
  return {
    title: main && !isAgent ? (str(main.headline) ?? str(main.name)) : null,
    author: authorIn(true) ?? authorIn(false),
    date: dateOf(main) ?? dateOf(page),
    site: str(website?.name) ?? publisherOf(main) ?? publisherOf(page) ?? null,
    description: main ? str(main.description, MAX_DESCRIPTION_CHARS) : null,
    language: str(main?.inLanguage) ?? str(page?.inLanguage) ?? str(website?.inLanguage),
    canonical: null,
  };
}
