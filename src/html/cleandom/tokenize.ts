// CleanDOM tokenizer: one left-to-right scan with indexOf and char codes (no backtracking regex), so its
// cost is linear in the page. Tags with attributes in any quoting, comments, doctype, CDATA sections (as
// text), raw text for script/style (and all that follows `<plaintext>`), RCDATA for title/textarea; character references decoded by `entities`
// (HTML5 rules: `&#128;`-`&#159;` read as windows-1252, `&apos;` and every named entity).
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import type { Attr } from '../node.js';
import { RAW_TEXT, RCDATA } from '../vocabulary.js';
import type { Token } from './tokens.js';

const GT = 0x3e;
const SLASH = 0x2f;
const EQ = 0x3d;
const BANG = 0x21;
const QUESTION = 0x3f;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

function isAsciiAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function decodeText(s: string): string {
  return s.indexOf('&') >= 0 ? decodeHTML(s) : s;
}

function decodeAttr(s: string): string {
  return s.indexOf('&') >= 0 ? decodeHTMLAttribute(s) : s;
}

/** Position of `</name` (any case) followed by space, `/` or `>`, from `from`; -1 when absent. */
export function findEndTag(src: string, name: string, from: number): number {
  let pos = from;
  for (;;) {
    const i = src.indexOf('</', pos);
    if (i < 0) return -1;
    const after = i + 2 + name.length;
    if (src.slice(i + 2, after).toLowerCase() === name) {
      const c = src.charCodeAt(after);
      if (Number.isNaN(c) || isSpace(c) || c === SLASH || c === GT) return i;
    }
    pos = i + 2;
  }
}

interface ParsedTag {
  name: string;
  attrs: Attr[];
  selfClosing: boolean;
  /** Index just past the closing `>`; -1 when the input ended inside the tag (the tag is dropped). */
  end: number;
}

/** Parses a start or end tag whose name starts at `i` (just after `<` or `</`). */
function parseTag(src: string, i: number): ParsedTag {
  const n = src.length;
  let j = i;
  while (j < n) {
    const c = src.charCodeAt(j);
    if (isSpace(c) || c === SLASH || c === GT) break;
    j++;
  }
  const name = src.slice(i, j).toLowerCase();
  const attrs: Attr[] = [];
  const seen = new Set<string>();
  let selfClosing = false;
  while (j < n) {
    let c = src.charCodeAt(j);
    if (isSpace(c)) {
      j++;
      continue;
    }
    if (c === GT) return { name, attrs, selfClosing, end: j + 1 };
    if (c === SLASH) {
      selfClosing = src.charCodeAt(j + 1) === GT;
      j++;
      continue;
    }
    selfClosing = false;
    // Attribute name: up to space, `/`, `>` or `=` (a leading `=` belongs to the name, as in HTML5).
    const ns = j;
    j++;
    while (j < n) {
      c = src.charCodeAt(j);
      if (isSpace(c) || c === SLASH || c === GT || c === EQ) break;
      j++;
    }
    const attrName = src.slice(ns, j).toLowerCase();
    let k = j;
    while (k < n && isSpace(src.charCodeAt(k))) k++;
    let value = '';
    if (src.charCodeAt(k) === EQ) {
      k++;
      while (k < n && isSpace(src.charCodeAt(k))) k++;
      const q = src.charCodeAt(k);
      if (q === 0x22 || q === 0x27) {
        const close = src.indexOf(q === 0x22 ? '"' : "'", k + 1);
        if (close < 0) return { name, attrs, selfClosing, end: -1 };
        value = decodeAttr(src.slice(k + 1, close));
        j = close + 1;
      } else {
        let e = k;
        while (e < n) {
          const d = src.charCodeAt(e);
          if (isSpace(d) || d === GT) break;
          e++;
        }
        value = decodeAttr(src.slice(k, e));
        j = e;
      }
    }
    if (!seen.has(attrName)) {
      seen.add(attrName);
      attrs.push({ name: attrName, value });
    }
  }
  return { name, attrs, selfClosing, end: -1 };
}

