// Splits the (precleaned) tree into Victor's text blocks in one iterative pass.
import { type DocumentNode, type ElementNode, getAttr, isWideSpace, type ParentNode } from '../html/node.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';
import { MAX_BLOCK_CONTAINERS } from '../limits.js';
import { collapsedWords } from '../words.js';
import type { Block } from './block.js';

const STYLE_ATTRS = ['class', 'style', 'align', 'face', 'size', 'color'];

const IS_STYLE_ATTR: ReadonlySet<string> = new Set(STYLE_ATTRS);

/** An element's part of a style key: its name and style attributes. */
function stylePart(el: ElementNode): string {
  let part = el.name;
  let styled = false;
  for (let i = 0; i < el.attrs.length && !styled; i++) styled = IS_STYLE_ATTR.has(el.attrs[i].name);
  if (!styled) return part;
  for (const a of STYLE_ATTRS) {
    const v = getAttr(el, a);
    if (!v) continue;
    const trimmed = v.trim();
    part += `[${a}=${hasSpaceToCollapse(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed}]`;
  }
  return part;
}

/** The style key of the element holding a text, cached in `keys` (an element may hold several texts). */
function styleKeyOf(node: ElementNode, keys: Map<ElementNode, string>): string {
  let key = '';
  let el: ElementNode | null = node;
  // The aspect of text is set by its nearest few containers; deeper ancestors are shared by the whole page.
  for (let depth = 0; el && depth < 3; depth++) {
    key = depth === 0 ? stylePart(el) : `${stylePart(el)}>${key}`;
    if (BLOCK_LEVEL.has(el.name)) break;
    el = el.parent?.kind === 'element' ? el.parent : null;
  }
  keys.set(node, key);
  return key;
}

function isSpace(c: number): boolean {
  return (
    c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 0xa0 || (c > 0x1fff && isWideSpace(c))
  );
}

const EMPTY = { text: '', lead: true, trail: true };

// Per tag as it appears in `crossed` (`x` or `/x`): whether crossing it separates words. An image's alt text
// (copied in by preclean) is a word of its own, never glued to its neighbours. Memoized: a page crosses a
// few dozen distinct tags thousands of times.
const breaksWords = new Map<string, boolean>();
function separatesWords(tag: string): boolean {
  let b = breaksWords.get(tag);
  if (b === undefined) {
    b =
      tag === 'br' ||
      tag === 'img' ||
      tag === '/img' ||
      BLOCK_LEVEL.has(tag.startsWith('/') ? tag.slice(1) : tag);
    breaksWords.set(tag, b);
  }
  return b;
}

const closingTags = new Map<string, string>();
function closingTag(name: string): string {
  let t = closingTags.get(name);
  if (t === undefined) {
    t = `/${name}`;
    closingTags.set(name, t);
  }
  return t;
}

/**
 * Whether `[\s\u00a0]+ → ' '` would change the text: a run of two spaces, or a whitespace character other
 * than a space (exactly: test/blocks.test.ts checks every code unit against the regexp). Most texts have
 * single spaces only and skip the replace, non-Latin ones included.
 */
export function hasSpaceToCollapse(text: string): boolean {
  let prevSpace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (prevSpace) return true;
      prevSpace = true;
    } else if ((c >= 9 && c <= 13) || (c >= 128 && isWideSpace(c))) return true;
    else prevSpace = false;
  }
  return false;
}

// `[\s\u00a0]+ → ' '` (`\s` holds U+00A0) matched only where the text changes: a run of two or more, or one
// white space character other than a space. The single spaces between words (most of the matches of the plain
// run regexp, each a part of the result to copy) are left where they are: 2.5 times faster on the old pages'
// line-wrapped texts, the same string (test/blocks.test.ts compares the two).
const SPACE_TO_COLLAPSE = /\s{2,}|[^\S ]/g;

/** The text with each run of white space (`\s`, NBSP included) made one space. */
export function collapseSpace(text: string): string {
  return text.replace(SPACE_TO_COLLAPSE, ' ');
}

/** Whether a text node is whitespace only, and so yields no block (`normalizeSpace`'s first test, without allocating). */
export function isBlankText(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) if (!isSpace(raw.charCodeAt(i))) return false;
  return true;
}

/** Collapses whitespace (including NBSP) to single spaces; reports leading/trailing whitespace (exported for
 * the annotation frame, which finds each block's text node by the same rule). */
export function normalizeSpace(raw: string): { text: string; lead: boolean; trail: boolean } {
  // Most text nodes of a page are indentation: answer those without a regex or an allocation.
  let start = 0;
  while (start < raw.length && isSpace(raw.charCodeAt(start))) start++;
  if (start === raw.length) return EMPTY;
  let end = raw.length;
  while (isSpace(raw.charCodeAt(end - 1))) end--;
  const core = raw.slice(start, end);
  const text = hasSpaceToCollapse(core) ? collapseSpace(core) : core;
  return { text, lead: start > 0, trail: end < raw.length };
}

