// A listing's entries: the main content of a listing, a collection or a search page is a run of sibling
// elements built alike (same tag and class: cards, rows, teasers), each a title link with a line or two. The
// CRF, trained on running text, drops much of it (short, link-dense blocks). The second pass finds the
// largest such run outside menus, headers and footers and keeps all of its text. Menus are runs too, of one
// or two words an entry: a run counts only when its entries hold some words each.

import type { Block } from '../blocks/block.js';
import { blocksUnder } from '../blocks/block-ancestry.js';
import { wordsOnNodes } from '../blocks/node-words.js';
import { pageElements } from '../blocks/page-elements.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { elementIndex, subtreeElements, sumUpNumbers, underMatching } from '../html/tree-order.js';
import { FURNITURE_AND_FORMS } from '../html/vocabulary.js';
import { isUnlikely } from './article/class-weight.js';
import { type ConsentParams, isConsentContainer } from './consent.js';
import { isDialogContainer } from './dialogs.js';
import { isScreenReaderOnly } from './hidden.js';
import { classOrIdHas, nameWords } from './named-containers.js';
import type { PageKind } from './page-kind.js';

export interface EntriesParams extends ConsentParams {
  /** Keep a listing's repeated entries (0 = off, 1 = on pages without an article region, 2 = on every page). */
  entries?: number;
  /** Fewest entries in a run. */
  entriesMin?: number;
  /** Fewest words per entry, on average. */
  entriesMinWords?: number;
  /** Fewest words of the run, as a share of the page's words. */
  entriesShare?: number;
  /** Blocks of the run are kept when p(o) is below this (1 = all of them). */
  entriesRescueBelow?: number;
  /**
   * Runs of another build under the same parent, with about as many entries, belong to the same listing
   * (`<dt>`/`<dd>` pairs, a title row and a detail row per entry) and are kept with it (0 = off, 1 = on).
   */
  entriesPairs?: number;
  /**
   * A sidebar-, comment- or footer-like class (`isUnlikely`) on an ancestor that holds at least this share of
   * the page's words does not disqualify a run (a page wrapper named `flex-wrap-footer`); 1 = every such
   * ancestor disqualifies (0 = off, the same).
   */
  entriesWrapperShare?: number;
  /**
   * On a page that declares itself a forum thread (schema.org, `page-kind.ts`), its run of entries (the
   * posts) comes before article mode whatever its links and share (0 = off, 1 = on
   * and the run kept whole, 2 = on and the CRF's labels kept inside the run: a post's furniture stays out).
   */
  entriesKind?: number;
  /** Image alt and iframe text inside a listing's entries go, whatever their length (0 = off, 1 = on). */
  entriesDropAlt?: number;
  /**
   * On a page that declares itself an article (a shop or a blog index that its CMS marks up as an Article or
   * a WebPage's Article) and that article mode did not take, the run is kept when it holds at least this
   * share of the page's words (0 = never, as on other declared articles: a "most read" box is no listing).
   */
  entriesDeclaredArticle?: number;
  /**
   * On a page declaring only a product (`declaresProductOnly`), no run is kept (1) or runs are kept as on other
   * pages (0): a product page's runs are carousels of other products, reviews and ads.
   */
  entriesSkipProduct?: number;
  /**
   * A `<form>` holding at least this share of the page's words is a page or grid wrapper (ASP.NET pages, a
   * shop's product-compare form around its grid), not furniture like a search or sign-up form (0 = every
   * form is furniture).
   */
  entriesFormShare?: number;
  /**
   * Entries are block-level elements (1) or any (0): a run of inline `<span>`s is a ticker's or a promo bar's
   * rotating messages, or the words of one line, where a listing's cards and rows are blocks (or links).
   */
  entriesBlockOnly?: number;
  /**
   * Digits in an entry's first class are not part of its build (0 = off, 1 = on): CMS themes number each
   * entry (`post-30149 post type-post`), which would make every entry a build of its own.
   */
  entriesNumbered?: number;
  /**
   * A run under a box no reader sees until asked (a screen-reader-only container, a dialog, a box whose class
   * or id names a modal) is not the listing (0 = off, 1 = on): a shop's screen-reader copy of its menu, a
   * brand picker's modal, each built as a grid. A box holding half the page's words is a wrapper (a `<body>`
   * classed `overlay-modal-shown`), not one.
   */
  entriesSkipShut?: number;
  /**
   * The page's words a run is weighed against leave out those of page furniture: 1, a run found is weighed
   * against the page outside boxes shut to readers and consent dialogs to undo article mode on a collection or
   * a list page (`collection-page.ts`, `listing-page.ts`); 2, also outside landmarks and forms (the run search's
   * furniture); 3, as 2 and the run search's own share too, except on a page declaring a product or a forum
   * thread (0 = every word): a shop's mega-menu, footer or brand picker can outweigh its grid of products,
   * which is still the page's content.
   */
  entriesPageFurniture?: number;
}

