// Bold lead-ins (the corpus scope's second pass). A paragraph that opens with a bold title on the same line as
// its text is read two ways by CleanEval's annotators, by how the title ends:
//   - "Ease of Deployment. Smaller companies …": a lead-in ending as a sentence or with a colon is a run-in
//     head, part of its paragraph; the corpus CRF, which reads the bold opening block, often calls the whole
//     segment a heading (`runInHeads`: the segment becomes `p`);
//   - "Keywords Service Learning, Deaf Students, …": a short title with no closing punctuation is a heading
//     of its own and the text after it a paragraph (`leadInSplit`).
// Markup alone decides (a heading element keeps its kind).
import type { Block, Label } from '../blocks/block.js';
import { CLOSERS_CLASS } from '../punctuation.js';
import { inBold } from './bold-headings.js';
import { onSameLine, structuralKind } from './segment-bounds.js';
import { OPENS_SENTENCE } from './short-headings.js';

const SENTENCE_END = new RegExp(`[\\p{Sentence_Terminal}:]${CLOSERS_CLASS}*\\s*$`, 'u');
const ANY_END = new RegExp(`[\\p{Sentence_Terminal}:,;]${CLOSERS_CLASS}*\\s*$`, 'u');
/** A title holds a letter; the text after it opens as a sentence does (not lower case, not punctuation). */
const HAS_LETTER = /\p{L}/u;

interface LeadIn {
  /** The bold text opening the line, and its words. */
  text: string;
  words: number;
  /** The first block after it not in bold, and the words of such blocks on the line. */
  firstPlain: number;
  plain: number;
}

function leadIn(blocks: readonly Block[], out: readonly Label[], i: number): LeadIn | null {
  if (structuralKind(blocks[i]) === 'h' || !inBold(blocks[i])) return null;
  let text = blocks[i].text;
  let words = blocks[i].words;
  let firstPlain = -1;
  let plain = 0;
  for (let j = i + 1; j < blocks.length && out[j] === 'c'; j++) {
    if (!onSameLine(blocks[j])) break;
    if (!inBold(blocks[j])) {
      if (firstPlain < 0) firstPlain = j;
      plain += blocks[j].words;
    } else if (firstPlain < 0) {
      text += ` ${blocks[j].text}`;
      words += blocks[j].words;
    }
  }
  return firstPlain < 0 ? null : { text, words, firstPlain, plain };
}

/**
 * An `h` segment outside any heading element whose first line opens with bold text ending as a sentence or
 * with a colon and goes on with at least `minWords` words not in bold becomes a `p` (in place).
 */
export function runInHeadParagraphs(blocks: readonly Block[], out: Label[], minWords: number): void {
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] !== 'h') continue;
    const lead = leadIn(blocks, out, i);
    if (lead && lead.plain >= minWords && SENTENCE_END.test(lead.text)) out[i] = 'p';
  }
}

/**
 * A `p` or `h` segment outside any heading element whose first line opens with bold text of at most
 * `maxWords` words, with no closing punctuation, then goes on with more words than that not in bold, splits:
 * the bold title is an `h`, the text after it opens a `p` (in place).
 */
export function leadInSplits(blocks: readonly Block[], out: Label[], maxWords: number): void {
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] !== 'h' && out[i] !== 'p') continue;
    const lead = leadIn(blocks, out, i);
    if (!lead || lead.words > maxWords || lead.plain <= lead.words || ANY_END.test(lead.text)) continue;
    if (!HAS_LETTER.test(lead.text) || !OPENS_SENTENCE.test(blocks[lead.firstPlain].text)) continue;
    out[i] = 'h';
    out[lead.firstPlain] = 'p';
  }
}
