// An article's table of contents: a list of links to the article's own sections. It repeats the headings
// that follow (the article benchmarks' golds leave it out), and sits inside the body, where the article region
// keeps it. Known by its markup: a container named so (`toc`, `ez-toc`, `lwptoc`, `table-of-contents`), or a
// list whose text is nearly all links and whose links all point into the page (`#section`), which holds in any
// language. A list of footnote back-links is not one: its text is mostly the notes, not links.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode, walk } from '../../html/node.js';
import { elementsInOrder, rootOf } from '../../html/tree-order.js';
import { classOrIdHas, nameWords, underNamedContainers } from '../named-containers.js';

export interface TocParams {
  /** A table of contents goes: 0 = off, 1 = on a page taken as an article, 2 = on every page not kept as a list of entries. */
  articleToc?: number;
}

/** A class or id word naming a table of contents (whole word, or a plugin prefix glued to `toc`). */
const TOC_NAME = /(?:^| )(?:[a-z]*toc|table of contents)(?: |$)/;
/** A named container holding more than this share of the kept words is a page wrapper, not a table of contents. */
const MAX_SHARE = 0.3;
/** In-page links a list needs to be taken for a table of contents. */
const MIN_LINKS = 3;
/** Share of a named container's letters that its links must hold. */
const NAMED_LINK_SHARE = 0.5;
/** Share of an unnamed list's letters that its links must hold. */
const LINK_SHARE = 0.9;

const LISTS = new Set(['ul', 'ol', 'nav']);

/** Links in an element, those among them to a fragment of this page, and the share of its letters they hold. */
function linksOf(
  e: ElementNode,
  toPage: (href: string) => boolean,
): { links: number; inPage: number; share: number } {
  let links = 0;
  let inPage = 0;
  let linkChars = 0;
  let allChars = 0;
  let inLink = 0;
  walk(
    e,
    (n) => {
      if (n.kind === 'text') {
        const c = n.value.replace(/\s+/g, '').length;
        allChars += c;
        if (inLink > 0) linkChars += c;
      } else if (n.kind === 'element' && n.name === 'a') {
        const href = (getAttr(n, 'href') ?? '').trim();
        links++;
        if (toPage(href)) inPage++;
        inLink++;
      }
      return true;
    },
    (el) => {
      if (el.name === 'a') inLink--;
    },
  );
  return { links, inPage, share: allChars === 0 ? 0 : linkChars / allChars };
}

const RAW_TOC = /toc|contents/i;

/**
 * A container named a table of contents whose text is mostly links (its title aside): a page section the
 * contents link to may carry the word too (`toc-para`), and it is running text.
 */
function isNamedToc(e: ElementNode): boolean {
  if (e.name === 'body' || e.name === 'html') return false;
  // Most containers name nothing of the kind: a plain substring test spares them the word split.
  if (!classOrIdHas(e, RAW_TOC)) return false;
  if (!TOC_NAME.test(nameWords(e))) return false;
  const { links, share } = linksOf(e, () => false);
  return links >= MIN_LINKS && share >= NAMED_LINK_SHARE;
}

/**
 * The links in an element when every one points into the page, else -1 (the walk stops at the first that does
 * not). No text is read: most lists above a page's blocks are menus of links elsewhere or have no links.
 */
function inPageLinks(e: ElementNode, toPage: (href: string) => boolean): number {
  let links = 0;
  walk(e, (n) => {
    if (links < 0) return false;
    if (n.kind === 'element' && n.name === 'a')
      links = toPage((getAttr(n, 'href') ?? '').trim()) ? links + 1 : -1;
    return true;
  });
  return links;
}

/** A list of at least `MIN_LINKS` links, every one to a fragment of this page, holding nearly all its text. */
function isAnchorList(e: ElementNode, inPage: (href: string) => boolean): boolean {
  if (!LISTS.has(e.name)) return false;
  // The links alone first: only a list that passes them has its letters counted.
  if (inPageLinks(e, inPage) < MIN_LINKS) return false;
  const { links, inPage: toPage, share } = linksOf(e, inPage);
  return links >= MIN_LINKS && toPage === links && share >= LINK_SHARE;
}

/**
 * Whether a link points into this page: a bare `#fragment`, or any address whose fragment names an element
 * of the page (`id`, or an anchor's `name`): contents often link by the page's full address.
 */
function inPageTest(root: ParentNode): (href: string) => boolean {
  let targets: Set<string> | null = null;
  return (href) => {
    const hash = href.indexOf('#');
    if (hash < 0 || hash === href.length - 1) return false;
    if (hash === 0) return true;
    if (targets === null) {
      targets = new Set();
      for (const n of elementsInOrder(root)) {
        if (n.kind !== 'element') continue;
        const id = getAttr(n, 'id') ?? (n.name === 'a' ? getAttr(n, 'name') : undefined);
        if (id) targets.add(id);
      }
    }
    let frag = href.slice(hash + 1);
    try {
      frag = decodeURIComponent(frag);
    } catch {
      // kept as written
    }
    return targets.has(frag);
  };
}

/** 1 for each block inside a table of contents. */
export function tocBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  if (blocks.length === 0) return new Uint8Array(0);
  const inPage = inPageTest(rootOf(blocks[0].node));
  const anchors = (e: ElementNode) => isAnchorList(e, inPage);
  return underNamedContainers(blocks, kept, (e) => isNamedToc(e) || anchors(e), MAX_SHARE);
}
