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

/** Texts reduced to a comparison key, and how many blocks of the page share each key. */
export interface DuplicateTally {
  /** Key of each block ('' for a text without letters or digits, as kept); never counted. */
  keys: string[];
  counts: Map<string, number>;
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

function countKeys(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

export function pageTallies(blocks: readonly Block[]): PageTallies {
  let plainWords = 0;
  const letterKeys: string[] = new Array(blocks.length);
  const wordKeys: string[] = new Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    plainWords += blocks[i].words - blocks[i].linkWords;
    const k = duplicateKeys(blocks[i].text);
    letterKeys[i] = k.letters;
    wordKeys[i] = k.words;
  }
  return {
    plainWords,
    divs: groupTallies(blocks, (b) => b.divGroup),
    tds: groupTallies(blocks, (b) => b.tdGroup),
    letterDuplicates: { keys: letterKeys, counts: countKeys(letterKeys) },
    wordDuplicates: { keys: wordKeys, counts: countKeys(wordKeys) },
  };
}
