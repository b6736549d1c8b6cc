import { MAX_WRAPPER_LINE } from '../limits.js';
// The CleanEval wrapper: the organisers put `<text id="URL" title="…" encoding="…">` on a line before each
// page and `</text>` after it. It is not part of the page: we strip it and keep its URL, title and label.

export interface CleanevalWrapper {
  url: string | null;
  /** Title bytes as a latin1 string (re-decoded later with the page's encoding), entities not yet resolved. */
  rawTitle: string | null;
  /** The `encoding` attribute (`unset`, `utf8`, `iso-8859-1`, …), or null when absent. */
  encoding: string | null;
  /** The page's bytes without the wrapper line and the closing `</text>`. */
  body: Uint8Array;
}

const OPEN = '<text ';
const CLOSE = '</text>';
/** The wrapper's opening tag when its attributes are plainly quoted (a title with a stray `"` is not). */
const OPEN_TAG = /^<text(?:\s+[a-z]+="[^"]*")*\s*>/;

/** Attribute values of the wrapper line, in the order they appear; a value ends at the quote before the next ` name="`. */
function wrapperAttributes(line: string): Map<string, string> {
  const out = new Map<string, string>();
  const marker = /\s([a-z]+)="/g;
  const starts: { name: string; valueStart: number; markerStart: number }[] = [];
  for (let m = marker.exec(line); m; m = marker.exec(line)) {
    starts.push({ name: m[1], valueStart: m.index + m[0].length, markerStart: m.index });
  }
  for (let k = 0; k < starts.length; k++) {
    const limit = k + 1 < starts.length ? starts[k + 1].markerStart : line.lastIndexOf('>');
    const close = line.lastIndexOf('"', limit);
    if (close >= starts[k].valueStart && !out.has(starts[k].name)) {
      out.set(starts[k].name, line.slice(starts[k].valueStart, close));
    }
  }
  return out;
}

function isSpaceByte(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
}

/** Recognizes and strips the wrapper; null when the bytes do not start with one. */
export function stripCleanevalWrapper(bytes: Uint8Array): CleanevalWrapper | null {
  for (let k = 0; k < OPEN.length; k++) if (bytes[k] !== OPEN.charCodeAt(k)) return null;
  const searchEnd = Math.min(bytes.length, MAX_WRAPPER_LINE);
  let nl = -1;
  for (let i = 0; i < searchEnd; i++) {
    if (bytes[i] === 0x0a) {
      nl = i;
      break;
    }
  }
  const lineEnd = nl < 0 ? (bytes.length <= MAX_WRAPPER_LINE ? bytes.length : -1) : nl;
  if (lineEnd < 0) return null;
  let line = Buffer.from(bytes.buffer, bytes.byteOffset, lineEnd).toString('latin1').replace(/\r$/, '');
  if (!line.endsWith('>')) return null;
  // A page on the wrapper's own line (`<text id="…"><p>…</p></text>`, as scripts write one page a line):
  // the wrapper is its opening tag only, and the page starts right after it.
  let bodyStart = Math.min(bytes.length, lineEnd + 1);
  const tag = OPEN_TAG.exec(line);
  if (tag !== null && /\S/.test(line.slice(tag[0].length))) {
    bodyStart = tag[0].length; // latin1: one character a byte
    line = tag[0];
  }
  const attrs = wrapperAttributes(line);

  // Drop a closing </text> (and the whitespace around it) at the very end.
  let end = bytes.length;
  while (end > bodyStart && isSpaceByte(bytes[end - 1])) end--;
  const closeStart = end - CLOSE.length;
  if (closeStart >= bodyStart) {
    let isClose = true;
    for (let k = 0; k < CLOSE.length; k++) if (bytes[closeStart + k] !== CLOSE.charCodeAt(k)) isClose = false;
    if (isClose) end = closeStart;
    else end = bytes.length;
  } else {
    end = bytes.length;
  }
  return {
    url: attrs.get('id') || null,
    rawTitle: attrs.get('title') ?? null,
    encoding: attrs.get('encoding') || null,
    body: bytes.subarray(bodyStart, Math.max(bodyStart, end)),
  };
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Resolves the few entities wrapper titles use (`&quot;`, `&amp;`, `&#8211;`). */
export function unescapeTitle(title: string): string {
  return title.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}
