// Page-level tallies over a page's blocks that several feature tables read: words per div/td group and
// repeated texts. Computed once per page (`pageTallies`) and handed to each table, so that a combined table
// (Victor's columns plus the CRF context columns) does not count the page twice.
import type { Block } from './block.js';

export interface GroupTally {
  words: number;
  /** Words outside links. */
  plainWords: number;
  linkWords: number;
  blocks: number;
}

/**
 * Blocks whose texts reduce to the same comparison key (`duplicateKeys`), as groups: the key strings are not
 * kept (a 200,000-paragraph page held two 400-character keys per block, over 150 MB), only which blocks share
 * one. Groups are numbered in order of their first block.
 */
export interface DuplicateTally {
  /** Group of each block; −1 for a text without letters (or digits, as kept), which is never counted. */
  group: Int32Array;
  /** Blocks in each group. */
  size: Int32Array;
}

export interface PageTallies {
  /** Words outside links over the whole page. */
  plainWords: number;
  /** By div-group and td-group index (-1: blocks outside any group). */
  divs: Map<number, GroupTally>;
  tds: Map<number, GroupTally>;
  /** Letters only, lower-cased: Victor compares duplicates ignoring whitespace and non-letters. */
  letterDuplicates: DuplicateTally;
  /** Letters and digits, lower-cased: the CRF context column `dup` (a price or date line is its own text). */
  wordDuplicates: DuplicateTally;
}

function groupTallies(blocks: readonly Block[], key: (b: Block) => number): Map<number, GroupTally> {
  const m = new Map<number, GroupTally>();
  for (const b of blocks) {
    const k = key(b);
    let g = m.get(k);
    if (!g) {
      g = { words: 0, plainWords: 0, linkWords: 0, blocks: 0 };
      m.set(k, g);
    }
    g.words += b.words;
    g.linkWords += b.linkWords;
    g.plainWords += b.words - b.linkWords;
    g.blocks++;
  }
  return m;
}

// Character classes for the keys, by UTF-16 code unit, filled as characters are met (ASCII up front).
const UNKNOWN = 0;
const LETTER = 1;
const DIGIT = 2; // any \p{N}
const OTHER = 3;
const classes = new Uint8Array(0x10000);
for (let c = 0; c < 128; c++)
  classes[c] = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) ? LETTER : c >= 48 && c <= 57 ? DIGIT : OTHER;

function classOf(text: string, i: number): number {
  const unit = text.charCodeAt(i);
  if (unit >= 0xd800 && unit <= 0xdfff) return classify(String.fromCodePoint(text.codePointAt(i)!));
  if (classes[unit] === UNKNOWN) classes[unit] = classify(text[i]);
  return classes[unit];
}

function classify(ch: string): number {
  return /\p{L}/u.test(ch) ? LETTER : /\p{N}/u.test(ch) ? DIGIT : OTHER;
}

/**
 * The two duplicate keys of a text: `text.toLowerCase()` without its non-letters, and without its
 * non-letters-or-digits, by cutting the lower-cased text into runs (no regexp replace, one lower-casing).
 * The letters key is the other without its digits: the same string when there are none (most texts).
 */
export function duplicateKeys(text: string): { letters: string; words: string } {
  const words = keptRuns(text.toLowerCase(), true);
  return { letters: hasDigit(words) ? keptRuns(words, false) : words, words };
}

/**
 * `s` without the characters that are neither letters nor (when `digits`) digits. A surrogate pair is
 * classified as the code point it forms; both halves land in the same run.
 */
function keptRuns(s: string, digits: boolean): string {
  let out = '';
  let run = -1;
  for (let i = 0; i <= s.length; i++) {
    const cls = i < s.length ? classOf(s, i) : OTHER;
    const keep = cls === LETTER || (digits && cls === DIGIT);
    if (keep && run < 0) run = i;
    else if (!keep && run >= 0) {
      out += s.slice(run, i);
      run = -1;
    }
    if (cls !== OTHER && isHighSurrogate(s.charCodeAt(i))) i++; // the pair stays in the run
  }
  return out;
}

