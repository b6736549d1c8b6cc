// html5 repair: parse5 runs the WHATWG tree-construction algorithm and builds our node model directly
// through a tree adapter (one pass, no intermediate DOM).
import { html, Parser, type TreeAdapter, type TreeAdapterTypeMap } from 'parse5';
import { checkTreeLimits } from '../limits.js';
import {
  type ChildNode,
  type CommentNode,
  createDocument,
  type DocumentNode,
  type ElementNode,
  type Namespace,
  type ParentNode,
  type TextNode,
} from './node.js';
import { WARM_UP_HTML } from './parse-warm-up.js';
import { closeRunawayTitle } from './runaway-title.js';
import { readByRuns } from './tokenizer-runs.js';

interface DoctypeNode {
  kind: 'doctype';
  name: string;
  parent: ParentNode | null;
}

type AdapterMap = TreeAdapterTypeMap<
  ChildNode | DocumentNode | DoctypeNode,
  ParentNode,
  ChildNode,
  DocumentNode,
  DocumentNode,
  ElementNode,
  CommentNode,
  TextNode,
  ElementNode,
  DoctypeNode
>;

function nsOf(uri: string): Namespace {
  if (uri === html.NS.SVG) return 'svg';
  if (uri === html.NS.MATHML) return 'math';
  return 'html';
}

/**
 * parse5 hands over a text one word or one run of spaces at a time, each a slice of the input, so a text node
 * grows as a rope of two small objects per word, about ten bytes per character, until something reads it
 * (a 100 MB page of paragraphs held over a gigabyte of ropes at the end of the parse). When an element is
 * closed its texts are complete: reading one character makes V8 flatten each into one string, same value.
 */
function flattenTexts(el: ElementNode): void {
  for (const child of el.children) if (child.kind === 'text') child.value.charCodeAt(0);
}

/**
 * Whether parse5's attributes are already plain `{name, value}` pairs (HTML's always are; foreign content's
 * `xlink:`/`xml:`/`xmlns` ones carry a prefix or namespace): then the element keeps them as they are, without
 * a copy of each (a new array still, since parse5 may create several elements from one token's list).
 */
function plainAttrs(attrs: readonly { prefix?: string; namespace?: string }[]): boolean {
  for (let i = 0; i < attrs.length; i++)
    if (attrs[i].prefix !== undefined || attrs[i].namespace !== undefined) return false;
  return true;
}

function ownAttr(a: { name: string; value: string; prefix?: string }): { name: string; value: string } {
  return { name: a.prefix ? `${a.prefix}:${a.name}` : a.name, value: a.value };
}

const NS_URI: Record<Namespace, html.NS> = { html: html.NS.HTML, svg: html.NS.SVG, math: html.NS.MATHML };

// Template contents are kept aside (a template never renders), so the tree only holds visible structure.
const templateContents = new WeakMap<ElementNode, DocumentNode>();
const documentModes = new WeakMap<DocumentNode, html.DOCUMENT_MODE>();

// The page being parsed: elements created and elements open (the parse is synchronous, one page at a time).
let elementCount = 0;
let openDepth = 0;
let noscripts: ElementNode[] = [];
let timeCount = 0;
let tableCount = 0;

/** What the parse of a document created, for the whole-page walks that look for rare elements. */
interface ParseCensus {
  /** Its `<noscript>` elements, in creation order (some may have been detached or moved since). */
  noscripts: ElementNode[];
  /** Whether it created a `<time>` or a `<table>` element (of any namespace). */
  time: boolean;
  table: boolean;
}

/** The census of each document `parseHtml5` returned (none for documents made otherwise). */
const censuses = new WeakMap<DocumentNode, ParseCensus>();

