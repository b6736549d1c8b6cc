// What kind of page this is, from what the page declares (schema.org types in JSON-LD and microdata, og:type)
// and how its text is laid out (one dominant text region, or many similar entries). The auto cleaner's
// second pass lets the kind choose its region step: an article keeps its article region, a listing all its
// repeated entries, a product its description and specifications, a forum all its posts.
// The declarations are read before preclean (which drops the JSON-LD scripts), like the metadata's.
import type { DocumentNode } from '../html/node.js';
import { readStructuredData, type StructuredData } from '../metadata/index.js';
import { ARTICLE_TYPES, jsonLdFacts, typesOf } from '../metadata/json-ld.js';
import { metaFacts } from '../metadata/meta-tags.js';
import { microdataFacts } from '../metadata/microdata.js';
import { type DeclaredQuestion, declaredQuestions } from './declared-faq.js';
import { type DeclaredItem, declaredItems } from './declared-items.js';
import { declaredBios, declaredEntityTexts } from './declared-texts.js';

export type PageKind = 'article' | 'listing' | 'product' | 'forum' | 'other';

/** What the page says about itself: schema.org type names (JSON-LD and microdata) and og:type. */
export interface PageSignals {
  schemaTypes: readonly string[];
  ogType: string | null;
  /** The page declares a publication date (`page-date.ts`); absent = unknown, taken as not declared. */
  dated?: boolean;
  /**
   * How many products the page declares (distinct names of its schema.org products); absent = unknown. A
   * product's page declares one (its variants share its name or add a size or colour); a category page
   * that marks up its grid declares one per card.
   */
  products?: number;
  /**
   * The text of each post a declared thread spells out in its JSON-LD (`text` or `articleBody` of a
   * DiscussionForumPosting, Comment, Answer or Question); absent = none (`declared-posts.ts`).
   */
  postTexts?: readonly string[];
  /** The titles the page declares besides its `<title>`: og:title, the JSON-LD and microdata headline. */
  titles?: readonly string[];
  /** The questions and answers of a FAQPage the page declares in JSON-LD (`declared-faq.ts`); absent = none. */
  faq?: readonly DeclaredQuestion[];
  /** The main entity's own texts the page declares in JSON-LD (`declared-texts.ts`); absent = none. */
  entityTexts?: readonly string[];
  /** The declared authors' biographies (a Person's description, `declared-texts.ts`); absent = none. */
  bios?: readonly string[];
  /** The entries of the lists (ItemList `itemListElement`) the page declares (`declared-items.ts`); absent = none. */
  listItems?: readonly DeclaredItem[];
}

export const NO_SIGNALS: Readonly<PageSignals> = Object.freeze({ schemaTypes: [], ogType: null });

/** The page's declared types (call before preclean: it drops the JSON-LD scripts). */
export function readPageSignals(
  doc: DocumentNode,
  data: StructuredData = readStructuredData(doc),
): PageSignals {
  const types = new Set<string>();
  const products = new Set<string>();
  const postTexts: string[] = [];
  for (const node of data.jsonld) {
    const t = typesOf(node);
    for (const x of t) types.add(x);
    if (t.some((x) => POST_TYPES.has(x))) postTexts.push(...postTextsOf(node));
    if (t.some((x) => PRODUCT_TYPES.has(x))) products.add(nameOf(node.name));
  }
  for (const item of data.microdata) {
    for (const t of item.types) types.add(t);
    if (item.types.some((x) => PRODUCT_TYPES.has(x))) products.add(nameOf(item.props.get('name')?.[0]));
  }
  const og = data.head.meta.get('og:type')?.[0]?.trim().toLowerCase() ?? null;
  // The structured data's facts, read once for the declared date and titles.
  const jsonld = jsonLdFacts(data.jsonld);
  const microdata = microdataFacts(data.microdata);
  const signals: PageSignals = {
    schemaTypes: [...types],
    ogType: og || null,
    // A publication date in JSON-LD, meta tags or microdata (`page-date.ts`: a dated page is a post).
    dated: Boolean(jsonld.date || metaFacts(data.head).date || microdata.date),
    products: products.size,
    titles: declaredTitles(data, [jsonld.title, microdata.title]),
  };
  const faq = declaredQuestions(data.jsonld);
  if (faq.length > 0) signals.faq = faq;
  const entityTexts = declaredEntityTexts(data.jsonld);
  if (entityTexts.length > 0) signals.entityTexts = entityTexts;
  const bios = declaredBios(data);
  if (bios.length > 0) signals.bios = bios;
  const listItems = declaredItems(data.jsonld, data.microdata);
  if (listItems.length > 0) signals.listItems = listItems;
  return postTexts.length > 0 ? { ...signals, postTexts } : signals;
}

/** og:title (every one: some pages set two) and the `facts`' titles (JSON-LD, microdata), for `headline-drop.ts`. */
function declaredTitles(data: StructuredData, facts: readonly (string | null | undefined)[]): string[] {
  const titles = [...(data.head.meta.get('og:title') ?? []), ...facts];
  return titles.flatMap((t) => (t?.trim() ? [t.trim()] : []));
}

/** The schema.org types of a thread's posts, whose `text` (or `articleBody`) is the post's own text. */
const POST_TYPES = new Set(['DiscussionForumPosting', 'Comment', 'Answer', 'Question']);