function hasDigit(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const cls = classOf(s, i);
    if (cls === DIGIT) return true;
    if (cls !== OTHER && isHighSurrogate(s.charCodeAt(i))) i++;
  }
  return false;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/** FNV-1a-like 32-bit mixing of one UTF-16 unit (two multipliers give two independent halves). */
const mix = (h: number, unit: number, prime: number) => Math.imul(h ^ unit, prime);
const P1 = 0x01000193;
const P2 = 0x5bd1e995;

/**
 * The 53-bit hashes of a text's two keys (`duplicateKeys`), without building them: one pass over the
 * lower-cased text keeping letters (and digits, for the words key) as `keptRuns` does; −1 for an empty key.
 */
export function keyHashes(text: string, out: Float64Array): void {
  if (!asciiKeyHashes(text, out)) unicodeKeyHashes(text, out);
}

/**
 * `keyHashes` of an ASCII text (most blocks) without lower-casing it into a new string: `toLowerCase` maps
 * only A–Z there. Returns false, with `out` untouched, at the first non-ASCII unit.
 */
function asciiKeyHashes(text: string, out: Float64Array): boolean {
  let l1 = 0x811c9dc5;
  let l2 = 0x2545f491;
  let w1 = l1;
  let w2 = l2;
  let lettersLength = 0;
  let wordsLength = 0;
  for (let i = 0; i < text.length; i++) {
    let unit = text.charCodeAt(i);
    if (unit >= 128) return false;
    if (unit >= 65 && unit <= 90) unit += 32;
    if (unit >= 97 && unit <= 122) {
      w1 = mix(w1, unit, P1);
      w2 = mix(w2, unit, P2);
      wordsLength++;
      l1 = mix(l1, unit, P1);
      l2 = mix(l2, unit, P2);
      lettersLength++;
    } else if (unit >= 48 && unit <= 57) {
      w1 = mix(w1, unit, P1);
      w2 = mix(w2, unit, P2);
      wordsLength++;
    }
  }
  out[0] = lettersLength ? packHash(l1, l2, lettersLength) : -1;
  out[1] = wordsLength ? packHash(w1, w2, wordsLength) : -1;
  return true;
}

/** `keyHashes` of any text, from its lower-cased copy (which may differ in length: `İ` becomes two units). */
export function unicodeKeyHashes(text: string, out: Float64Array): void {
  const s = text.toLowerCase();
  let l1 = 0x811c9dc5;
  let l2 = 0x2545f491;
  let w1 = l1;
  let w2 = l2;
  let lettersLength = 0;
  let wordsLength = 0;
  for (let i = 0; i < s.length; i++) {
    const cls = classOf(s, i);
    if (cls === OTHER) continue;
    const pair = isHighSurrogate(s.charCodeAt(i));
    for (let k = i; k <= (pair ? i + 1 : i); k++) {
      const unit = s.charCodeAt(k);
      w1 = mix(w1, unit, P1);
      w2 = mix(w2, unit, P2);
      wordsLength++;
      if (cls === LETTER) {
        l1 = mix(l1, unit, P1);
        l2 = mix(l2, unit, P2);
        lettersLength++;
      }
    }
    if (pair) i++;
  }
  out[0] = lettersLength ? packHash(l1, l2, lettersLength) : -1;
  out[1] = wordsLength ? packHash(w1, w2, wordsLength) : -1;
}

/** Two 32-bit halves and the length as one exact integer below 2^53 (a Map key without a string). */
function packHash(h1: number, h2: number, length: number): number {
  return (h1 >>> 0) * 0x200000 + ((Math.imul(h2 ^ length, P2) >>> 11) & 0x1fffff);
}

/**
 * Groups of equal keys from their hashes. A hash already seen is checked against the group's key string
 * (`keyOf`, built only then), so that two different keys with one hash still land in different groups: the
 * grouping is exactly that of the key strings. `hashOf(i)` is −1 for an empty key. `sameKey(i, j)`, when given,
 * is a cheap test that is true only when the two keys are equal (the blocks' texts are the same string): a
 * repeated text ("Reply", "|") then builds no key string at all.
 *
 * The hashes are looked up in an open-addressing table of group numbers (linear probing over an `Int32Array`)
 * rather than a `Map` keyed by the 53-bit hash: the Map's growing tables and boxed keys were 1 % of a CLI run's
 * allocations on the old CleanEval-like pages.
 */
