import { MAX_PROLOG } from '../limits.js';

// The name of a document's first element, past the XML declaration, comments, processing instructions
// and a DOCTYPE (with its internal subset). A bounded linear scan: no regex over the page.

function isNameChar(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2d ||
    c === 0x5f ||
    c === 0x2e ||
    c === 0x3a ||
    c > 0x7f
  );
}

/** Index just past the `>` that closes a DOCTYPE starting at `i`, skipping `[ … ]` and quoted strings. */
function skipDoctype(text: string, i: number, end: number): number {
  let depth = 0;
  let quote = '';
  for (let j = i; j < end; j++) {
    const c = text[j];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return j + 1;
  }
  return -1;
}

export interface FirstElement {
  /** Lower-case local name (prefix dropped: `sm:urlset` → `urlset`). */
  name: string;
}

/** The first element of `text`, or null when none starts within the prolog bound. */
export function firstElement(text: string): FirstElement | null {
  const end = Math.min(text.length, MAX_PROLOG);
  let i = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0xfeff) {
      i++;
      continue;
    }
    if (c !== 0x3c) return null; // text before any element: not a structured document
    if (text.startsWith('<?', i)) {
      const close = text.indexOf('?>', i + 2);
      if (close < 0 || close >= end) return null;
      i = close + 2;
    } else if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      if (close < 0 || close >= end) return null;
      i = close + 3;
    } else if (text[i + 1] === '!') {
      const next = skipDoctype(text, i + 2, end);
      if (next < 0) return null;
      i = next;
    } else {
      let j = i + 1;
      while (j < end && isNameChar(text.charCodeAt(j))) j++;
      if (j === i + 1) return null;
      const qname = text.slice(i + 1, j).toLowerCase();
      const colon = qname.lastIndexOf(':');
      return { name: colon >= 0 ? qname.slice(colon + 1) : qname };
    }
  }
  return null;
}
