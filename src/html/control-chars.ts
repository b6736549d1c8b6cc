// Control characters in a page's text, settled once, right after the parse (`pipeline.ts` `loadPage`), so
// that the cleaner, the metadata and every output format (text, json, markdown, victor, cleaneval, xhtml)
// see the same text. Before, each output did its own thing: a vertical tab was a space in text but vanished
// in XHTML; U+0001 stayed in text and JSON while XML 1.0 forbids it.
//   - vertical tab and form feed are whitespace-like: they become a space (they part words and class names);
//   - the other C0 controls (but tab, LF, CR) and DEL disappear;
//   - C1 controls become the windows-1252 punctuation they stand for (`mojibake.ts`: the 27 that windows-1252
//     defines), and the five it leaves undefined disappear;
//   - lone surrogates and the noncharacters U+FFFE, U+FFFF disappear (paired surrogates stay).
// The XHTML serializer keeps its own filter (`xml-names.ts` `xmlChars`) for trees made otherwise.
import { cp1252Char } from '../encoding/cp1252.js';
import { mayHaveMojibake } from '../encoding/mojibake.js';
import type { ParentNode, TextNode } from './node.js';

/** A character `settleControls` may change: one native scan, and most texts have none (emoji pairs are not matched). */
const MAYBE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What `settleControls` puts in place of the code unit `c` at `i` in `s`, or null to keep it. */
function replacement(s: string, i: number, c: number): string | null {
  if (c < 0x20) return c === 9 || c === 10 || c === 13 ? null : c === 0x0b || c === 0x0c ? ' ' : '';
  if (c < 0x7f) return null;
  if (c <= 0x9f) {
    const mapped = cp1252Char(c);
    return mapped.charCodeAt(0) > 0x9f ? mapped : '';
  }
  if (c >= 0xd800 && c <= 0xdbff) {
    const next = s.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff ? null : '';
  }
  if (c >= 0xdc00 && c <= 0xdfff) {
    const prev = s.charCodeAt(i - 1);
    return prev >= 0xd800 && prev <= 0xdbff ? null : '';
  }
  return c === 0xfffe || c === 0xffff ? '' : null;
}

/** `s` with its control characters settled (see the head of this file); `s` itself when it has none. */
export function settleControls(s: string): string {
  if (!MAYBE.test(s)) return s;
  let out = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c < 0x7f) continue;
    const rep = replacement(s, i, c);
    if (rep === null) continue;
    out += s.slice(start, i) + rep;
    start = i + 1;
  }
  return out + s.slice(start);
}

/**
 * A numeric character reference to a code `settleControls` changes: C0 controls but tab, LF, CR (NUL too, which
 * the parser makes U+FFFD: a harmless yes), DEL and C1, U+FFFE, U+FFFF; leading zeros allowed, no digit after.
 * One native scan instead of a look at every reference (`&#8217;` is on most pages).
 */
const CONTROL_REFERENCE =
  /&#(?:[xX]0*(?:[0-8bcefBCEF]|1[0-9a-fA-F]|7[fF]|[89][0-9a-fA-F]|[fF]{3}[eEfF])(?![0-9a-fA-F])|0*(?:[0-8]|1[124-9]|2[0-9]|3[01]|12[7-9]|1[3-5][0-9]|6553[45])(?![0-9]))/;

/** The raw characters the prefilter looks for itself (C1 controls: `mayHaveMojibake`; surrogates: below). */
const RAW = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether parsing `source` can give the tree a character `settleControls` changes: one written as it is, or
 * one a numeric character reference resolves to (named references resolve to none). A wrong yes only costs a
 * walk of the tree. C1 controls are asked of the mojibake repair's scan, which remembers the page it has just
 * found clean (no second scan); `wellFormed` (a text the decoder made) skips the look for lone surrogates. A
 * scan with `MAYBE` costs about twice these (lookarounds), ~1 ms on a 250 kB page.
 */
export function sourceMayHaveControls(source: string, wellFormed = false): boolean {
  if (mayHaveMojibake(source) || RAW.test(source) || (!wellFormed && LONE_SURROGATE.test(source)))
    return true;
  return source.includes('&#') && CONTROL_REFERENCE.test(source);
}

/**
 * Settles the control characters of every text node and attribute value under `root` (comments are left
 * to the XHTML serializer: no other output shows them); a text node left empty is removed. `source`, when
 * given, is the markup the tree was parsed from: when it can yield no such character, the tree is not
 * walked (`wellFormed`: it has no lone surrogate, as a decoder's text). Returns how many texts and values changed.
 */
export function settleControlsInTree(root: ParentNode, source?: string, wellFormed = false): number {
  if (source !== undefined && !sourceMayHaveControls(source, wellFormed)) return 0;
  let changed = 0;
  const emptied: TextNode[] = [];
  const stack: ParentNode[] = [root];
  while (stack.length > 0) {
    const parent = stack.pop() as ParentNode;
    for (const child of parent.children) {
      if (child.kind === 'text') {
        const v = settleControls(child.value);
        if (v === child.value) continue;
        changed++;
        child.value = v;
        if (v === '') emptied.push(child);
      } else if (child.kind === 'element') {
        for (const a of child.attrs) {
          const v = settleControls(a.value);
          if (v === a.value) continue;
          changed++;
          a.value = v;
        }
        stack.push(child);
      }
    }
  }
  for (const t of emptied) {
    const siblings = t.parent?.children;
    if (siblings) siblings.splice(siblings.indexOf(t), 1);
  }
  return changed;
}
