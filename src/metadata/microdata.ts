// Microdata (`itemscope`/`itemtype`/`itemprop`): the page's items with their property values, and the
// facts of its main item (an Article, BlogPosting, … as in JSON-LD).
import {
  type ChildNode,
  type DocumentNode,
  type ElementNode,
  getAttr,
  textContent,
  type Visitor,
  walk,
} from '../html/node.js';
import { normalizeDate } from './dates.js';
import { joinNames, mainEntity } from './json-ld.js';
import { cleanAuthor } from './meta-tags.js';
import { clean, MAX_DESCRIPTION_CHARS } from './text.js';
import { NO_FACTS, type SourceFacts } from './types.js';

export interface MicroItem {
  /** The `itemtype` URLs' last segments (`https://schema.org/NewsArticle` → `NewsArticle`). */
  types: string[];
  props: Map<string, (string | MicroItem)[]>;
}

/** Items read per page. */
const MAX_ITEMS = 1_000;
/** Properties whose text is the page's body: never read as a value (it would cost a copy of the page). */
const BODY_PROPS = new Set(['articlebody', 'text', 'reviewbody', 'recipeinstructions', 'mainentityofpage']);

function propValue(el: ElementNode): string | null {
  switch (el.name) {
    case 'meta':
      return getAttr(el, 'content') ?? null;
    case 'time':
      return getAttr(el, 'datetime') ?? clean(textContent(el));
    case 'a':
    case 'link':
    case 'area':
      return getAttr(el, 'href') ?? null;
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'iframe':
      return getAttr(el, 'src') ?? null;
    case 'data':
    case 'meter':
      return getAttr(el, 'value') ?? null;
    default:
      return getAttr(el, 'content') ?? clean(textContent(el), MAX_DESCRIPTION_CHARS);
  }
}

/** Every item of the page in document order (nested items also appear as property values). */
/** An item element's `itemtype` URLs' last segments (`https://schema.org/NewsArticle` → `NewsArticle`). */
export function itemTypesOf(e: ElementNode): string[] {
  return (getAttr(e, 'itemtype') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => t.replace(/^.*[/#]/, ''));
}

export function readMicrodata(doc: DocumentNode): MicroItem[] {
  const reader = new MicrodataReader();
  walk(
    doc,
    (n) => reader.enter(n),
    (el) => reader.leave(el),
  );
  return reader.result();
}

/** `readMicrodata` as a visitor, for a walk shared with other readers (`walkTogether`). */
export function microdataReader(): Required<Visitor> & { result: () => MicroItem[] } {
  return new MicrodataReader();
}

// A class, not a closure made per page: V8 holds optimized code weakly, so a per-page closure's compiled
// `enter` went with the page's closure at each full GC and was compiled again (7-8 times per run of 358 pages).
class MicrodataReader implements Required<Visitor> {
  private readonly items: MicroItem[] = [];
  private readonly stack: { el: ElementNode; item: MicroItem }[] = [];

  enter(n: ChildNode): void {
    if (n.kind !== 'element' || n.attrs.length === 0) return;
    const { items, stack } = this;
    const owner = stack.length > 0 ? stack[stack.length - 1].item : null;
    const scoped = getAttr(n, 'itemscope') !== undefined && items.length < MAX_ITEMS;
    let item: MicroItem | null = null;
    if (scoped) {
      item = {
        types: itemTypesOf(n),
        props: new Map(),
      };
      items.push(item);
    }
    const prop = getAttr(n, 'itemprop');
    if (prop && owner) {
      for (const name of prop.toLowerCase().split(/\s+/).filter(Boolean)) {
        if (!item && BODY_PROPS.has(name)) continue;
        const v = item ?? propValue(n);
        if (v === null) continue;
        const list = owner.props.get(name);
        if (list) list.push(v);
        else owner.props.set(name, [v]);
      }
    }
    if (item) stack.push({ el: n, item });
  }

  leave(el: ElementNode): void {
    const stack = this.stack;
    if (stack.length > 0 && stack[stack.length - 1].el === el) stack.pop();
  }

  result(): MicroItem[] {
    return this.items;
  }
}

function text(v: string | MicroItem | undefined): string | null {
  if (v === undefined) return null;
  if (typeof v === 'string') return clean(v);
  return (
    text(v.props.get('name')?.[0]) ??
    clean(
      [text(v.props.get('givenname')?.[0]), text(v.props.get('familyname')?.[0])].filter(Boolean).join(' '),
    )
  );
}

function prop(item: MicroItem | null, name: string): string | null {
  return item ? text(item.props.get(name)?.[0]) : null;
}

export function microdataFacts(items: readonly MicroItem[]): SourceFacts {
  if (items.length === 0) return { ...NO_FACTS };
  // The same main-entity choice as JSON-LD's, on the items' types.
  const asNodes = items.map((i) => ({ '@type': i.types, item: i }));
  const main = (mainEntity(asNodes)?.item as MicroItem | undefined) ?? null;
  const authors = (main?.props.get('author') ?? main?.props.get('creator') ?? [])
    .map((v) => cleanAuthor(text(v)))
    .filter((s): s is string => s !== null);
  const site = items.find((i) => i.types.includes('WebSite')) ?? null;
  return {
    title: prop(main, 'headline') ?? prop(main, 'name'),
    author: joinNames(authors),
    date: normalizeDate(prop(main, 'datepublished') ?? prop(main, 'datecreated') ?? prop(main, 'uploaddate')),
    site: prop(site, 'name') ?? prop(main, 'publisher'),
    description: main ? clean(text(main.props.get('description')?.[0]) ?? null, MAX_DESCRIPTION_CHARS) : null,
    language: prop(main, 'inlanguage'),
    canonical: null,
  };
}
