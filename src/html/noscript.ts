// Script shells: pages whose body is empty until a script renders it, with the server-rendered page inside
// `<noscript>` for clients without scripts (forum software, single-page apps serving crawlers). Parsed with
// scripting on (as browsers do), their `<noscript>` is raw text and preclean drops it, so the page's whole
// content would be lost. On such a page the tree is the one a browser without scripts builds: the page is
// parsed with scripting off and each `<noscript>` element is replaced by its children.

import { countWords } from '../words.js';
import {
  type ChildNode,
  type DocumentNode,
  type ElementNode,
  type ParentNode,
  textContent,
  walk,
} from './node.js';
import { parsedNoscripts, parseHtml5 } from './parse.js';

/** Below this many words in its `<noscript>` elements a page is not a shell (a "please enable JavaScript" line). */
const MIN_NOSCRIPT_WORDS = 50;
/** A shell's visible text outside `<noscript>` is at most this share of the text inside. */
const MAX_OUTSIDE_SHARE = 0.25;

const SKIPPED = new Set(['script', 'style', 'template', 'head']);
const MARKUP = /<script[\s\S]*?<\/script\s*>|<style[\s\S]*?<\/style\s*>|<[^>]*>/gi;

/** Words of the (raw, scripting-on) text inside one `<noscript>` element. */
function wordsIn(noscript: ElementNode): number {
  return countWords(textContent(noscript).replace(MARKUP, ' '));
}

/**
 * Whether the walk of `noscriptWords` reaches `e`: it is in `doc`'s tree, and neither under another `<noscript>`
 * nor under an element the walk skips.
 */
function isWalked(doc: DocumentNode, e: ElementNode): boolean {
  let p = e.parent;
  for (; p !== null && p.kind === 'element'; p = p.parent)
    if (p.name === 'noscript' || SKIPPED.has(p.name)) return false;
  return p === doc;
}

/**
 * Words of the (raw, scripting-on) text inside the page's `<noscript>` elements (outside script, style, head).
 * The parse lists the `<noscript>` elements it made, so most pages are not walked (a sum, in any order).
 */
function noscriptWords(doc: DocumentNode): number {
  let inside = 0;
  const made = parsedNoscripts(doc);
  if (made !== null) {
    for (const e of made) if (isWalked(doc, e)) inside += wordsIn(e);
    return inside;
  }
  walk(doc, (n) => {
    if (n.kind !== 'element' || SKIPPED.has(n.name)) return false;
    if (n.name === 'noscript') {
      inside += wordsIn(n);
      return false;
    }
    return true;
  });
  return inside;
}

/** Whether the visible text outside `<noscript>` has more than `limit` words (counting stops past it). */
function outsideWordsOver(doc: DocumentNode, limit: number): boolean {
  let outside = 0;
  walk(doc, (n) => {
    if (outside > limit) return false;
    if (n.kind === 'element') return !SKIPPED.has(n.name) && n.name !== 'noscript';
    if (n.kind === 'text') outside += countWords(n.value);
    return true;
  });
  return outside > limit;
}

/**
 * Whether a page parsed with scripting on is a script shell whose content is in `<noscript>`. Most pages have
 * no `<noscript>` text worth a look, so the words inside are counted first and the page's own text (most of
 * its characters) only when they are enough, and only until it is clearly too much.
 */
export function isScriptShell(doc: DocumentNode): boolean {
  const inside = noscriptWords(doc);
  return inside >= MIN_NOSCRIPT_WORDS && !outsideWordsOver(doc, MAX_OUTSIDE_SHARE * inside);
}

/** `<noscript>` elements of the body replaced by their children (those in the head are left to preclean). */
function unwrapNoscript(doc: DocumentNode): void {
  const parents = new Set<ParentNode>();
  walk(doc, (n) => {
    if (n.kind !== 'element' || n.name === 'head') return false;
    if (n.name === 'noscript' && n.parent) parents.add(n.parent);
    return true;
  });
  // Each parent's child list is rebuilt once (linear with many siblings); a nested one is unwrapped in its
  // outer one first, then lifted with it, because parents deeper in the tree come later in the walk.
  for (const parent of [...parents].reverse()) {
    const kids: ChildNode[] = [];
    for (const c of parent.children) {
      if (c.kind === 'element' && c.name === 'noscript') {
        for (const g of c.children) {
          g.parent = parent;
          kids.push(g);
        }
        c.parent = null;
      } else kids.push(c);
    }
    parent.children = kids;
  }
}

/**
 * The page as a browser without scripts shows it when the scripting-on parse is a shell, else `doc` itself.
 * `source` is the decoded page text `doc` was parsed from.
 */
export function noscriptFallback(doc: DocumentNode, source: string): DocumentNode {
  if (!isScriptShell(doc)) return doc;
  const bare = parseHtml5(source, false);
  unwrapNoscript(bare);
  return bare;
}
