// Word counting shared by the blocks, Kitten's list rules and the noscript test: whitespace-separated tokens,
// except in Chinese and Japanese, which put no spaces between words. There a run of ideographs and kana counts a
// word for every two characters (about the length of a word in either language), so that a paragraph of Japanese
// weighs like one of English in every step that reads word counts (the article's minimum, link density, shares);
// counted by spaces alone it would be one word. CJK punctuation neither counts nor parts the run. Korean spaces
// its words, so Hangul counts as any other letter.
import { isWideSpace } from './html/node.js';

/** Whether a UTF-16 code unit is a Han ideograph or a kana (the scripts written without spaces). */
function isIdeographOrKana(c: number): boolean {
  return (
    (c >= 0x4e00 && c <= 0x9fff) || // CJK unified ideographs
    (c >= 0x3040 && c <= 0x30ff) || // hiragana, katakana
    (c >= 0x3400 && c <= 0x4dbf) || // extension A
    (c >= 0xf900 && c <= 0xfaff) || // compatibility ideographs
    (c >= 0xff66 && c <= 0xff9f) // halfwidth katakana
  );
}

/** CJK symbols and punctuation (、。「」) and fullwidth punctuation: inside a run of CJK words, not words. */
function isCjkPunctuation(c: number): boolean {
  return (c >= 0x3000 && c <= 0x303f) || (c >= 0xff01 && c <= 0xff65);
}

/** Words of a text (whitespace: any code unit up to U+0020). */
export function countWords(text: string): number {
  let n = 0;
  let inWord = false;
  let cjkRun = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32) {
      inWord = false;
      cjkRun = 0;
    } else if (c >= 0x3000 && isIdeographOrKana(c)) {
      if (cjkRun++ % 2 === 0) n++;
      inWord = false;
    } else if (c >= 0x3000 && isCjkPunctuation(c)) {
      inWord = false;
    } else {
      if (!inWord) n++;
      inWord = true;
      cjkRun = 0;
    }
  }
  return n;
}

/**
 * `countWords` of `text` once each run of white space (`\s`, NBSP included) is one space, and whether that
 * collapse changes `text` (`hasSpaceToCollapse` of src/blocks/build.ts), in one pass: the block builder read each
 * text twice, once for each. Returned as `words * 2 + (1 when the collapse changes the text)` (a number, no
 * object per text). White space is `countWords`' (any code unit up to U+0020) or `\s`'s (U+00A0, U+3000, U+FEFF…,
 * which the collapse makes a space): equal to `countWords(collapseSpace(text))` (test/words.test.ts).
 */
export function collapsedWords(text: string): number {
  let n = 0;
  let inWord = false;
  let cjkRun = 0;
  let collapse = false;
  let prevSpace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32) {
      // A space after a space, or a white space other than a space (tab, line ends, VT, FF) is collapsed.
      if (c === 32) {
        if (prevSpace) collapse = true;
        prevSpace = true;
      } else {
        if (c >= 9 && c <= 13) collapse = true;
        prevSpace = false;
      }
      inWord = false;
      cjkRun = 0;
    } else if (c >= 0xa0 && isWideSpace(c)) {
      collapse = true;
      prevSpace = false;
      inWord = false;
      cjkRun = 0;
    } else {
      prevSpace = false;
      if (c >= 0x3000 && isIdeographOrKana(c)) {
        if (cjkRun++ % 2 === 0) n++;
        inWord = false;
      } else if (c >= 0x3000 && isCjkPunctuation(c)) {
        inWord = false;
      } else {
        if (!inWord) n++;
        inWord = true;
        cjkRun = 0;
      }
    }
  }
  return n * 2 + (collapse ? 1 : 0);
}

// Type feedback for the CJK branches before the first page: met late (the few CJK pages of a run), their calls
// and counter, inlined into `buildBlocks`, deoptimized it twice per process, each followed by an OSR and a whole
// compile again (its largest compiles, 50–130 ms each). Counted once here, at load (long enough that V8 gives
// the function its feedback vector during the call); the result is thrown away.
// Each range's bounds are compared at least once: Han, kana, extension A, compatibility ideographs, halfwidth
// katakana, CJK and fullwidth punctuation, and code units at or above U+3000 outside them (Hangul, ￠, an emoji).
countWords('ab 日本語、カナ㐀豈ｶ！한국어 ￠😀 cd。'.repeat(100));
collapsedWords('ab 日本語、カナ㐀豈ｶ！한국어 ￠😀 cd。\u00a0\u3000x\t  y'.repeat(100));
