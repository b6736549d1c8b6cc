// The entries a listing page declares: a category, search or collection page that marks up its list as a
// schema.org ItemList (JSON-LD or microdata, often with a CollectionPage around it) spells out each entry's
// name, url and sometimes description in `itemListElement` (a ListItem with its own `name`/`url`, or an `item`
// holding them). Breadcrumbs are ItemLists too (BreadcrumbList): never read here.
//
// `declaredItemBlocks`: when the page shows several of its declared entries (a block that is an entry's name,
// or its title inside a link to the entry's url) and the pass kept most of them, the list is the page's content
// and the few entries left out (a second grid of the same list, read as a teaser grid) come back: each by its
// title, the block with the most words among those naming it or linking to it. Entries of which a block is kept
// already bring nothing more (a card's price or button stays as the pass left it); a page where few of the
// found entries are kept (a forum's "related threads", a shop's "also bought" strip) brings nothing back.
// `undeclaredListBlocks`: on such a page, a kept list of links to none of the declared entries (a shop's
// "Related pages" searches beside its declared grid) is not the list.
import type { Block } from '../blocks/block.js';
import { perBlockList } from '../blocks/per-block-list.js';
import { type ElementNode, getAttr, parentElement } from '../html/node.js';
import type { JsonLdNode } from '../metadata/json-ld.js';
import { typesOf } from '../metadata/json-ld.js';
import type { MicroItem } from '../metadata/microdata.js';
import { asList, asString, declaredBlockWords, declaredWords } from './declared-values.js';

export interface DeclaredItemParams {
  /** Bring back the declared entries left out (`declaredItemBlocks`; 1 = on, 0 or absent = off). */
  declaredItems?: number;
  /**
   * Least share of the declared entries found on the page with a kept block before either step acts (default
   * 0.75).
   */
  declaredItemsShare?: number;
  /** Least declared entries found on the page (default 3). */
  declaredItemsMin?: number;
  /**
   * `declaredItemBlocks` brings back only the entries shown above the first kept one (a featured grid over the
   * kept list; 1 = on, 0 or absent = every entry left out).
   */
  declaredItemsLead?: number;
  /**
   * Least kept links of a list (`ul`/`ol`) that goes, on such a page, when none of them is a declared entry's
   * (a "related pages" strip beside the declared grid; 0 or absent = off).
   */
  declaredItemsOthers?: number;
}

/** One declared entry: its name, url and description as declared ('' when absent). */
export interface DeclaredItem {
  name: string;
  url: string;
  description: string;
}

const obj = (v: unknown): JsonLdNode | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonLdNode) : null;

function jsonLdItem(v: unknown): DeclaredItem | null {
  if (typeof v === 'string') return v.trim() ? { name: '', url: v.trim(), description: '' } : null;
  const li = obj(v);
  if (!li) return null;
  const inner = obj(li.item);
  // An Offer of an OfferCatalog names its product in `itemOffered`.
  const offered = obj(li.itemOffered) ?? (inner ? obj(inner.itemOffered) : null);
  const pick = (k: string): string =>
    asString(li[k]) || (inner ? asString(inner[k]) : '') || (offered ? asString(offered[k]) : '');
  const url =
    pick('url') ||
    (typeof li.item === 'string' ? li.item.trim() : '') ||
    (inner ? asString(inner['@id']) : '');
  const item = { name: pick('name'), url, description: pick('description') };
  return item.name || item.url ? item : null;
}

function microValue(item: MicroItem, name: string): string {
  const v = item.props.get(name)?.[0];
  return typeof v === 'string' ? v.trim() : '';
}

function microItem(v: string | MicroItem): DeclaredItem | null {
  if (typeof v === 'string') return v.trim() ? { name: '', url: v.trim(), description: '' } : null;
  const inner = v.props.get('item')?.[0];
  const innerItem = inner && typeof inner !== 'string' ? inner : null;
  const pick = (k: string): string => microValue(v, k) || (innerItem ? microValue(innerItem, k) : '');
  const url = pick('url') || (typeof inner === 'string' ? inner.trim() : '');
  const item = { name: pick('name'), url, description: pick('description') };
  return item.name || item.url ? item : null;
}

/** The entries of every list the page declares (JSON-LD and microdata `itemListElement`), breadcrumbs left out. */
export function declaredItems(
  jsonld: readonly JsonLdNode[],
  microdata: readonly MicroItem[],
): DeclaredItem[] {
  const out: DeclaredItem[] = [];
  for (const node of jsonld) {
    if (node.itemListElement == null || typesOf(node).includes('BreadcrumbList')) continue;
    for (const v of asList(node.itemListElement)) {
      const item = jsonLdItem(v);
      if (item) out.push(item);
    }
  }
  for (const m of microdata) {
    const elements = m.props.get('itemlistelement');
    if (!elements || m.types.includes('BreadcrumbList')) continue;
    for (const v of elements) {
      const item = microItem(v);
      if (item) out.push(item);
    }
  }
  return out;
}