// Per open element, what its end must undo (set when it is entered, so the end needs no second look).
const IN_DIV = 1;
const IN_TD = 2;
const IN_BLOCK = 4;
const IN_LINK = 8;

/**
 * Builds the block list of a document. Each text node yields at most one block (adjacent text is merged by
 * the parser); whitespace-only text yields none but still separates words.
 *
 * One dedicated pre-order loop (not `walk` with callbacks: this is the one walk every extraction makes over
 * every node, and a call per node through a shared walker cannot be inlined). Consecutive blocks under the
 * same open elements share one `containers` array (read-only for every consumer): most blocks of a page
 * sit under the same few stacks, so a copy per block was most of this step's allocation.
 */
export function buildBlocks(doc: DocumentNode): Block[] {
  const blocks: Block[] = [];
  const names: string[] = [];
  const undo: number[] = [];
  let divCount = 0;
  let tdCount = 0;
  const divStack: number[] = [];
  const tdStack: number[] = [];
  const blockStack: string[] = [];
  let linkDepth = 0;
  let crossed: string[] = [];
  // Whether a tag in `crossed` separates words (`crossed.some(separatesWords)`, kept as tags are crossed).
  let crossedBreaks = false;
  let pendingSpace = false;
  const styleKeys = new Map<ElementNode, string>();
  // The last `containers` array, valid while `names` has not gone below its length since it was made.
  let containers: string[] | null = null;
  let containersLength = -1;
  let lowest = 0;

  // Iterative pre-order: the open parents and the next child index of each.
  const parents: ParentNode[] = [doc];
  const indexes: number[] = [0];
  while (parents.length > 0) {
    const top = parents.length - 1;
    const parent = parents[top];
    const i = indexes[top];
    if (i >= parent.children.length) {
      parents.pop();
      indexes.pop();
      if (parent.kind !== 'element') continue;
      // The element's end.
      names.pop();
      if (names.length < lowest) lowest = names.length;
      const tag = closingTag(parent.name);
      crossed.push(tag);
      if (!crossedBreaks) crossedBreaks = separatesWords(tag);
      const u = undo.pop() as number;
      if (u & IN_DIV) divStack.pop();
      else if (u & IN_TD) tdStack.pop();
      if (u & IN_BLOCK) blockStack.pop();
      if (u & IN_LINK) linkDepth--;
      continue;
    }
    indexes[top] = i + 1;
    const node = parent.children[i];
    if (node.kind === 'element') {
      const name = node.name;
      names.push(name);
      crossed.push(name);
      if (!crossedBreaks) crossedBreaks = separatesWords(name);
      let u = 0;
      // Group ids in document order (the walk enters each element once).
      if (name === 'div') {
        divStack.push(divCount++);
        u = IN_DIV;
      } else if (name === 'td' || name === 'th') {
        tdStack.push(tdCount++);
        u = IN_TD;
      }
      if (BLOCK_LEVEL.has(name)) {
        blockStack.push(name);
        u |= IN_BLOCK;
      }
      if (name === 'a' && getAttr(node, 'href') !== undefined) {
        linkDepth++;
        u |= IN_LINK;
      }
      undo.push(u);
      parents.push(node);
      indexes.push(0);
      continue;
    }
    if (node.kind !== 'text') continue;
    // `normalizeSpace` and `countWords` written out as one pass over the text: the trimmed core's words and
    // whether its white space needs collapsing come from `collapsedWords` (no result object per text).
    const raw = node.value;
    let start = 0;
    while (start < raw.length && isSpace(raw.charCodeAt(start))) start++;
    if (start === raw.length) {
      if (raw.length > 0) pendingSpace = true;
      continue;
    }
    if (parent.kind !== 'element') continue; // text directly under the document cannot happen after a parse
    let end = raw.length;
    while (isSpace(raw.charCodeAt(end - 1))) end--;
    const core = raw.slice(start, end);
    const counted = collapsedWords(core);
    const text = (counted & 1) === 1 ? collapseSpace(core) : core;
    const words = counted >> 1;
    const lead = start > 0;
    const trail = end < raw.length;
    if (containers === null || names.length !== containersLength || lowest < containersLength) {
      containers = names.slice(-MAX_BLOCK_CONTAINERS);
      containersLength = names.length;
    }
    lowest = names.length;
    blocks.push({
      id: blocks.length,
      text,
      node: parent,
      containers,
      crossed,
      spaceBefore: pendingSpace || lead || crossedBreaks,
      tag: blockStack[blockStack.length - 1] ?? parent.name,
      styleKey: styleKeys.get(parent) ?? styleKeyOf(parent, styleKeys),
      divGroup: divStack[divStack.length - 1] ?? -1,
      tdGroup: tdStack[tdStack.length - 1] ?? -1,
      words,
      linkWords: linkDepth > 0 ? words : 0,
      inLink: linkDepth > 0,
    });
    crossed = [];
    crossedBreaks = false;
    pendingSpace = trail;
  }
  return blocks;
}
