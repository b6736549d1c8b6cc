// XHTML serializer (`kitten normalize`, `-f xhtml`): well-formed, namespace-well-formed UTF-8 XML for any
// tree. Always one `html` root (XHTML namespace) with `head` (holding a `title`) and `body`; names that are not
// NCNames are dropped (an element's children are kept), duplicate and `xmlns*` attributes are dropped,
// minimized attributes expanded, characters XML 1.0 forbids removed, void elements self-closed, and no
// character is added inside text. Iterative (an explicit stack), output joined once.
import type { Attr, ChildNode, DocumentNode, ElementNode, Namespace } from '../html/node.js';
import { VOID_ELEMENTS } from '../html/vocabulary.js';
import { isNcName, xmlChars } from '../html/xml-names.js';

const NS_URI: Record<Namespace, string> = {
  html: 'http://www.w3.org/1999/xhtml',
  svg: 'http://www.w3.org/2000/svg',
  math: 'http://www.w3.org/1998/Math/MathML',
};
const XLINK_URI = 'http://www.w3.org/1999/xlink';
const XHTML = NS_URI.html;

/** Attributes written in minimized form in HTML (`checked` → `checked="checked"`). */
const BOOLEAN_ATTRS: ReadonlySet<string> = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'autoplay',
  'checked',
  'compact',
  'controls',
  'declare',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'inert',
  'ismap',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'nohref',
  'noresize',
  'noshade',
  'novalidate',
  'nowrap',
  'open',
  'readonly',
  'required',
  'reversed',
  'selected',
]);

/** Elements that belong in `head` when they come before any body content of a tree without a `head`. */
const HEAD_CONTENT: ReadonlySet<string> = new Set(['title', 'meta', 'link', 'base', 'style', 'script']);

const TEXT_ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const ATTR_ESC: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

export function escapeText(s: string): string {
  const v = xmlChars(s);
  return /[&<>\r]/.test(v) ? v.replace(/[&<>\r]/g, (c) => TEXT_ESC[c]) : v;
}

export function escapeAttr(s: string): string {
  const v = xmlChars(s);
  return /[&<"\t\n\r]/.test(v) ? v.replace(/[&<"\t\n\r]/g, (c) => ATTR_ESC[c]) : v;
}

/** Comment text made legal: no `--` inside, no `-` at the end. */
export function commentText(s: string): string {
  let v = xmlChars(s).replace(/-(?=-)/g, '- ');
  if (v.endsWith('-')) v += ' ';
  return v;
}

function elementName(el: ElementNode): string {
  return el.ns === 'html' ? el.name.toLowerCase() : el.name;
}

/** ` a="v"` pairs for the attributes that survive, plus `xmlns:xlink` when an `xlink:` one does. */
function attributes(el: ElementNode): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  let xlink = false;
  for (const a of el.attrs) {
    const name = attrName(el, a);
    if (name === null || seen.has(name)) continue;
    seen.add(name);
    if (name.startsWith('xlink:')) xlink = true;
    const value = a.value === '' && BOOLEAN_ATTRS.has(name) ? name : a.value;
    parts.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (xlink) parts.push(` xmlns:xlink="${XLINK_URI}"`);
  return parts.join('');
}

/** The attribute's output name, or null when it must be dropped to keep the document namespace-well-formed. */
function attrName(el: ElementNode, a: Attr): string | null {
  const name = el.ns === 'html' ? a.name.toLowerCase() : a.name;
  if (name === 'xmlns' || name.startsWith('xmlns:')) return null; // our own declarations replace them
  const colon = name.indexOf(':');
  if (colon < 0) return isNcName(name) ? name : null;
  const prefix = name.slice(0, colon);
  const local = name.slice(colon + 1);
  if (!isNcName(local)) return null;
  if (prefix === 'xml') return local === 'lang' || local === 'space' || local === 'base' ? name : null;
  if (prefix === 'xlink') return name;
  return null; // an undeclared prefix (`o:`, `fb:`, `v:`)
}

function isBlank(n: ChildNode): boolean {
  if (n.kind === 'comment') return true;
  if (n.kind !== 'text') return false;
  for (let i = 0; i < n.value.length; i++) {
    const c = n.value.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) return false;
  }
  return true;
}

