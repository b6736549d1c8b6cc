// A line after a single <br> that follows a finished sentence opens a paragraph (the corpus scope's
// `sentenceBreaks`). Comments, forum posts and mailing-list replies are typed into a text box whose line breaks
// become <br>: a writer who ends a sentence and presses Enter starts a new paragraph, and CleanEval's annotators
// mark it one ("It is "because" not "cuz".<br>It is "you" not "u"."). The CRF often continues such a line.
// Only where the text says so: the line before holds at least N words and ends as a sentence does (. or !, with
// closers; not a question, which FAQ-like lists stack line by line, nor an ellipsis), and the next line opens as a sentence (a
// capital, then a lower-case letter or a word break; not an all-capitals label) and not with a field label or a
// speaker's name and a colon (a record's "Author(s): …" lines, a dialogue's "P: …"); code keeps its lines. The inverse of `brokenSentences` (a <br> that cuts a sentence continues it).
import type { Block, Label } from '../blocks/block.js';
import { endsSentence } from '../structure/segmentation.js';
import { countWords } from '../words.js';
import { inCode } from './broken-sentences.js';
import { separation, structuralKind } from './segment-bounds.js';

/** A question (FAQ-like lists stack them line by line) or a thought trailing off ("Catholics..."): not ended. */
const TRAILS = /(?:\?|\.\.|…)\W*$/u;
/** A sentence's opening: a capital, then a lower-case letter or a word break ("I think", not "FREE"). */
const OPENS = /^["“‘'([]?\p{Lu}(?:\p{Ll}|[\s'’,])/u;
/** A record's field or a dialogue's speaker ("Author(s): …", "P: Are you…"): such lines stay one unit. */
const LABEL = /^[^\s:]+(?:\s+[^\s:]+){0,3}:(?:\s|$)/u;

/** The kept line before a block, back to the previous <br> or block boundary: the blocks it continues. */
function lineBefore(blocks: readonly Block[], out: readonly Label[], i: number): string {
  let start = i - 1;
  while (start > 0 && out[start - 1] !== 'o') {
    const sep = separation(blocks[start]);
    if (sep !== 'inline' && sep !== 'glued') break;
    start--;
  }
  return blocks
    .slice(start, i)
    .map((b) => b.text)
    .join(' ');
}

/** Relabels as segment openers the kept continuations after a single <br> that ends a sentence. */
export function sentenceBreakOpeners(blocks: readonly Block[], out: Label[], minWords: number): void {
  for (let i = 1; i < blocks.length; i++) {
    if (out[i] !== 'c' || out[i - 1] === 'o') continue;
    if (separation(blocks[i]) !== 'break') continue;
    if (inCode(blocks[i]) || inCode(blocks[i - 1])) continue;
    const before = lineBefore(blocks, out, i).trim();
    if (!endsSentence(before) || TRAILS.test(before) || countWords(before) < minWords) continue;
    const text = blocks[i].text.trimStart();
    if (!OPENS.test(text) || LABEL.test(text)) continue;
    out[i] = structuralKind(blocks[i]);
  }
}
