// Double encoding written as character references (`Camilla&acirc;&#128;&#153;s`) only shows after the
// parser has resolved them, so the same repair runs once more over the parsed tree's text nodes.
import { decodeHTML } from 'entities';
import { type ParentNode, walk } from '../html/node.js';
import { mayHaveMojibake, repairMojibake } from './mojibake.js';

/**
 * Repairs double-encoded sequences in every text node under `root`; returns how many were repaired. `source`,
 * when given, is the markup the tree was parsed from: when it can yield no character a repair starts with
 * (see `sourceMayHaveMojibake`), no text node can have one and the tree is not walked.
 */
export function repairMojibakeInTree(root: ParentNode, source?: string): number {
  if (source !== undefined && !sourceMayHaveMojibake(source)) return 0;
  let repaired = 0;
  walk(root, (node) => {
    // The prefilter first: most text nodes have nothing to repair, and then no result object is made.
    if (node.kind !== 'text' || node.value.length < 2 || !mayHaveMojibake(node.value)) return;
    const fixed = repairMojibake(node.value);
    if (fixed.repaired > 0) {
      node.value = fixed.text;
      repaired += fixed.repaired;
    }
  });
  return repaired;
}

/** Code points a repair starts with (mojibake.ts SUSPECT): Â Ã Å â and the C1 controls. */
function suspectCode(code: number): boolean {
  return (code >= 0x80 && code <= 0x9f) || code === 0xc2 || code === 0xc3 || code === 0xc5 || code === 0xe2;
}

const NAMED_REFERENCE = /&[A-Za-z][A-Za-z0-9]*;?/y;
/** Whether a named reference (as written, `&acirc;`, `&Atilde`) decodes to text with a suspect character. */
const namedSuspect = new Map<string, boolean>();

/**
 * Whether parsing `source` can give a text node a character the repair starts with: one written as it is, or
 * one a character reference resolves to. Numeric references count by their number (0x80–0x9F counts even
 * though HTML maps most of those to windows-1252 punctuation: a wrong yes only costs the walk); named ones by
 * what `entities` decodes them to, legacy ones without `;` included. One native scan, then one look per `&`.
 */
export function sourceMayHaveMojibake(source: string): boolean {
  if (mayHaveMojibake(source)) return true;
  for (let i = source.indexOf('&'); i >= 0; i = source.indexOf('&', i + 1)) {
    const next = source.charCodeAt(i + 1);
    if (next === 35 /* # */) {
      const hex = (source.charCodeAt(i + 2) | 0x20) === 0x78; /* x or X */
      let k = i + (hex ? 3 : 2);
      let value = 0;
      let digits = 0;
      for (; k < source.length && value <= 0x10ffff; k++, digits++) {
        const c = source.charCodeAt(k);
        const d =
          c >= 48 && c <= 57 ? c - 48 : hex && (c | 0x20) >= 97 && (c | 0x20) <= 102 ? (c | 0x20) - 87 : -1;
        if (d < 0) break;
        value = value * (hex ? 16 : 10) + d;
      }
      if (digits > 0 && suspectCode(value)) return true;
      continue;
    }
    if (!((next | 0x20) >= 97 && (next | 0x20) <= 122)) continue;
    NAMED_REFERENCE.lastIndex = i;
    const m = NAMED_REFERENCE.exec(source);
    if (!m) continue;
    // Longer than any entity name: only its first 40 characters can make a reference.
    const ref = m[0].length > 40 ? m[0].slice(0, 40) : m[0];
    let suspect = namedSuspect.get(ref);
    if (suspect === undefined) {
      suspect = mayHaveMojibake(decodeHTML(ref));
      if (namedSuspect.size < 10_000) namedSuspect.set(ref, suspect);
    }
    if (suspect) return true;
  }
  return false;
}
