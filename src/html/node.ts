// The lean node model every stage reads: built once by the parser (html5 or cleandom), never converted again.

export interface Attr {
  name: string;
  value: string;
}

export type Namespace = 'html' | 'svg' | 'math';

export interface ElementNode {
  kind: 'element';
  /** Lower-case local name for HTML elements; foreign elements keep their case (e.g. `foreignObject`). */
  name: string;
  ns: Namespace;
  attrs: Attr[];
  children: ChildNode[];
  parent: ParentNode | null;
  /** Position in the page's element list (`elementIndex`, html/tree-order.ts); -1 until listed. */
  index: number;
}

export interface TextNode {
  kind: 'text';
  value: string;
  parent: ParentNode | null;
}

export interface CommentNode {
  kind: 'comment';
  value: string;
  parent: ParentNode | null;
}

export interface DocumentNode {
  kind: 'document';
  children: ChildNode[];
  parent: null;
  /** The doctype name when the page declared one (informational only). */
  doctype: string | null;
  /** Position in the page's element list (`elementIndex`): 0 once listed, -1 before. */
  index: number;
}

export type ChildNode = ElementNode | TextNode | CommentNode;
export type ParentNode = ElementNode | DocumentNode;
export type AnyNode = ChildNode | DocumentNode;

export function createDocument(): DocumentNode {
  return { kind: 'document', children: [], parent: null, doctype: null, index: -1 };
}

export function createElement(name: string, attrs: Attr[] = [], ns: Namespace = 'html'): ElementNode {
  return { kind: 'element', name, ns, attrs, children: [], parent: null, index: -1 };
}

export function createText(value: string): TextNode {
  return { kind: 'text', value, parent: null };
}

export function appendChild(parent: ParentNode, child: ChildNode): void {
  child.parent = parent;
  parent.children.push(child);
}

export function getAttr(el: ElementNode, name: string): string | undefined {
  for (const a of el.attrs) if (a.name === name) return a.value;
  return undefined;
}

/** An element's build as alike siblings repeat it: its tag and first class (`div.post-item`; `div.` with none). */
export function tagAndFirstClass(e: ElementNode): string {
  // The first of the classes split at white space, found without splitting all of them (`trim` and `\s`
  // take the same characters for white space).
  const classes = (getAttr(e, 'class') ?? '').trim();
  const end = classes.search(SPACE);
  return `${e.name}.${end < 0 ? classes : classes.slice(0, end)}`;
}

const SPACE = /\s/;

/** An element's build as a template repeats it: its tag and all its classes, sorted (`div.post windowbg`). */
export function tagAndClasses(e: ElementNode): string {
  const classes = (getAttr(e, 'class') ?? '').trim();
  // One class or none (most elements): nothing to split or sort; the chains of the article region ask this of
  // every ancestor of its blocks, and the split, sort and join were 2 % of a run's allocations.
  if (!SPACE.test(classes)) return `${e.name}.${classes}`;
  return `${e.name}.${classes.split(/\s+/).sort().join(' ')}`;
}

/** The element's parent element, or null at the top. */
export function parentElement(el: ElementNode): ElementNode | null {
  return el.parent?.kind === 'element' ? el.parent : null;
}

/** Whether the element's class attribute holds one of `tokens` (lower-case; the first 300 characters read). */
export function hasClassToken(el: ElementNode, tokens: ReadonlySet<string>): boolean {
  const cls = getAttr(el, 'class');
  if (!cls) return false;
  const lower = cls.slice(0, 300).toLowerCase();
  // The words between white space (`\s`, as a split on /\s+/ found them) without the split's array (11 MB of a
  // run's allocations), one class (most elements) without a slice. No early return: session 13's split-free form
  // returned from inside its loop, a branch met late that deoptimized it three times per process.
  if (!SPACE.test(lower)) return tokens.has(lower);
  let found = false;
  let start = 0;
  for (let i = 0; i <= lower.length; i++) {
    if (i < lower.length && !isJsSpace(lower.charCodeAt(i))) continue;
    if (i > start && !found) found = tokens.has(lower.slice(start, i));
    start = i + 1;
  }
  return found;
}

/** Whether the UTF-16 code unit is white space to a regular expression's `\s` (WhiteSpace and LineTerminator). */
export function isJsSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  return c >= 0xa0 && isWideSpace(c);
}

