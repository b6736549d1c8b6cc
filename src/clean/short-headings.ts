// A short line before a long paragraph is its heading (the corpus scope's second pass, `shortHeadings`).
// Small sites title a section with a line of a few words in its own <p> or <div>, then the section's text;
// CleanEval's annotators call the line `h` (in the development gold a segment of at most 8 words, not ending
// with sentence-final punctuation or a colon, before a paragraph of at least 15 words and three times as long is
// `h` 423 times, `p` 48, `l` 33), while the corpus CRF reads a short line in a <p> as a paragraph.
// Lines that are not titles by their punctuation are left alone: a sentence, a colon's lead-in, a salutation
// ending with a comma, a "Label: value" field, a phone number, an @-mention. Only lengths, punctuation and
// character classes by Unicode property are read, so it holds in any script.
import type { Block, Label } from '../blocks/block.js';
import { keptSegments, segmentText, segmentWords } from '../blocks/segments.js';
import { CLOSERS_CLASS } from '../punctuation.js';
import { onSameLine, separation, structuralKind } from './segment-bounds.js';

/** A line ending as a sentence does, with a colon (it introduces what follows) or a comma (a salutation: "Dear
 * Joshua,") is not a title. */
const NOT_TITLE_END = new RegExp(`(?:\\p{Sentence_Terminal}|[:：,，、])${CLOSERS_CLASS}*$`, 'u');
/** Nor is a field ("Job type: Full time", "By Anonymous, at 2:08 PM"), a number (a phone number under a name)
 * or an @-mention opening a reply ("@Alex"). */
const FIELD = /[:：]/u;
const DIGIT = /\p{Nd}/gu;
const LETTER = /\p{L}/gu;

/** Whether a short line can be a title by its punctuation and characters (more letters than digits). */
export function looksLikeTitle(text: string): boolean {
  if (NOT_TITLE_END.test(text) || FIELD.test(text) || text.startsWith('@')) return false;
  return (text.match(DIGIT)?.length ?? 0) < (text.match(LETTER)?.length ?? 0);
}

/** The paragraph after a title holds at least this many words, and this many times the title's. */
const MIN_PARAGRAPH = 15;
const RATIO = 3;

/**
 * A kept segment that opens as a paragraph becomes a heading when it has at most `maxWords` words, looks like a
 * title (`looksLikeTitle`), and the next kept segment, with nothing dropped between, is a long paragraph (in
 * place; keep/drop does not change).
 */
export function shortLineHeadings(blocks: readonly Block[], out: Label[], maxWords: number): void {
  const segs = keptSegments(out);
  for (let s = 0; s + 1 < segs.length; s++) {
    const here = segs[s];
    const next = segs[s + 1];
    if (out[here.start] !== 'p' && out[here.start] !== 'c') continue;
    if (next.start !== here.end || out[next.start] !== 'p') continue;
    const words = segmentWords(blocks, here);
    if (words === 0 || words > maxWords) continue;
    const after = segmentWords(blocks, next);
    if (after < MIN_PARAGRAPH || after < RATIO * words) continue;
    if (looksLikeTitle(segmentText(blocks, here))) out[here.start] = 'h';
  }
}

/**
 * The same title on the first line of a segment, its paragraph after a single <br> (`breakTitles`): a kept
 * segment whose first line (up to the first <br>) has at most `maxWords` words, looks like a title and sits in no
 * list item or heading element, with a long next line the CRF continued, splits there: the title a heading, the
 * line after it, which opens as a sentence (a capital, a digit or a caseless letter), a paragraph ("Life After
 * Treatment (5)<br>You completed treatment, now what …"). In place.
 */
export function breakLineTitles(blocks: readonly Block[], out: Label[], maxWords: number): void {
  for (const seg of keptSegments(out)) {
    if (out[seg.start] === 'l' || structuralKind(blocks[seg.start]) !== 'p') continue;
    let j = seg.start + 1;
    let words = blocks[seg.start].words;
    let text = blocks[seg.start].text;
    while (j < seg.end && onSameLine(blocks[j])) {
      words += blocks[j].words;
      text += ` ${blocks[j].text}`;
      j++;
    }
    if (j >= seg.end || separation(blocks[j]) !== 'break' || words === 0 || words > maxWords) continue;
    let after = blocks[j].words;
    for (let k = j + 1; k < seg.end && onSameLine(blocks[k]); k++) after += blocks[k].words;
    if (after < MIN_PARAGRAPH || after < RATIO * words || !looksLikeTitle(text.trim())) continue;
    // The line after a title opens as a sentence does: not "Hey joshua<br>i have probably checked …".
    if (!OPENS_SENTENCE.test(blocks[j].text)) continue;
    out[seg.start] = 'h';
    out[j] = 'p';
  }
}

/** A line that opens as a sentence does: a capital, a digit or a caseless letter, after an opening quote. */
export const OPENS_SENTENCE = /^\s*["'‘“(]?[\p{Lu}\p{Lt}\p{Lo}\p{N}]/u;
