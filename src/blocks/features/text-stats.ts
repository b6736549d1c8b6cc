// Content statistics of one block's text, in one pass over its characters: character classes, token
// classes (tokens are whitespace-separated), sentences (naive: runs of . ! ? that end a word), and whether
// the text begins or ends a sentence.

export interface TextStats {
  chars: number;
  alpha: number;
  num: number;
  punct: number;
  white: number;
  other: number;
  tokens: number;
  alphaTokens: number;
  numTokens: number;
  mixTokens: number;
  otherTokens: number;
  sentences: number;
  sentenceBegin: boolean;
  sentenceEnd: boolean;
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const PUNCT = /\p{P}/u;
const UPPER = /\p{Lu}/u;
const CASED = /[\p{Ll}\p{Lu}\p{Lt}]/u;

type Cls = 0 | 1 | 2 | 3 | 4; // alpha, num, punct, white, other

function classOf(code: number): Cls {
  if (code < 128) {
    if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return 0;
    if (code >= 48 && code <= 57) return 1;
    if (code === 32 || code === 9 || code === 10 || code === 13) return 3;
    if ((code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || code >= 123)
      return code === 36 ||
        code === 43 ||
        code === 60 ||
        code === 61 ||
        code === 62 ||
        code === 94 ||
        code === 96 ||
        code === 124 ||
        code === 126
        ? 4
        : 2;
    return 4;
  }
  if (code > 0xffff) return classifyUnicode(code);
  // A page in a non-Latin script repeats a few hundred code points thousands of times: each is classified
  // by the Unicode regexps once per process (cached as class + 1; 0 = not seen yet).
  let known = BMP_CLASSES[code];
  if (known === 0) {
    known = classifyUnicode(code) + 1;
    BMP_CLASSES[code] = known;
  }
  return (known - 1) as Cls;
}

const BMP_CLASSES = new Uint8Array(0x10000);

function classifyUnicode(code: number): Cls {
  const ch = String.fromCodePoint(code);
  if (LETTER.test(ch)) return 0;
  if (DIGIT.test(ch)) return 1;
  if (PUNCT.test(ch)) return 2;
  if (/\s/u.test(ch)) return 3;
  return 4;
}

const codes = (chars: string) => new Set(Array.from(chars, (c) => c.codePointAt(0)!));
const TERMINATORS = codes('.!?…。！？');
const CLOSER_SET = codes('"\')]”’»}');
const OPENER_SET = codes('"\'([“‘«¿¡{');

// The same sets as bit flags by ASCII code: three Set lookups per character were a third of the cost.
const TERM = 1;
const CLOSE = 2;
const OPEN = 4;
const ASCII_FLAGS = Uint8Array.from({ length: 128 }, (_, c) => {
  return (TERMINATORS.has(c) ? TERM : 0) | (CLOSER_SET.has(c) ? CLOSE : 0) | (OPENER_SET.has(c) ? OPEN : 0);
});
/** Set once a BMP code point's flags are in `BMP_FLAGS` (flags | KNOWN; 0 = not looked up yet). */
const KNOWN = 8;
const BMP_FLAGS = new Uint8Array(0x10000);

function lookUpFlags(code: number): number {
  return (
    (TERMINATORS.has(code) ? TERM : 0) |
    (CLOSER_SET.has(code) ? CLOSE : 0) |
    (OPENER_SET.has(code) ? OPEN : 0)
  );
}

function flagsOf(code: number): number {
  if (code < 128) return ASCII_FLAGS[code];
  if (code > 0xffff) return lookUpFlags(code);
  // Non-Latin text: three Set lookups per character, once per code point and process instead.
  let f = BMP_FLAGS[code];
  if (f === 0) {
    f = lookUpFlags(code) | KNOWN;
    BMP_FLAGS[code] = f;
  }
  return f & ~KNOWN;
}

/** Fields of one block's statistics in a table of `STAT_FIELDS` numbers per block (`textStatsInto`). */
export const CHARS = 0;
export const ALPHA = 1;
export const NUM = 2;
export const PUNCT_CHARS = 3;
export const WHITE = 4;
export const OTHER = 5;
export const TOKENS = 6;
export const ALPHA_TOKENS = 7;
export const NUM_TOKENS = 8;
export const MIX_TOKENS = 9;
export const OTHER_TOKENS = 10;
export const SENTENCES = 11;
/** 1 when the text begins a sentence, else 0. */
export const SENTENCE_BEGIN = 12;
/** 1 when the text ends a sentence, else 0. */
export const SENTENCE_END = 13;
export const STAT_FIELDS = 14;

export function textStats(text: string): TextStats {
  const t = new Int32Array(STAT_FIELDS);
  textStatsInto(text, t, 0);
  return {
    chars: t[CHARS],
    alpha: t[ALPHA],
    num: t[NUM],
    punct: t[PUNCT_CHARS],
    white: t[WHITE],
    other: t[OTHER],
    tokens: t[TOKENS],
    alphaTokens: t[ALPHA_TOKENS],
    numTokens: t[NUM_TOKENS],
    mixTokens: t[MIX_TOKENS],
    otherTokens: t[OTHER_TOKENS],
    sentences: t[SENTENCES],
    sentenceBegin: t[SENTENCE_BEGIN] === 1,
    sentenceEnd: t[SENTENCE_END] === 1,
  };
}

/**
 * `textStats` written into `out[at + field]` (the fields above), with no object per block: the feature table
 * keeps every block's statistics in one typed array per page.
 */
export function textStatsInto(text: string, out: Int32Array, at: number): void {
  let chars = 0;
  let alpha = 0;
  let num = 0;
  let punct = 0;
  let white = 0;
  let other = 0;
  let tokens = 0;
  let alphaTokens = 0;
  let numTokens = 0;
  let mixTokens = 0;
  let otherTokens = 0;
  let sentences = 0;
  let sentenceBegin = false;
  // Per-token tallies, closed at each whitespace.
  let tAlpha = 0;
  let tNum = 0;
  let tLen = 0;
  let lettersSinceTerminator = false;
  let firstSeen = false;
  let lastSignificant = 0;
  let pendingTerminator = false;
  // One pass; position `text.length` acts as a final whitespace that closes the last token.
  for (let i = 0; i <= text.length; i++) {
    const end = i === text.length;
    const code = end ? 32 : text.codePointAt(i)!;
    if (code > 0xffff) i++;
    const cls = end ? 3 : classOf(code);
    if (!end) chars++;
    if (cls === 3) {
      if (!end) white++;
      if (tLen === 0) continue;
      tokens++;
      if (tAlpha > 0 && tNum > 0) mixTokens++;
      else if (tAlpha > 0) alphaTokens++;
      else if (tNum > 0) numTokens++;
      else otherTokens++;
      tAlpha = tNum = tLen = 0;
      if (pendingTerminator) {
        sentences++;
        lettersSinceTerminator = false;
      }
      pendingTerminator = false;
      continue;
    }
    tLen++;
    if (cls === 0) {
      alpha++;
      tAlpha++;
    } else if (cls === 1) {
      num++;
      tNum++;
    } else if (cls === 2) punct++;
    else other++;
    const flags = flagsOf(code);
    if (!firstSeen && !(flags & OPEN)) {
      firstSeen = true;
      if (cls === 0) {
        const ch = String.fromCodePoint(code);
        sentenceBegin = UPPER.test(ch) || !CASED.test(ch);
      } else sentenceBegin = cls === 1;
    }
    if (cls === 0 || cls === 1) {
      lettersSinceTerminator = true;
      pendingTerminator = false;
    } else if (flags & TERM && lettersSinceTerminator) pendingTerminator = true;
    else if (!(flags & CLOSE)) pendingTerminator = false;
    if (!(flags & CLOSE)) lastSignificant = code;
  }
  if (lettersSinceTerminator) sentences++; // a trailing fragment without a final stop
  out[at + CHARS] = chars;
  out[at + ALPHA] = alpha;
  out[at + NUM] = num;
  out[at + PUNCT_CHARS] = punct;
  out[at + WHITE] = white;
  out[at + OTHER] = other;
  out[at + TOKENS] = tokens;
  out[at + ALPHA_TOKENS] = alphaTokens;
  out[at + NUM_TOKENS] = numTokens;
  out[at + MIX_TOKENS] = mixTokens;
  out[at + OTHER_TOKENS] = otherTokens;
  out[at + SENTENCES] = sentences;
  out[at + SENTENCE_BEGIN] = sentenceBegin ? 1 : 0;
  out[at + SENTENCE_END] = (flagsOf(lastSignificant) & TERM) !== 0 ? 1 : 0;
}