/** A class or id word `modal` (`modal-wrapper`, `brand_modal`): for the run search only, as `dialogs.ts` drops text by stricter names. */
const MODAL_WORD = /(?:^| )modal(?: |$)/;

const RAW_MODAL = /modal/i;

/** Whether the element is a box shut to readers: screen-reader-only, a dialog, or named a modal. */
function isShutBox(e: ElementNode): boolean {
  return (
    isScreenReaderOnly(e) ||
    isDialogContainer(e) ||
    (classOrIdHas(e, RAW_MODAL) && MODAL_WORD.test(nameWords(e)))
  );
}

/** Inline elements that are never a listing's entry (`entriesBlockOnly`); a link can wrap a whole card. */
const INLINE = new Set([
  'span',
  'b',
  'i',
  'em',
  'strong',
  'small',
  'label',
  'font',
  'u',
  'abbr',
  'code',
  'sup',
  'sub',
]);

/** Containers whose runs are page furniture, not content, whatever their class says. */

/** How an entry is built: its tag and first class (`card card--featured` and `card` are one build). */
export function entrySignature(e: ElementNode): string {
  const cls = getAttr(e, 'class')?.trim();
  if (!cls) return e.name;
  const end = cls.search(/\s/);
  return `${e.name}.${end < 0 ? cls : cls.slice(0, end)}`;
}

/** An entry's build with the numbers of its first class left out (`article.post-#`). */
export function buildOf(e: ElementNode): string {
  return entrySignature(e).replace(/\d+/g, '#');
}

/** The page's main run of entries. */
export interface EntriesRun {
  /** 1 for each block inside the run. */
  inside: Uint8Array;
  /** Words of the run and of the page. */
  words: number;
  pageWords: number;
  /**
   * The page's words outside its furniture (`entriesPageFurniture`: boxes shut to readers and consent dialogs, from
   * 2 landmarks and forms too; else `pageWords`).
   */
  shownWords: number;
  /** Entries in the run (of its largest build when pairs are joined). */
  entries: number;
  /** The entries' elements (of every build joined). */
  roots: ElementNode[];
}

/** The entry (one of `roots`) holding `node`, or null when the node is outside the run. */
export function entryOf(node: ElementNode, roots: ReadonlySet<ElementNode>): ElementNode | null {
  let e: ElementNode | null = node;
  while (e && !roots.has(e)) e = e.parent?.kind === 'element' ? e.parent : null;
  return e;
}

