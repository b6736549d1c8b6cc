// Splits the (precleaned) tree into Victor's text blocks in one iterative pass.
import { type DocumentNode, type ElementNode, getAttr, walk } from '../html/node.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';
import { MAX_BLOCK_CONTAINERS } from '../limits.js';
import type { Block } from './block.js';
import { countWords } from './words.js';

const STYLE_ATTRS = ['class', 'style', 'align', 'face', 'size', 'color'];

/** An element's part of a style key: its name and style attributes. */
function stylePart(el: ElementNode): string {
  let part = el.name;
  if (el.attrs.length === 0) return part;
  for (const a of STYLE_ATTRS) {
    const v = getAttr(el, a);
    if (v) part += `[${a}=${v.trim().replace(/\s+/g, ' ')}]`;
  }
  return part;
}

/** The style key of the element holding a text, cached in `keys` (an element may hold several texts). */
function styleKeyOf(node: ElementNode, keys: Map<ElementNode, string>): string {
  const parts: string[] = [];
  let el: ElementNode | null = node;
  // The aspect of text is set by its nearest few containers; deeper ancestors are shared by the whole page.
  for (let depth = 0; el && depth < 3; depth++) {
    parts.push(stylePart(el));
    if (BLOCK_LEVEL.has(el.name)) break;
    el = el.parent?.kind === 'element' ? el.parent : null;
  }
  const key = parts.reverse().join('>');
  keys.set(node, key);
  return key;
}

function isSpace(c: number): boolean {
  return (
    c === 32 ||
    c === 10 ||
    c === 9 ||
    c === 13 ||
    c === 12 ||
    c === 0xa0 ||
    (c > 0x1fff && /\s/.test(String.fromCharCode(c)))
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
 * than a space. Any non-ASCII character answers yes (the regexp decides), so the answer is never a wrong no.
 * Most texts have single spaces only and skip the replace.
 */
function hasSpaceToCollapse(text: string): boolean {
  let prevSpace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (prevSpace) return true;
      prevSpace = true;
    } else if ((c >= 9 && c <= 13) || c >= 128) return true;
    else prevSpace = false;
  }
  return false;
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
  const text = hasSpaceToCollapse(core) ? core.replace(/[\s\u00a0]+/g, ' ') : core;
  return { text, lead: start > 0, trail: end < raw.length };
}

/**
 * Builds the block list of a document. Each text node yields at most one block (adjacent text is merged by
 * the parser); whitespace-only text yields none but still separates words.
 */
export function buildBlocks(doc: DocumentNode): Block[] {
  const blocks: Block[] = [];
  const stack: ElementNode[] = [];
  const names: string[] = [];
  let divCount = 0;
  let tdCount = 0;
  const divStack: number[] = [];
  const tdStack: number[] = [];
  const blockStack: string[] = [];
  let linkDepth = 0;
  let crossed: string[] = [];
  let pendingSpace = false;
  const styleKeys = new Map<ElementNode, string>();

  walk(
    doc,
    (node) => {
      if (node.kind === 'element') {
        stack.push(node);
        names.push(node.name);
        crossed.push(node.name);
        // Group ids in document order (the walk enters each element once).
        if (node.name === 'div') divStack.push(divCount++);
        else if (node.name === 'td' || node.name === 'th') tdStack.push(tdCount++);
        if (BLOCK_LEVEL.has(node.name)) blockStack.push(node.name);
        if (node.name === 'a' && getAttr(node, 'href') !== undefined) linkDepth++;
        return;
      }
      if (node.kind !== 'text') return;
      const { text, lead, trail } = normalizeSpace(node.value);
      if (text === '') {
        if (node.value.length > 0) pendingSpace = true;
        return;
      }
      const parent = stack[stack.length - 1];
      if (!parent) return; // text directly under the document cannot happen after a parse
      const words = countWords(text);
      const tagBreak = crossed.some(separatesWords);
      blocks.push({
        id: blocks.length,
        text,
        node: parent,
        containers: names.slice(-MAX_BLOCK_CONTAINERS),
        crossed,
        spaceBefore: pendingSpace || lead || tagBreak,
        tag: blockStack[blockStack.length - 1] ?? parent.name,
        styleKey: styleKeys.get(parent) ?? styleKeyOf(parent, styleKeys),
        divGroup: divStack[divStack.length - 1] ?? -1,
        tdGroup: tdStack[tdStack.length - 1] ?? -1,
        words,
        linkWords: linkDepth > 0 ? words : 0,
        inLink: linkDepth > 0,
      });
      crossed = [];
      pendingSpace = trail;
    },
    (el) => {
      stack.pop();
      names.pop();
      crossed.push(closingTag(el.name));
      if (el.name === 'div') divStack.pop();
      else if (el.name === 'td' || el.name === 'th') tdStack.pop();
      if (BLOCK_LEVEL.has(el.name)) blockStack.pop();
      if (el.name === 'a' && getAttr(el, 'href') !== undefined) linkDepth--;
    },
  );
  return blocks;
}
