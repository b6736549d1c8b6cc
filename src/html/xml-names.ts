// XML 1.0 (5th edition) Name / NCName tests and the Char production, by code point (no regex backtracking).

function isNameStartCode(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    c === 0x5f ||
    c === 0x3a ||
    (c >= 0xc0 && c <= 0xd6) ||
    (c >= 0xd8 && c <= 0xf6) ||
    (c >= 0xf8 && c <= 0x2ff) ||
    (c >= 0x370 && c <= 0x37d) ||
    (c >= 0x37f && c <= 0x1fff) ||
    (c >= 0x200c && c <= 0x200d) ||
    (c >= 0x2070 && c <= 0x218f) ||
    (c >= 0x2c00 && c <= 0x2fef) ||
    (c >= 0x3001 && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfdcf) ||
    (c >= 0xfdf0 && c <= 0xfffd) ||
    (c >= 0x10000 && c <= 0xeffff)
  );
}

function isNameCode(c: number): boolean {
  return (
    isNameStartCode(c) ||
    c === 0x2d ||
    c === 0x2e ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0xb7 ||
    (c >= 0x300 && c <= 0x36f) ||
    (c >= 0x203f && c <= 0x2040)
  );
}

/** XML `Name` (colons allowed). */
export function isXmlName(s: string): boolean {
  if (s.length === 0) return false;
  let first = true;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (first ? !isNameStartCode(c) : !isNameCode(c)) return false;
    first = false;
  }
  return true;
}

/** Namespaces in XML `NCName`: a Name without colons. */
export function isNcName(s: string): boolean {
  return s.indexOf(':') < 0 && isXmlName(s);
}

/** A `prefix:local` QName whose parts are NCNames. */
export function isQName(s: string): boolean {
  const i = s.indexOf(':');
  if (i < 0) return isNcName(s);
  return isNcName(s.slice(0, i)) && isNcName(s.slice(i + 1));
}

// Characters outside XML 1.0's Char production: C0 controls but tab/LF/CR, U+FFFE/U+FFFF and any surrogate
// (paired surrogates are filtered precisely by `xmlChars`).
const MAYBE_BAD = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/**
 * `s` without the characters XML 1.0 forbids (lone surrogates included); paired surrogates are kept. A form
 * feed is ASCII whitespace to HTML (it parts words and class names), so it becomes a space instead of joining
 * its neighbours; so does a vertical tab, as in every other output (`control-chars.ts`, which the pipeline
 * applies to the tree first).
 */
export function xmlChars(s: string): string {
  if (!MAYBE_BAD.test(s)) return s;
  const out: string[] = [];
  let start = 0;
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    let bad = false;
    if (c < 0x20) bad = c !== 0x09 && c !== 0x0a && c !== 0x0d;
    else if (c === 0xfffe || c === 0xffff) bad = true;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
      else bad = true;
    } else if (c >= 0xdc00 && c <= 0xdfff) bad = true;
    if (bad) {
      if (i > start) out.push(s.slice(start, i));
      if (c === 0x0c || c === 0x0b) out.push(' ');
      start = i + 1;
    }
  }
  if (start < n) out.push(s.slice(start));
  return out.join('');
}
