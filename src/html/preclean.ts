// Preclean (SPEC step 4, Victor §3.2): remove what never renders as content and make attribute text and
// preformatted lines visible to the block builder. One walk records the changes; each touched parent then
// rebuilds its child list once, so the cost is linear even with 100,000 siblings to drop.
import type { Options } from '../options.js';
import {
  type ChildNode,
  type DocumentNode,
  type ElementNode,
  getAttr,
  type ParentNode,
  type Visitor,
  walkTogether,
} from './node.js';
import { readNoframes } from './noframes.js';
import { CHOICE_LISTS, NON_CONTENT, RAW_FALLBACKS } from './vocabulary.js';

export type PrecleanOptions = Pick<Options, 'keepMenus'>;

function isMenuDiv(el: ElementNode): boolean {
  if (el.name !== 'div') return false;
  const id = getAttr(el, 'id');
  return id?.toLowerCase().includes('menu') === true;
}

function isHiddenInput(el: ElementNode): boolean {
  return el.name === 'input' && (getAttr(el, 'type') ?? '').trim().toLowerCase() === 'hidden';
}

/** `<pre>` text split at its line ends, a `<br>` element between lines (the line-end characters go). */
function splitLines(value: string): ChildNode[] {
  const out: ChildNode[] = [];
  let start = 0;
  for (;;) {
    const nl = value.indexOf('\n', start);
    const end = nl < 0 ? value.length : nl > start && value.charCodeAt(nl - 1) === 0x0d ? nl - 1 : nl;
    if (end > start) out.push({ kind: 'text', value: value.slice(start, end), parent: null });
    if (nl < 0) return out;
    out.push({ kind: 'element', name: 'br', ns: 'html', attrs: [], children: [], parent: null, index: -1 });
    start = nl + 1;
  }
}

/**
 * The walk of `preclean`: records what to drop or replace. A class, not closures made per call: V8 holds
 * optimized code weakly, so a per-page closure's compiled code went with the page at each full GC and was
 * compiled again (6 times on 358 development pages).
 */
class PrecleanWalk implements Visitor {
  // node → what replaces it in its parent (an empty list drops it)
  readonly replace = new Map<ChildNode, ChildNode[]>();
  readonly touched = new Set<ParentNode>();
  readonly emptied: ElementNode[] = [];
  readonly alts: ElementNode[] = [];
  private preDepth = 0;

  constructor(
    private readonly keepMenus: boolean,
    private readonly noframes: ReadonlySet<ElementNode>,
  ) {}

  enter(n: ChildNode): boolean | undefined {
    if (n.kind === 'comment') {
      this.replace.set(n, []);
      this.touched.add(n.parent!);
      return false;
    }
    if (n.kind === 'text') {
      if (this.preDepth > 0 && n.value.indexOf('\n') >= 0) {
        this.replace.set(n, splitLines(n.value));
        this.touched.add(n.parent!);
      }
      return;
    }
    if (
      (n.ns === 'html' && NON_CONTENT.has(n.name)) ||
      // An inline <svg>'s <style> and <script> are CSS and code too, not text (icons carry them).
      (n.ns === 'svg' && (n.name === 'style' || n.name === 'script')) ||
      isHiddenInput(n) ||
      (!this.keepMenus && isMenuDiv(n))
    ) {
      this.replace.set(n, []);
      this.touched.add(n.parent!);
      return false;
    }
    if (CHOICE_LISTS.has(n.name) || (n.ns === 'html' && RAW_FALLBACKS.has(n.name) && !this.noframes.has(n))) {
      this.emptied.push(n);
      return false;
    }
    if (n.name === 'img') this.alts.push(n);
    if (n.name === 'pre') this.preDepth++;
    return true;
  }

  leave(el: ElementNode): void {
    if (el.name === 'pre') this.preDepth--;
  }
}

export function preclean(doc: DocumentNode, opts: PrecleanOptions): void {
  const w = new PrecleanWalk(!!opts.keepMenus, readNoframes(doc));
  walkTogether(doc, [w]);
  const { replace, touched, emptied, alts } = w;

  for (const parent of touched) {
    const next: ChildNode[] = [];
    // Comments right between two text nodes do not part them on screen: React's server rendering writes
    // `The<!-- --> <!-- -->prime` for every interpolated word, and a block per word hides the paragraph.
    let after: 'text' | 'comment' | 'other' = 'other';
    for (const c of parent.children) {
      const r = replace.get(c);
      const last = next[next.length - 1];
      if (c.kind === 'comment') after = after === 'other' ? 'other' : 'comment';
      else if (c.kind === 'text' && r === undefined) {
        if (after === 'comment' && last?.kind === 'text') {
          last.value += c.value;
          c.parent = null;
          continue;
        }
        after = 'text';
      } else after = 'other';
      if (r === undefined) next.push(c);
      else
        for (const x of r) {
          x.parent = parent;
          next.push(x);
        }
    }
    for (const c of parent.children) if (replace.get(c)?.length === 0) c.parent = null;
    parent.children = next;
  }
  for (const el of emptied) {
    for (const c of el.children) c.parent = null;
    el.children = [];
  }
  // Victor: the alternative text of an image becomes an artificial text child, so it forms a block.
  for (const img of alts) {
    const alt = getAttr(img, 'alt');
    if (alt?.trim()) img.children.push({ kind: 'text', value: alt, parent: img });
  }
}