/** Whether a code unit above ASCII is JavaScript whitespace (`\s`), without building a string for a regexp. */
export function isWideSpace(c: number): boolean {
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

export function isElement(n: AnyNode | null | undefined): n is ElementNode {
  return n?.kind === 'element';
}

/** Removes `node` from its parent (O(siblings)). */
export function detach(node: ChildNode): void {
  const p = node.parent;
  if (!p) return;
  const i = p.children.indexOf(node);
  if (i >= 0) p.children.splice(i, 1);
  node.parent = null;
}

/**
 * Pre-order walk without recursion, so that a page nested 200,000 deep cannot overflow the stack.
 * `enter` may return false to skip the node's children; `leave` runs after the children of an element.
 */
export function walk(
  root: ParentNode,
  enter: (node: ChildNode) => unknown,
  leave?: (el: ElementNode) => void,
): void {
  // Stack of [parent, next child index]
  const parents: ParentNode[] = [root];
  const indexes: number[] = [0];
  while (parents.length > 0) {
    const top = parents.length - 1;
    const parent = parents[top];
    const i = indexes[top];
    if (i >= parent.children.length) {
      parents.pop();
      indexes.pop();
      if (leave && parent.kind === 'element' && parents.length > 0) leave(parent);
      continue;
    }
    indexes[top] = i + 1;
    const child = parent.children[i];
    const descend = enter(child);
    if (child.kind === 'element' && descend !== false) {
      parents.push(child);
      indexes.push(0);
    } else if (child.kind === 'element' && leave) {
      leave(child);
    }
  }
}

/** One reader of a `walkTogether`: `walk`'s two callbacks. */
export interface Visitor {
  /** Returns false to skip the node's children (for this visitor only). */
  enter: (node: ChildNode) => unknown;
  leave?: (el: ElementNode) => void;
}

/**
 * Several `walk`s in one pass: each visitor sees exactly the calls its own `walk` would make, in the same
 * order (a visitor that skips an element's children sees nothing until that element's `leave`). The tree is
 * visited once however many readers it has (the metadata's JSON-LD, microdata and head tags were three walks).
 * `walk`'s loop is written out here rather than given two arrow functions: closures made per page lose their
 * optimized code at each full GC and were compiled again and again (13 times on 358 development pages).
 */
export function walkTogether(root: ParentNode, visitors: readonly Visitor[]): void {
  // The element whose subtree each visitor skips (its enter returned false there), or null.
  const skipping: (ElementNode | null)[] = new Array(visitors.length).fill(null);
  // Stack of [parent, next child index], as in `walk`
  const parents: ParentNode[] = [root];
  const indexes: number[] = [0];
  while (parents.length > 0) {
    const top = parents.length - 1;
    const parent = parents[top];
    const i = indexes[top];
    if (i >= parent.children.length) {
      parents.pop();
      indexes.pop();
      if (parent.kind === 'element' && parents.length > 0) leaveTogether(parent, visitors, skipping);
      continue;
    }
    indexes[top] = i + 1;
    const child = parent.children[i];
    const descend = enterTogether(child, visitors, skipping);
    if (child.kind !== 'element') continue;
    if (descend) {
      parents.push(child);
      indexes.push(0);
    } else leaveTogether(child, visitors, skipping);
  }
}

/** Each visitor not skipping sees `node`; true when any of them wants an element's children. */
function enterTogether(
  node: ChildNode,
  visitors: readonly Visitor[],
  skipping: (ElementNode | null)[],
): boolean {
  let descend = false;
  for (let v = 0; v < visitors.length; v++) {
    if (skipping[v] !== null) continue;
    const go = visitors[v].enter(node);
    if (node.kind !== 'element') continue;
    if (go === false) skipping[v] = node;
    else descend = true;
  }
  return descend;
}

/** The end of element `el` for each visitor: the one that skipped its subtree resumes, the others see `leave`. */
function leaveTogether(
  el: ElementNode,
  visitors: readonly Visitor[],
  skipping: (ElementNode | null)[],
): void {
  for (let v = 0; v < visitors.length; v++) {
    if (skipping[v] === el) skipping[v] = null;
    else if (skipping[v] !== null) continue;
    visitors[v].leave?.(el);
  }
}

/** Concatenated text of a subtree (iterative). */
export function textContent(root: ParentNode): string {
  const parts: string[] = [];
  walk(root, (n) => {
    if (n.kind === 'text') parts.push(n.value);
  });
  return parts.join('');
}

/** First element with the given name in document order, or null. */
export function findElement(root: ParentNode, name: string): ElementNode | null {
  let found: ElementNode | null = null;
  walk(root, (n) => {
    if (found) return false;
    if (n.kind === 'element' && n.name === name) found = n;
    return true;
  });
  return found;
}

/** All elements with one of the given names, in document order (pre-order). */
export function findAll(root: ParentNode, names: ReadonlySet<string>): ElementNode[] {
  const out: ElementNode[] = [];
  walk(root, (n) => {
    if (n.kind === 'element' && names.has(n.name)) out.push(n);
  });
  return out;
}

/** Depth of a node (number of element ancestors). */
export function ancestors(node: ChildNode): ElementNode[] {
  const out: ElementNode[] = [];
  let p = node.parent;
  while (p && p.kind === 'element') {
    out.push(p);
    p = p.parent;
  }
  return out;
}

/** Whether `node` is `ancestor` or lies under it. */
export function isInside(node: ParentNode, ancestor: ElementNode): boolean {
  for (let e: ParentNode | null = node; e; e = e.parent) if (e === ancestor) return true;
  return false;
}
