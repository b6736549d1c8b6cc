// Reading outputs and gold files into what the scorers compare: CleanEval word tokens (markers as words)
// and plain main-content text (for shingles), for each gold format of the development corpora.
import { type ElementNode, getAttr, walk } from '../html/node.js';
import { parseHtml5 } from '../html/parse.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';
import type { GoldFormat } from './gold-formats.js';

export type { GoldFormat } from './gold-formats.js';

export const MARKERS: ReadonlySet<string> = new Set(['<p>', '<h>', '<l>']);

/** Drops a first line `URL: …` (CleanEval files open with one; it is not content). */
export function dropUrlLine(text: string): string {
  const t = text.startsWith('\ufeff') ? text.slice(1) : text;
  const m = /^[ \t\r\n]*URL:[^\n]*\n?/.exec(t);
  return m ? t.slice(m[0].length) : t;
}

/**
 * CleanEval tokens: whitespace-separated words, the URL line dropped, and each segment marker a word of its
 * own even when glued to text (`<p>If` → `<p>`, `If`), as the gold files write `<p>` directly before text.
 * Markers are read case-insensitively and written lower-case.
 */
export function cleanevalTokens(text: string): string[] {
  const spaced = dropUrlLine(text).replace(/<([phlPHL])>/g, (_m, c: string) => ` <${c.toLowerCase()}> `);
  return spaced.split(/\s+/).filter((t) => t.length > 0);
}

/** The text of a CleanEval file without its URL line and its markers. */
export function cleanevalPlainText(text: string): string {
  return dropUrlLine(text).replace(/<[phlPHL]>/g, ' ');
}

/**
 * Dragnet gold: the main content is the text before the comments marker, a line holding a run of
 * `!@#$%^&*()` punctuation followed by `COMMENTS`; user comments follow it and are not main content.
 */
export function dragnetMainText(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (isDragnetCommentsLine(line)) break;
    out.push(line);
  }
  return out.join('\n');
}

function isDragnetCommentsLine(line: string): boolean {
  const i = line.indexOf('COMMENTS');
  if (i < 0) return false;
  const before = line.slice(0, i).trim();
  return before.length >= 3 && /^[!@#$%^&*()]+$/.test(before.replace(/\s+/g, ''));
}

/** L3S-GN1 classes that are main content: 1 headline, 2 full text, 3 supplemental (not 4 related, 5 comments). */
const L3S_CONTENT = new Set(['x-nc-sel1', 'x-nc-sel2', 'x-nc-sel3']);

function l3sClassOf(el: ElementNode): string | null {
  if (el.name !== 'span') return null;
  const cls = getAttr(el, 'class');
  if (!cls) return null;
  for (const c of cls.split(/\s+/)) if (c.startsWith('x-nc-')) return c;
  return null;
}

/**
 * The text of an HTML document, one line per block-level element or `<br>`, whitespace collapsed, scripts and
 * styles skipped. With `keep`, only text whose nearest annotated span (per `annotation`) is kept counts.
 */
function htmlLines(
  html: string,
  annotation: (el: ElementNode) => string | null = () => null,
  keep: ((cls: string | null) => boolean) | null = null,
): string {
  const doc = parseHtml5(html);
  const stack: (string | null)[] = [null];
  const parts: string[] = [];
  walk(
    doc,
    (n) => {
      if (n.kind === 'element') {
        const cls = annotation(n);
        // Pushed even for skipped elements: `walk` calls `leave` for them too.
        stack.push(cls ?? stack[stack.length - 1]);
        if (cls || BLOCK_LEVEL.has(n.name) || n.name === 'br') parts.push('\n');
        if (SKIPPED.has(n.name)) return false;
      } else if (n.kind === 'text') {
        if (keep === null || keep(stack[stack.length - 1])) parts.push(n.value);
      }
      return true;
    },
    (el) => {
      stack.pop();
      if (annotation(el) || BLOCK_LEVEL.has(el.name)) parts.push('\n');
    },
  );
  return parts
    .join('')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0)
    .join('\n');
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);

/**
 * L3S-GN1 gold (the page with annotated `<span class="x-nc-selN">`): the text of the spans of classes 1–3,
 * each span's text a line of its own; a text node belongs to its nearest annotated span.
 */
export function l3sMainText(html: string): string {
  return htmlLines(html, l3sClassOf, (cls) => cls !== null && L3S_CONTENT.has(cls));
}

/** HTML gold (Readability.js's expected output): all of its text, one line per block. */
export function htmlMainText(html: string): string {
  return htmlLines(html);
}

/** The main-content text of a gold file in `format`. */
export function goldMainText(text: string, format: GoldFormat): string {
  switch (format) {
    case 'cleaneval':
      return cleanevalPlainText(text);
    case 'text':
      return text;
    case 'dragnet':
      return dragnetMainText(text);
    case 'l3s':
      return l3sMainText(text);
    case 'html':
      return htmlMainText(text);
  }
}

/** Word tokens of a gold file for the CleanEval measure (markers only exist in the cleaneval format). */
export function goldTokens(text: string, format: GoldFormat): string[] {
  if (format === 'cleaneval') return cleanevalTokens(text);
  return goldMainText(text, format)
    .split(/\s+/)
    .filter((t) => t.length > 0);
}
