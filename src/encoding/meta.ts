// WHATWG "prescan a byte stream to determine its encoding": the <meta charset> / http-equiv declaration.
// Byte-level and linear: every loop advances `pos`, and nothing backtracks.

/** How far into the page the prescan looks. WHATWG says 1024 bytes; old pages often put long
 * keyword metas or scripts first, so we look a little further, as Chromium does. */
export const META_SCAN_BYTES = 4096;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QMARK = 0x3f;
const EQ = 0x3d;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const DASH = 0x2d;

function isSpace(b: number): boolean {
  return b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20;
}

function isLetter(b: number): boolean {
  return (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
}

function lower(b: number): number {
  return b >= 0x41 && b <= 0x5a ? b + 0x20 : b;
}

/** Case-insensitive ASCII match of `word` (lower-case) at `pos`. */
function matchesAt(bytes: Uint8Array, end: number, pos: number, word: string): boolean {
  if (pos + word.length > end) return false;
  for (let k = 0; k < word.length; k++) if (lower(bytes[pos + k]) !== word.charCodeAt(k)) return false;
  return true;
}

interface Attribute {
  name: string;
  value: string;
}

/** The prescan's byte cursor and its "get an attribute" step. */
class Scanner {
  pos = 0;
  constructor(
    readonly bytes: Uint8Array,
    readonly end: number,
  ) {}

  /** WHATWG "get an attribute"; null when the tag ends (or the scan window does). */
  getAttribute(): Attribute | null {
    const { bytes, end } = this;
    while (this.pos < end && (isSpace(bytes[this.pos]) || bytes[this.pos] === SLASH)) this.pos++;
    if (this.pos >= end || bytes[this.pos] === GT) return null;
    const name: number[] = [];
    const value: number[] = [];
    const done = (): Attribute => ({
      name: String.fromCharCode(...name),
      value: String.fromCharCode(...value),
    });
    // name
    for (;;) {
      if (this.pos >= end) return null;
      const b = bytes[this.pos];
      if (b === EQ && name.length > 0) {
        this.pos++;
        break;
      }
      if (isSpace(b)) {
        while (this.pos < end && isSpace(bytes[this.pos])) this.pos++;
        if (this.pos >= end) return null;
        if (bytes[this.pos] !== EQ) return done();
        this.pos++;
        break;
      }
      if (b === SLASH || b === GT) return done();
      if (name.length < 64) name.push(lower(b));
      this.pos++;
    }
    // value
    while (this.pos < end && isSpace(bytes[this.pos])) this.pos++;
    if (this.pos >= end) return null;
    const first = bytes[this.pos];
    if (first === DQUOTE || first === SQUOTE) {
      this.pos++;
      for (;;) {
        if (this.pos >= end) return null;
        const b = bytes[this.pos++];
        if (b === first) return done();
        if (value.length < 1024) value.push(lower(b));
      }
    }
    if (first === GT) return done();
    for (;;) {
      if (this.pos >= end) return done();
      const b = bytes[this.pos];
      if (isSpace(b) || b === GT) return done();
      if (value.length < 1024) value.push(lower(b));
      this.pos++;
    }
  }
}

/** WHATWG "extract a character encoding from a meta element": the charset= inside a content value. */
export function charsetFromContent(content: string): string | null {
  const s = content.toLowerCase();
  let from = 0;
  for (;;) {
    const at = s.indexOf('charset', from);
    if (at < 0) return null;
    let i = at + 7;
    while (i < s.length && isSpace(s.charCodeAt(i))) i++;
    if (s[i] !== '=') {
      from = at + 7;
      continue;
    }
    i++;
    while (i < s.length && isSpace(s.charCodeAt(i))) i++;
    const q = s[i];
    if (q === '"' || q === "'") {
      const close = s.indexOf(q, i + 1);
      return close < 0 ? null : s.slice(i + 1, close);
    }
    let j = i;
    while (j < s.length && !isSpace(s.charCodeAt(j)) && s[j] !== ';') j++;
    return j > i ? s.slice(i, j) : null;
  }
}

/** Handles one `<meta …>`: its charset label when it declares one the WHATWG way. */
function metaCharset(sc: Scanner): string | null {
  const seen = new Set<string>();
  let gotPragma = false;
  let needPragma: boolean | null = null;
  let charset: string | null = null;
  for (let attr = sc.getAttribute(); attr; attr = sc.getAttribute()) {
    if (seen.has(attr.name)) continue;
    seen.add(attr.name);
    if (attr.name === 'http-equiv') {
      if (attr.value === 'content-type') gotPragma = true;
    } else if (attr.name === 'content') {
      if (charset === null) {
        const found = charsetFromContent(attr.value);
        if (found !== null) {
          charset = found;
          needPragma = true;
        }
      }
    } else if (attr.name === 'charset') {
      charset = attr.value;
      needPragma = false;
    }
  }
  if (needPragma === null || (needPragma && !gotPragma) || !charset) return null;
  return charset.trim();
}

/**
 * The encoding label declared by a `<meta>` in the first `limit` bytes, as the WHATWG prescan finds
 * it (comments and other tags' attributes skipped), or null. The label is returned raw; the caller
 * resolves it, maps UTF-16 to UTF-8 and x-user-defined to windows-1252 as WHATWG requires.
 */
export function prescanMeta(bytes: Uint8Array, limit = META_SCAN_BYTES): string | null {
  const end = Math.min(bytes.length, limit);
  const sc = new Scanner(bytes, end);
  while (sc.pos < end) {
    const b = bytes[sc.pos];
    if (b !== LT) {
      sc.pos++;
      continue;
    }
    if (matchesAt(bytes, end, sc.pos, '<!--')) {
      // to the end of the first "-->" whose dashes come after "<!" (so "<!-->" closes at once)
      let i = sc.pos + 2;
      while (i + 2 < end && !(bytes[i] === DASH && bytes[i + 1] === DASH && bytes[i + 2] === GT)) i++;
      sc.pos = i + 3;
      continue;
    }
    if (matchesAt(bytes, end, sc.pos, '<meta') && sc.pos + 5 < end) {
      const next = bytes[sc.pos + 5];
      if (isSpace(next) || next === SLASH) {
        sc.pos += 6;
        const label = metaCharset(sc);
        if (label) return label;
        sc.pos++;
        continue;
      }
    }
    const second = sc.pos + 1 < end ? bytes[sc.pos + 1] : -1;
    if (isLetter(second) || (second === SLASH && sc.pos + 2 < end && isLetter(bytes[sc.pos + 2]))) {
      // another tag: skip its name, then its attributes (so a quoted ">" cannot end it early)
      while (sc.pos < end && !isSpace(bytes[sc.pos]) && bytes[sc.pos] !== GT) sc.pos++;
      while (sc.getAttribute()) {
        /* skip */
      }
      sc.pos++;
      continue;
    }
    if (second === BANG || second === SLASH || second === QMARK) {
      while (sc.pos < end && bytes[sc.pos] !== GT) sc.pos++;
      sc.pos++;
      continue;
    }
    sc.pos++;
  }
  return null;
}