function postTextsOf(node: Record<string, unknown>): string[] {
  return [node.text, node.articleBody].filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/** A declared product's name as a key: trimmed, lower-case ('' when it has none). */
function nameOf(v: unknown): string {
  return typeof v === 'string' ? v.trim().toLowerCase() : '';
}

// schema.org vocabulary (https://schema.org/docs/full.html), by the kind of main content each type names
// (articles: `ARTICLE_TYPES` of metadata/json-ld.ts).
const PRODUCT_TYPES = new Set([
  'Product',
  'ProductGroup',
  'IndividualProduct',
  'ProductModel',
  'Vehicle',
  'Car',
]);
// Not `Question`: FAQ blocks (FAQPage) of service and article pages are made of Questions.
const FORUM_TYPES = new Set(['DiscussionForumPosting', 'QAPage']);
const LISTING_TYPES = new Set(['ItemList', 'CollectionPage', 'SearchResultsPage', 'OfferCatalog']);

/** The kind the page declares, or null when it declares none of these. */
export function declaredKind(s: PageSignals): PageKind | null {
  const has = (set: ReadonlySet<string>) => s.schemaTypes.some((t) => set.has(t));
  // A forum thread or Q&A page is marked up as postings (often also as an Article): the posts win.
  if (has(FORUM_TYPES)) return 'forum';
  if (has(PRODUCT_TYPES) || s.ogType === 'product' || s.ogType === 'og:product') return 'product';
  if (has(ARTICLE_TYPES) || s.ogType === 'article') return 'article';
  if (has(LISTING_TYPES)) return 'listing';
  return null;
}

const NON_ARTICLE_OG = /^(?:website|product(?:\.group|\.item)?)$/i;

/**
 * The page declares a site's, a shop's or a list's page (og:type `website` or `product`, a schema.org product or
 * listing type), whatever else it declares: there a section the CRF kept whole (a shop's "Why our fire pits"
 * block) is one of the page's sections, and the rest it kept is content too (`articleFullRegionDeclared`).
 */
export function declaresNonArticle(s: PageSignals): boolean {
  if (s.ogType && NON_ARTICLE_OG.test(s.ogType.trim())) return true;
  return s.schemaTypes.some((t) => PRODUCT_TYPES.has(t) || LISTING_TYPES.has(t));
}

export interface PageKindParams {
  /**
   * A page declaring more products than this (distinct names) is a category page, not a product's page, even
   * with no listing type beside them: a grid whose cards each carry their Product markup (0 = no bound). A
   * product's variants share its name or add a size or colour: a dozen at most.
   */
  productsMax?: number;
}

/**
 * Whether the page declares a schema.org product and nothing that makes it another kind of page: a review
 * article or a category listing also declares the products it shows (Article or ItemList beside Product, or
 * more than `productsMax` products).
 */
export function declaresProductOnly(s: PageSignals, params: PageKindParams = {}): boolean {
  // og:type "product" alone does not count: shops put it on their category pages too.
  if (declaredKind(s) !== 'product' || !s.schemaTypes.some((t) => PRODUCT_TYPES.has(t))) return false;
  const max = params.productsMax ?? 0;
  if (max > 0 && (s.products ?? 0) > max) return false;
  return !declaresOtherKind(s);
}

/**
 * Whether the page's only product declaration is og:type "product" (no schema.org product), with no article or
 * listing type beside it. Weaker than `declaresProductOnly`: enough for the product step's region around the
 * name heading, which leaves a page alone when no region near the name holds most of the kept text (a category
 * page's grid), not for the steps that skip a product page's listing entries.
 */
export function declaresOgProductOnly(s: PageSignals): boolean {
  if (declaredKind(s) !== 'product' || s.schemaTypes.some((t) => PRODUCT_TYPES.has(t))) return false;
  return !declaresOtherKind(s);
}

/** schema.org types of something sold (an offer alone marks up a shop page that names no Product type). */
const OFFER_TYPES = new Set(['Offer', 'AggregateOffer']);

/**
 * Whether the page's schema.org markup declares a product or an offer and no article: a news site marks up
 * its subscription as a Product beside its NewsArticle.
 */
export function declaresForSale(s: PageSignals): boolean {
  return s.schemaTypes.some((t) => PRODUCT_TYPES.has(t) || OFFER_TYPES.has(t)) && !declaresSchemaArticle(s);
}

/** Whether the page declares an article or a listing type (a review article, a category page). */
function declaresOtherKind(s: PageSignals): boolean {
  return s.schemaTypes.some((t) => ARTICLE_TYPES.has(t) || LISTING_TYPES.has(t));
}

/** Whether the page's schema.org markup (not og:type alone, which themes put on every page) declares an article. */
export function declaresSchemaArticle(s: PageSignals): boolean {
  return s.schemaTypes.some((t) => ARTICLE_TYPES.has(t));
}

/**
 * Whether the page declares an article by schema.org type (beside whatever else it declares: a review article
 * also declares the products it reviews) or by og:type "article". Such a page's headed parts are the article's
 * sections even in separate wrappers (`landing.ts`, `landingArticleSections`).
 */
export function declaresArticle(s: PageSignals): boolean {
  return s.ogType === 'article' || declaresSchemaArticle(s);
}