/** Splits an HTML page into CleanDOM's token vector. */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const n = src.length;
  let textStart = 0;
  let i = 0;
  const flushText = (end: number) => {
    if (end > textStart) out.push({ type: 'text', value: decodeText(src.slice(textStart, end)) });
  };
  while (i < n) {
    const lt = src.indexOf('<', i);
    if (lt < 0) break;
    const c = src.charCodeAt(lt + 1);
    if (isAsciiAlpha(c)) {
      const tag = parseTag(src, lt + 1);
      flushText(lt);
      if (tag.end < 0) {
        // EOF inside a tag: the tag is dropped (as HTML5 does) and the page ends.
        textStart = i = n;
        break;
      }
      i = textStart = tag.end;
      if (tag.name === 'plaintext') {
        // HTML: everything after `<plaintext>` is text, tags and end tags included (no way out).
        out.push({ type: 'raw', name: tag.name, attrs: tag.attrs, value: src.slice(i) });
        i = textStart = n;
        break;
      }
      if (RAW_TEXT.has(tag.name) && !tag.selfClosing) {
        const close = findEndTag(src, tag.name, i);
        const stop = close < 0 ? n : close;
        out.push({ type: 'raw', name: tag.name, attrs: tag.attrs, value: src.slice(i, stop) });
        i = textStart = close < 0 ? n : skipTag(src, close);
      } else if (RCDATA.has(tag.name) && !tag.selfClosing) {
        out.push({ type: 'start', name: tag.name, attrs: tag.attrs, selfClosing: false, added: false });
        const close = findEndTag(src, tag.name, i);
        const stop = close < 0 ? n : close;
        if (stop > i) out.push({ type: 'text', value: decodeText(src.slice(i, stop)) });
        if (close >= 0) out.push({ type: 'end', name: tag.name, added: false });
        i = textStart = close < 0 ? n : skipTag(src, close);
      } else {
        out.push({
          type: 'start',
          name: tag.name,
          attrs: tag.attrs,
          selfClosing: tag.selfClosing,
          added: false,
        });
      }
    } else if (c === SLASH) {
      const d = src.charCodeAt(lt + 2);
      flushText(lt);
      if (isAsciiAlpha(d)) {
        const tag = parseTag(src, lt + 2);
        if (tag.end < 0) {
          textStart = i = n;
          break;
        }
        out.push({ type: 'end', name: tag.name, added: false });
        i = textStart = tag.end;
      } else if (d === GT) {
        i = textStart = lt + 3; // `</>` is ignored
      } else {
        // `</ 3>` and the like: a bogus comment up to `>`.
        const gt = src.indexOf('>', lt + 2);
        const stop = gt < 0 ? n : gt;
        out.push({ type: 'comment', value: src.slice(lt + 2, stop) });
        i = textStart = gt < 0 ? n : gt + 1;
      }
    } else if (c === BANG) {
      flushText(lt);
      i = textStart = markupDeclaration(src, lt, out);
    } else if (c === QUESTION) {
      flushText(lt);
      const gt = src.indexOf('>', lt + 2);
      const stop = gt < 0 ? n : gt;
      out.push({ type: 'comment', value: src.slice(lt + 1, stop) });
      i = textStart = gt < 0 ? n : gt + 1;
    } else {
      i = lt + 1; // a literal `<` stays in the text
    }
  }
  flushText(n);
  return mergeTexts(out);
}

/** Index past the `>` of the tag starting at `lt` (or the end of input). */
function skipTag(src: string, lt: number): number {
  const gt = src.indexOf('>', lt);
  return gt < 0 ? src.length : gt + 1;
}

/** `<!-- -->`, `<!DOCTYPE>`, `<![CDATA[ ]]>` or a bogus comment; returns the index after it. */
function markupDeclaration(src: string, lt: number, out: Token[]): number {
  const n = src.length;
  if (src.startsWith('<!--', lt)) {
    // `<!-->` and `<!--->` are empty comments; otherwise up to `-->` (or `--!>`), else to the end.
    if (src.startsWith('>', lt + 4)) {
      out.push({ type: 'comment', value: '' });
      return lt + 5;
    }
    if (src.startsWith('->', lt + 4)) {
      out.push({ type: 'comment', value: '' });
      return lt + 6;
    }
    const close = src.indexOf('-->', lt + 4);
    const bang = close < 0 ? src.indexOf('--!>', lt + 4) : -1;
    if (close >= 0) {
      out.push({ type: 'comment', value: src.slice(lt + 4, close) });
      return close + 3;
    }
    if (bang >= 0) {
      out.push({ type: 'comment', value: src.slice(lt + 4, bang) });
      return bang + 4;
    }
    out.push({ type: 'comment', value: src.slice(lt + 4) });
    return n;
  }
  if (src.startsWith('<![CDATA[', lt)) {
    const close = src.indexOf(']]>', lt + 9);
    const stop = close < 0 ? n : close;
    if (stop > lt + 9) out.push({ type: 'text', value: src.slice(lt + 9, stop) });
    return close < 0 ? n : close + 3;
  }
  const gt = src.indexOf('>', lt + 2);
  const stop = gt < 0 ? n : gt;
  const body = src.slice(lt + 2, stop);
  if (body.slice(0, 7).toLowerCase() === 'doctype')
    out.push({ type: 'doctype', value: body.slice(7).trim() });
  else out.push({ type: 'comment', value: body });
  return gt < 0 ? n : gt + 1;
}

/** Adjacent text tokens (split by a dropped `</>` or a literal `<`) become one. */
function mergeTexts(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const t of tokens) {
    const last = out[out.length - 1];
    if (t.type === 'text' && last?.type === 'text') last.value += t.value;
    else out.push(t);
  }
  return out;
}