/** The page's main run of entries, or null when the page has none. */
export function findEntries(
  blocks: readonly Block[],
  params: EntriesParams,
  kind: PageKind | null = null,
): EntriesRun | null {
  if (blocks.length === 0) return null;
  const minEntries = params.entriesMin ?? 4;
  const minWords = params.entriesMinWords ?? 4;
  const share = params.entriesShare ?? 0.2;
  const pairs = (params.entriesPairs ?? 0) > 0;
  const blockOnly = (params.entriesBlockOnly ?? 0) > 0;
  const signature = (params.entriesNumbered ?? 0) > 0 ? buildOf : entrySignature;
  const { own, total } = wordsOnNodes(blocks);
  if (total === 0) return null;
  const order = pageElements(blocks);
  const words = sumUpNumbers(order, own);
  const wrapper = params.entriesWrapperShare ? params.entriesWrapperShare * total : Number.POSITIVE_INFINITY;
  // An unlikely class on a page wrapper (an ancestor above the run's parent holding most of the page) says
  // nothing of the run; on the entries or their parent (a comment list) it does. On a declared forum thread
  // the posts are the content, under whatever class.
  const unlikelyWrapper = (e: ElementNode) => isUnlikely(e) && words[elementIndex(e)] < wrapper;
  const ignoreUnlikely = (params.entriesKind ?? 0) > 0 && kind === 'forum';
  const unlikelyRun = (parent: ParentNode, first: ElementNode) =>
    !ignoreUnlikely &&
    (isUnlikely(first) ||
      (parent.kind === 'element' && isUnlikely(parent)) ||
      (parent.parent !== null && underMatching(parent.parent, unlikelyWrapper, unlikely)));
  const unlikely = new Map<ParentNode, boolean>();
  const furniture = new Map<ParentNode, boolean>();
  // A consent dialog's accordion is built alike too (`consent.ts`).
  const consent = (params.dropConsent ?? 0) > 0;
  const wideConsent = (params.dropConsent ?? 0) > 1;
  const formWords =
    (params.entriesFormShare ?? 0) > 0 ? params.entriesFormShare! * total : Number.POSITIVE_INFINITY;
  const shut = (params.entriesSkipShut ?? 0) > 0;
  const isFurniture = (e: ElementNode) =>
    (FURNITURE_AND_FORMS.has(e.name) && !(e.name === 'form' && words[elementIndex(e)] >= formWords)) ||
    (consent && isConsentContainer(e, wideConsent)) ||
    (shut && words[elementIndex(e)] < 0.5 * total && isShutBox(e));
  // The page's words without its furniture (`entriesPageFurniture`). The other steps weighing the run count
  // every word (a declared thread's few posts count as its posts by their share of every word), and so does the
  // search on a declared product or thread (a smaller page let a product page's currency picker through as a
  // run, and a thread's run is measured by its share of every word).
  let base = total;
  const pageFurniture = params.entriesPageFurniture ?? 0;
  if (pageFurniture > 0) {
    const outside =
      pageFurniture > 1
        ? isFurniture
        : (e: ElementNode) =>
            (consent && isConsentContainer(e, wideConsent)) ||
            (words[elementIndex(e)] < 0.5 * total && isShutBox(e));
    const under = blocksUnder(blocks, outside);
    for (let i = 0; i < blocks.length; i++) if (under[i]) base -= blocks[i].words;
    if (base <= 0) base = total;
  }
  const searchBase = pageFurniture > 2 && kind !== 'product' && kind !== 'forum' ? base : total;
  let best: ElementNode[] | null = null;
  let bestRun: ElementNode[] = [];
  let bestWords = 0;
  for (const parent of order) {
    if (words[elementIndex(parent)] < share * searchBase || parent.children.length < minEntries) continue;
    const runs = new Map<string, ElementNode[]>();
    for (const c of parent.children) {
      if (c.kind !== 'element' || !words[elementIndex(c)] || (blockOnly && INLINE.has(c.name))) continue;
      const key = signature(c);
      const run = runs.get(key);
      if (run) run.push(c);
      else runs.set(key, [c]);
    }
    const wordsOf = (run: readonly ElementNode[]) => run.reduce((s, e) => s + words[elementIndex(e)], 0);
    for (const run of runs.values()) {
      if (run.length < minEntries) continue;
      let members = run;
      if (pairs) {
        // Other builds with about as many entries, each holding words: the entry's other rows.
        members = [];
        for (const other of runs.values())
          if (
            other === run ||
            (other.length >= 0.8 * run.length &&
              other.length <= 1.25 * run.length &&
              wordsOf(other) >= other.length)
          )
            for (const e of other) members.push(e); // no spread: a run can hold 200,000 entries
      }
      const w = wordsOf(members);
      if (w <= bestWords || w < share * searchBase || w < minWords * run.length) continue;
      if (underMatching(parent, isFurniture, furniture) || unlikelyRun(parent, run[0])) continue;
      best = members;
      bestRun = run;
      bestWords = w;
    }
  }
  if (!best) return null;
  const inside = subtreeElements(best);
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) if (inside.has(blocks[i].node)) out[i] = 1;
  return {
    inside: out,
    words: bestWords,
    pageWords: total,
    shownWords: Math.max(base, bestWords),
    entries: bestRun.length,
    roots: best,
  };
}

/** The share of the run's words in the blocks `marks` sets (0 for a run of no words). */
export function runShareIn(blocks: readonly Block[], run: EntriesRun, marks: ArrayLike<unknown>): number {
  let inRun = 0;
  let marked = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i]) continue;
    inRun += blocks[i].words;
    if (marks[i]) marked += blocks[i].words;
  }
  return inRun > 0 ? marked / inRun : 0;
}

/** 1 for each block inside the page's main run of entries, or null when the page has none. */
export function repeatedEntries(blocks: readonly Block[], params: EntriesParams): Uint8Array | null {
  return findEntries(blocks, params)?.inside ?? null;
}

/**
 * Whether the run makes the page a listing before any article region is looked for: any run on a page declared
 * a forum thread (`entriesKind`). (A run of linked entries holding a share of the page, `entriesFirst`, raised
 * WCXB listings but lowered Dragnet and L3S-GN1 news pages with teaser streams, with or without declared kinds.)
 */
export function listingFirst(
  run: EntriesRun | null,
  params: EntriesParams,
  kind: PageKind | null = null,
): boolean {
  return run !== null && (params.entriesKind ?? 0) > 0 && kind === 'forum';
}

/**
 * Whether the page's run of entries is kept, after article mode: always when the page was taken as a listing
 * first; on every page with `entries: 2`; with `entries: 1` on a page article mode did not take and that does
 * not declare itself an article, or does and the run holds `entriesDeclaredArticle` of its words.
 */
export function keepsEntries(
  run: EntriesRun | null,
  params: EntriesParams,
  kind: PageKind | null,
  isListing: boolean,
  isArticle: boolean,
  productOnly = false,
): boolean {
  if (run === null) return false;
  if (productOnly && (params.entriesSkipProduct ?? 0) > 0) return false;
  const entries = params.entries ?? 0;
  if (isListing || entries > 1) return true;
  if (entries !== 1 || isArticle) return false;
  if (kind !== 'article') return true;
  const share = params.entriesDeclaredArticle ?? 0;
  return share > 0 && run.words >= share * run.pageWords;
}