export function groupByKey(
  n: number,
  hashOf: (i: number) => number,
  keyOf: (i: number) => string,
  sameKey?: (i: number, j: number) => boolean,
): DuplicateTally {
  const group = new Int32Array(n);
  // Per group: its first block, its hash, its size; its key string once asked.
  const first = new Int32Array(n);
  const groupHash = new Float64Array(n);
  const sizes = new Int32Array(n);
  let firstKey: (string | undefined)[] | null = null;
  let groups = 0;
  let capacity = 16;
  while (capacity < 2 * n) capacity *= 2;
  const mask = capacity - 1;
  const slots = new Int32Array(capacity).fill(-1);
  let exact: Map<string, number> | null = null; // keys whose hash another key had first
  for (let i = 0; i < n; i++) {
    const h = hashOf(i);
    if (h < 0) {
      group[i] = -1;
      continue;
    }
    // The first group opened with hash h (as a Map from hash to group would hold), or an empty slot.
    let slot = (h >>> 0) & mask;
    while (slots[slot] >= 0 && groupHash[slots[slot]] !== h) slot = (slot + 1) & mask;
    let g = slots[slot];
    if (g < 0) {
      g = groups++;
      first[g] = i;
      groupHash[g] = h;
      slots[slot] = g;
    } else if (sameKey === undefined || !sameKey(first[g], i)) {
      firstKey ??= [];
      firstKey[g] ??= keyOf(first[g]);
      const key = keyOf(i);
      if (key !== firstKey[g]) {
        exact ??= new Map();
        const known = exact.get(key);
        if (known === undefined) {
          g = groups++;
          first[g] = i;
          groupHash[g] = h;
          exact.set(key, g);
        } else g = known;
      }
    }
    group[i] = g;
    sizes[g]++;
  }
  return { group, size: sizes.slice(0, groups) };
}

/** Texts up to this long, and this many of them per page, keep their duplicate keys while a page is tallied. */
const MEMO_TEXT_LENGTH = 80;
const MEMO_TEXTS = 10_000;

export function pageTallies(blocks: readonly Block[]): PageTallies {
  const n = blocks.length;
  // The keys of a short text, made once per page: a repeated text ("Reply", "Share") is checked against its
  // group's key at each repetition. Long texts and texts past the first few thousand are not kept, so a huge
  // page does not hold a key per block.
  const keys = new Map<string, { letters: string; words: string }>();
  const keysOf = (text: string) => {
    if (text.length > MEMO_TEXT_LENGTH) return duplicateKeys(text);
    let k = keys.get(text);
    if (k === undefined) {
      k = duplicateKeys(text);
      if (keys.size < MEMO_TEXTS) keys.set(text, k);
    }
    return k;
  };
  // Equal texts have equal keys.
  const sameText = (i: number, j: number) => blocks[i].text === blocks[j].text;
  let plainWords = 0;
  const hashes = new Float64Array(2 * n);
  const pair = new Float64Array(2);
  for (let i = 0; i < n; i++) {
    plainWords += blocks[i].words - blocks[i].linkWords;
    keyHashes(blocks[i].text, pair);
    hashes[2 * i] = pair[0];
    hashes[2 * i + 1] = pair[1];
  }
  return {
    plainWords,
    divs: groupTallies(blocks, (b) => b.divGroup),
    tds: groupTallies(blocks, (b) => b.tdGroup),
    letterDuplicates: groupByKey(
      n,
      (i) => hashes[2 * i],
      (i) => keysOf(blocks[i].text).letters,
      sameText,
    ),
    wordDuplicates: groupByKey(
      n,
      (i) => hashes[2 * i + 1],
      (i) => keysOf(blocks[i].text).words,
      sameText,
    ),
  };
}