function isNamed(n: ChildNode | undefined, name: string): n is ElementNode {
  return n?.kind === 'element' && n.ns === 'html' && n.name.toLowerCase() === name;
}

interface Layout {
  html: ElementNode | null;
  head: ElementNode | null;
  headItems: ChildNode[];
  body: ElementNode | null;
  bodyItems: ChildNode[];
}

/** Where each top-level node goes in the `html`/`head`/`body` frame, without changing the tree. */
function layout(doc: DocumentNode): Layout {
  const html = doc.children.find((n) => isNamed(n, 'html')) ?? null;
  const rest: ChildNode[] = [];
  for (const n of doc.children) {
    if (n === html) rest.push(...html.children);
    else rest.push(n);
  }
  const head = rest.find((n) => isNamed(n, 'head')) ?? null;
  const headItems: ChildNode[] = head ? [...head.children] : [];
  const others = rest.filter((n) => n !== head);
  // A tree without head (CleanDOM keeps what the page wrote) may start with head content.
  let k = 0;
  while (k < others.length) {
    const n = others[k];
    if (n.kind === 'element' && n.ns === 'html' && HEAD_CONTENT.has(n.name.toLowerCase())) headItems.push(n);
    else if (!isBlank(n)) break;
    k++;
  }
  const bodyItems = others.slice(k).filter((n) => !isBlank(n) || n.kind === 'comment');
  const bodies = bodyItems.filter((n) => isNamed(n, 'body'));
  const body = bodies[0] ?? null;
  return { html, head, headItems, body, bodyItems };
}

export function serializeXhtml(doc: DocumentNode): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  const { html, head, headItems, body, bodyItems } = layout(doc);

  // Work stack: a string is written as is; a node is serialized with the default namespace beside it.
  const items: (ChildNode | string)[] = [];
  const scope: string[] = [];
  const push = (item: ChildNode | string, ns: string) => {
    items.push(item);
    scope.push(ns);
  };
  // Pushed in reverse order, so they come out in document order.
  push('</body></html>\n', XHTML);
  if (body && bodyItems.length === 1) {
    for (let i = body.children.length - 1; i >= 0; i--) push(body.children[i], XHTML);
  } else {
    // Several bodies or loose content: one body holds it all, a nested `body` element gives its children.
    for (let i = bodyItems.length - 1; i >= 0; i--) {
      const n = bodyItems[i];
      if (isNamed(n, 'body')) for (let j = n.children.length - 1; j >= 0; j--) push(n.children[j], XHTML);
      else push(n, XHTML);
    }
  }
  push(`</head><body${body ? attributes(body) : ''}>`, XHTML);
  for (let i = headItems.length - 1; i >= 0; i--) push(headItems[i], XHTML);
  if (!headItems.some((n) => isNamed(n, 'title'))) push('<title></title>', XHTML);
  push(`<html xmlns="${XHTML}"${html ? attributes(html) : ''}><head${head ? attributes(head) : ''}>`, XHTML);

  while (items.length > 0) {
    const item = items.pop()!;
    const ns = scope.pop()!;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    if (item.kind === 'text') {
      out.push(escapeText(item.value));
      continue;
    }
    if (item.kind === 'comment') {
      out.push(`<!--${commentText(item.value)}-->`);
      continue;
    }
    const name = elementName(item);
    const children = item.children;
    if (!isNcName(name)) {
      // Not an XML name (`<a"b>`, `<o:p>`): the tags go, the content stays.
      for (let i = children.length - 1; i >= 0; i--) push(children[i], ns);
      continue;
    }
    const uri = NS_URI[item.ns];
    const decl = uri === ns ? '' : ` xmlns="${uri}"`;
    const open = `<${name}${decl}${attributes(item)}`;
    const isVoid = item.ns === 'html' && VOID_ELEMENTS.has(name);
    // A void element's only child is preclean's copy of `img/@alt` (for the blocks); the attribute stays.
    if (children.length === 0 || isVoid) {
      out.push(item.ns !== 'html' || isVoid ? `${open}/>` : `${open}></${name}>`);
      continue;
    }
    out.push(`${open}>`);
    push(`</${name}>`, uri);
    for (let i = children.length - 1; i >= 0; i--) push(children[i], uri);
  }
  return out.join('');
}
