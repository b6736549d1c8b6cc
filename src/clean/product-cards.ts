// Cards of other products on a product page: "similar items", "customers also viewed", the other colours or
// sizes sold as their own products. Shops build each as a card (a picture and a link to that product's page),
// and a carousel or grid is a run of sibling cards built alike. Class names for them vary by shop and
// language ("vi-grid", "fkTT", "meta__item"), the build does not: several alike siblings, each with its own
// picture, its own link to a page of its own and a price. The product's own content is not built so: its
// specifications and bullet points carry no picture and link each, and its gallery's thumbnails are alt text
// (dropped anyway). The cards are furniture of the product step, dropped before the product region is
// measured, so that a carousel holding more words than the description no longer pulls the region up to
// the page wrapper.
import type { Block } from '../blocks/block.js';
import { pageElements } from '../blocks/page-elements.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { subtreeElements } from '../html/tree-order.js';
import { entrySignature } from './entries.js';
import { nameWords } from './named-containers.js';

export interface ProductCardParams {
  /** On a declared product page, drop runs of at least this many alike product cards (0 = off). */
  productCards?: number;
}

/** Elements that show a picture of a product. */
const PICTURE = new Set(['img', 'picture']);
/** A price as any shop writes it: a currency sign (Unicode's `Sc` category) beside a number, in any order. */
const PRICE_TEXT = /\p{Sc}\s?\d|\d\s?\p{Sc}/u;

/** Whether any of the blocks shows a price (a shop page does; a review article marked og:type "product" may not). */
export function showsPrice(blocks: readonly Block[]): boolean {
  return blocks.some((b) => PRICE_TEXT.test(b.text));
}

const PRICE_PROP = /(?:^|\s)price(?:\s|$)/i;
const PRICE_WORD = /(?:^| )prices?(?: |$)/;

/** Whether the element itself says it shows a price: a text child shaped as one, or price markup. */
function ownPrice(e: ElementNode): boolean {
  if (PRICE_PROP.test(getAttr(e, 'itemprop') ?? '')) return true;
  if (PRICE_WORD.test(nameWords(e))) return true;
  for (const c of e.children) if (c.kind === 'text' && PRICE_TEXT.test(c.value)) return true;
  return false;
}

/** A link to another page: not a fragment, a script or an empty href. */
function pageLink(e: ElementNode): string | null {
  if (e.name !== 'a') return null;
  const href = getAttr(e, 'href')?.trim();
  if (!href || href.startsWith('#') || /^javascript:/i.test(href)) return null;
  return href.replace(/#.*$/, '');
}

/**
 * 1 for each block inside a run of at least `minCards` sibling elements built alike (`entrySignature`), each
 * holding a picture and a link, at least `minCards` of them to distinct pages, none holding `keep` (the
 * product's name heading), and more of them than the page declares products (`declared`: a grid whose
 * cards are the page's declared products is the page's listing, not a carousel beside its product).
 */
export function productCards(
  blocks: readonly Block[],
  minCards: number,
  keep: ElementNode | null = null,
  declared = 0,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (blocks.length === 0 || minCards <= 0) return out;
  const order = pageElements(blocks);
  // Per element, bottom-up in one backward pass: whether it holds a picture, the first page link it holds,
  // and whether it holds `keep`.
  const picture = new Set<ParentNode>();
  const price = new Set<ParentNode>();
  const link = new Map<ParentNode, string>();
  const holdsKeep = new Set<ParentNode>();
  if (keep) for (let e: ParentNode | null = keep; e; e = e.parent) holdsKeep.add(e);
  for (let k = order.length - 1; k > 0; k--) {
    const e = order[k];
    if (e.kind !== 'element') continue;
    const href = pageLink(e);
    if (href !== null) link.set(e, href);
    if (PICTURE.has(e.name)) picture.add(e);
    if (ownPrice(e)) price.add(e);
    const p = e.parent;
    if (!p) continue;
    if (picture.has(e)) picture.add(p);
    if (price.has(e)) price.add(p);
    const l = link.get(e);
    // Document order backwards: the last one set is the first link of the parent's subtree.
    if (l !== undefined) link.set(p, l);
  }
  const cards: ElementNode[] = [];
  for (const parent of order) {
    if (parent.children.length < minCards || !picture.has(parent) || !link.has(parent)) continue;
    const runs = new Map<string, ElementNode[]>();
    for (const c of parent.children) {
      if (c.kind !== 'element') continue;
      const key = entrySignature(c);
      const run = runs.get(key);
      if (run) run.push(c);
      else runs.set(key, [c]);
    }
    for (const run of runs.values()) {
      if (run.length < minCards || run.some((e) => holdsKeep.has(e))) continue;
      const isCard = (e: ElementNode) => picture.has(e) && link.has(e);
      const built = run.filter(isCard);
      // Most of the run are cards (a carousel's clones and placeholders may lack one or the other).
      if (built.length < minCards || built.length < 0.8 * run.length || built.length <= declared) continue;
      if (new Set(built.map((e) => link.get(e))).size < minCards) continue;
      // Products for sale show their prices; a service's or a feature's cards do not.
      if (built.filter((e) => price.has(e)).length < 0.5 * built.length) continue;
      for (const e of run) cards.push(e);
    }
  }
  if (cards.length === 0) return out;
  const inside = subtreeElements(cards);
  for (let i = 0; i < blocks.length; i++) if (inside.has(blocks[i].node)) out[i] = 1;
  return out;
}