const adapter: TreeAdapter<AdapterMap> = {
  createDocument,
  createDocumentFragment: createDocument,
  createElement(tagName, namespaceURI, attrs) {
    checkTreeLimits(++elementCount, openDepth);
    const el: ElementNode = {
      kind: 'element',
      name: tagName,
      ns: nsOf(namespaceURI),
      attrs: plainAttrs(attrs) ? attrs.slice() : attrs.map(ownAttr),
      children: [],
      parent: null,
      index: -1,
    };
    if (tagName === 'noscript') noscripts.push(el);
    else if (tagName === 'time') timeCount++;
    else if (tagName === 'table') tableCount++;
    return el;
  },
  createCommentNode(data) {
    return { kind: 'comment', value: data, parent: null };
  },
  createTextNode(value) {
    return { kind: 'text', value, parent: null };
  },
  appendChild(parent, node) {
    node.parent = parent;
    parent.children.push(node);
  },
  insertBefore(parent, node, ref) {
    const i = parent.children.indexOf(ref);
    node.parent = parent;
    parent.children.splice(i < 0 ? parent.children.length : i, 0, node);
  },
  setTemplateContent(template, content) {
    templateContents.set(template, content);
  },
  getTemplateContent(template) {
    let c = templateContents.get(template);
    if (!c) {
      c = createDocument();
      templateContents.set(template, c);
    }
    return c;
  },
  setDocumentType(document, name) {
    document.doctype = name;
  },
  setDocumentMode(document, mode) {
    documentModes.set(document, mode);
  },
  getDocumentMode(document) {
    return documentModes.get(document) ?? html.DOCUMENT_MODE.NO_QUIRKS;
  },
  detachNode(node) {
    const p = node.parent;
    if (!p) return;
    const i = p.children.indexOf(node);
    if (i >= 0) p.children.splice(i, 1);
    node.parent = null;
  },
  insertText(parent, text) {
    const last = parent.children[parent.children.length - 1];
    if (last && last.kind === 'text') last.value += text;
    else adapter.appendChild(parent, { kind: 'text', value: text, parent: null });
  },
  insertTextBefore(parent, text, ref) {
    const i = parent.children.indexOf(ref);
    const prev = i > 0 ? parent.children[i - 1] : undefined;
    if (prev && prev.kind === 'text') prev.value += text;
    else adapter.insertBefore(parent, { kind: 'text', value: text, parent: null }, ref);
  },
  adoptAttributes(recipient, attrs) {
    const have = new Set(recipient.attrs.map((a) => a.name));
    for (const a of attrs) if (!have.has(a.name)) recipient.attrs.push({ name: a.name, value: a.value });
  },
  getFirstChild(node) {
    return node.children[0] ?? null;
  },
  getChildNodes(node) {
    return node.children;
  },
  getParentNode(node) {
    return node.parent;
  },
  getAttrList(el) {
    return el.attrs.map((a) => ({ name: a.name, value: a.value }));
  },
  getTagName(el) {
    return el.name;
  },
  getNamespaceURI(el) {
    return NS_URI[el.ns];
  },
  getTextNodeContent(n) {
    return n.value;
  },
  getCommentNodeContent(n) {
    return n.value;
  },
  getDocumentTypeNodeName(n) {
    return n.name;
  },
  getDocumentTypeNodePublicId() {
    return '';
  },
  getDocumentTypeNodeSystemId() {
    return '';
  },
  isTextNode(n): n is TextNode {
    return n.kind === 'text';
  },
  isCommentNode(n): n is CommentNode {
    return n.kind === 'comment';
  },
  isDocumentTypeNode(n): n is DoctypeNode {
    return n.kind === 'doctype';
  },
  isElementNode(n): n is ElementNode {
    return n.kind === 'element';
  },
  onItemPush() {
    checkTreeLimits(elementCount, ++openDepth);
  },
  onItemPop(el) {
    openDepth--;
    flattenTexts(el);
  },
  setNodeSourceCodeLocation() {},
  getNodeSourceCodeLocation() {
    return undefined;
  },
  updateNodeSourceCodeLocation() {},
};

/** Whether this process has parsed `WARM_UP_HTML` (parse-warm-up.ts: type feedback for parse5's rarer paths). */
let warmedUp = false;

/**
 * Parses an HTML string the way browsers do, with scripting enabled (so `<noscript>` content is raw text,
 * as parse5's default; `scripting: false` parses it as markup, as a browser without scripts does), into our
 * node model. Throws `LimitExceeded` past the limits of `limits.ts`. `runs: false` leaves parse5's tokenizer
 * as it is, one code point at a time (the same tree, slower: the tests compare the two).
 */
export function parseHtml5(source: string, scripting = true, runs = true): DocumentNode {
  if (!warmedUp) {
    warmedUp = true;
    parseHtml5(WARM_UP_HTML);
  }
  elementCount = 0;
  openDepth = 0;
  noscripts = [];
  timeCount = 0;
  tableCount = 0;
  // parse5's `parse`, with the parser's tokenizer reading plain runs of characters at once (tokenizer-runs.ts).
  const parser = new Parser<AdapterMap>({ treeAdapter: adapter, scriptingEnabled: scripting });
  if (runs) readByRuns(parser.tokenizer);
  parser.tokenizer.write(closeRunawayTitle(source), true);
  const doc = parser.document;
  censuses.set(doc, { noscripts, time: timeCount > 0, table: tableCount > 0 });
  noscripts = [];
  return doc;
}

/**
 * Whether the parse of `doc` created no `<noscript>` element at all (false when `doc` did not come from
 * `parseHtml5`): then no walk needs to look for one.
 */
export function parsedWithoutNoscript(doc: DocumentNode): boolean {
  return censuses.get(doc)?.noscripts.length === 0;
}

/**
 * The `<noscript>` elements the parse of `doc` created (null when `doc` did not come from `parseHtml5`), in
 * creation order: a superset of those in its tree (callers check each is still in it), so that a page whose
 * every `<noscript>` is a tracking pixel's is not walked to find them.
 */
export function parsedNoscripts(doc: DocumentNode): readonly ElementNode[] | null {
  return censuses.get(doc)?.noscripts ?? null;
}

/**
 * Whether the parse of `doc` created no element named `name` (false when `doc` did not come from `parseHtml5`).
 * Nothing after the parse creates elements in a parsed tree (preclean and the noscript fallback only remove or
 * lift them), so no walk needs to look for one.
 */
export function parsedWithout(doc: DocumentNode, name: 'time' | 'table'): boolean {
  const census = censuses.get(doc);
  return census !== undefined && !census[name];
}