/** A url's path and query (origin, fragment and a trailing slash dropped): '' for the site's root. */
function urlKey(url: string): string {
  return url
    .trim()
    .replace(/^(?:https?:)?\/\/[^/]+/i, '')
    .replace(/#.*$/, '')
    .replace(/\/+(\?|$)/, '$1');
}

/** The href of the link around block `b` ('' when none). */
function hrefOf(b: Block): string {
  for (let e: ElementNode | null = b.node; e; e = parentElement(e))
    if (e.name === 'a') return getAttr(e, 'href') ?? '';
  return '';
}

/** Elements whose text is no entry's title (an image's alt text, a frame's fallback, a button's label). */
const NOT_TITLE = new Set(['img', 'iframe', 'svg', 'button']);

/** Per block: its word form ('' for alt text), its word count and its link target, once per block list. */
const titlesAndLinks = perBlockList((blocks: readonly Block[]) => {
  const { forms, counts } = declaredBlockWords(blocks);
  return {
    texts: forms.map((w, i) => (NOT_TITLE.has(blocks[i].node.name) ? '' : w)),
    counts,
    hrefs: blocks.map((b) => urlKey(hrefOf(b))),
  };
});

/** How the page shows its declared entries: per block its words and link target, and the entries found. */
interface ShownItems {
  texts: string[];
  hrefs: string[];
  /** Per declared entry found on the page (by name or link), its blocks: 2+ words, no alt text. */
  found: number[][];
  /** Whether `found` is enough: `minFound`+ entries, `keptShare` of them with a kept block. */
  listed: boolean;
}

function shownItems(
  blocks: readonly Block[],
  kept: readonly boolean[],
  items: readonly DeclaredItem[],
  keptShare: number,
  minFound: number,
): ShownItems {
  const { texts, counts, hrefs } = titlesAndLinks(blocks);
  const seen = new Set<string>();
  const found: number[][] = [];
  for (const item of items) {
    const name = declaredWords(item.name);
    const url = urlKey(item.url);
    const key = `${name}\n${url}`;
    if ((name === '' && url === '') || seen.has(key)) continue;
    seen.add(key);
    const at: number[] = [];
    for (let i = 0; i < blocks.length; i++)
      if (
        texts[i] !== '' &&
        counts[i] >= 2 &&
        ((name !== '' && texts[i] === name) || (url !== '' && hrefs[i] === url))
      )
        at.push(i);
    if (at.length > 0) found.push(at);
  }
  const keptItems = found.filter((at) => at.some((i) => kept[i])).length;
  return { texts, hrefs, found, listed: found.length >= minFound && keptItems >= keptShare * found.length };
}

/**
 * 1 for the title block (most words) of each declared entry found on the page with none of its blocks kept,
 * when `minFound` entries or more are found and `keptShare` of them have a kept block.
 */
export function declaredItemBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  items: readonly DeclaredItem[] | undefined,
  keptShare: number,
  minFound = 3,
  leadOnly = false,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (!items || items.length === 0 || keptShare <= 0) return out;
  const shown = shownItems(blocks, kept, items, keptShare, minFound);
  if (!shown.listed) return out;
  // The first block of a kept declared entry: with `leadOnly`, only the entries above it come back.
  let firstKept = blocks.length;
  for (const at of shown.found) for (const i of at) if (kept[i] && i < firstKept) firstKept = i;
  for (const at of shown.found) {
    if (at.some((i) => kept[i])) continue;
    const title = at.reduce((best, i) => (blocks[i].words > blocks[best].words ? i : best), at[0]);
    if (!leadOnly || title < firstKept) out[title] = 1;
  }
  return out;
}

/** The nearest list (`ul`/`ol`) around block `b`, or null. */
function listOf(b: Block): ElementNode | null {
  for (let e: ElementNode | null = b.node; e; e = parentElement(e))
    if (e.name === 'ul' || e.name === 'ol') return e;
  return null;
}

/**
 * 1 for each block of a kept list (`ul`/`ol`) of `minLinks`+ kept blocks, all of them links and none a declared
 * entry's (by name or link), on a page whose declared list is shown and kept as for `declaredItemBlocks`.
 */
export function undeclaredListBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  items: readonly DeclaredItem[] | undefined,
  keptShare: number,
  minFound: number,
  minLinks: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (!items || items.length === 0 || keptShare <= 0 || minLinks <= 0) return out;
  const shown = shownItems(blocks, kept, items, keptShare, minFound);
  if (!shown.listed) return out;
  const names = new Set(items.map((x) => declaredWords(x.name)).filter((x) => x !== ''));
  const urls = new Set(items.map((x) => urlKey(x.url)).filter((x) => x !== ''));
  const declared = (i: number): boolean =>
    names.has(shown.texts[i]) || (shown.hrefs[i] !== '' && urls.has(shown.hrefs[i]));
  const lists = new Map<ElementNode, number[]>();
  for (let i = 0; i < blocks.length; i++) {
    const l = kept[i] ? listOf(blocks[i]) : null;
    if (!l) continue;
    const at = lists.get(l);
    if (at) at.push(i);
    else lists.set(l, [i]);
  }
  for (const at of lists.values())
    if (
      at.length >= minLinks &&
      !at.some(declared) &&
      at.every((i) => blocks[i].linkWords === blocks[i].words)
    )
      for (const i of at) out[i] = 1;
  return out;
}
