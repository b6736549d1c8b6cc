// A long list item of several sentences is a paragraph (the corpus scope's second pass, `longItems`). Pages
// that lay out running text as a list (a guestbook's entries, a tutorial's numbered sections of prose, each
// an <li> of a hundred words) still hold paragraphs: CleanEval's annotators mark such an item `<p>`, keeping
// `<l>` for the short items of a bulleted or numbered list. Only the item's length and its sentence ends (by
// Unicode property) are read, so it holds in any script.
import type { Block, Label } from '../blocks/block.js';
import { keptSegments, segmentText, segmentWords } from '../blocks/segments.js';
import { CLOSERS_CLASS } from '../punctuation.js';

/** A sentence end: sentence-final punctuation (closing quotes or brackets may follow) before a space or the end
 * (not the point in "1.9"), or an ideographic full stop, which needs no space after it. */
const SENTENCE_END = new RegExp(`[。！？]+|\\p{Sentence_Terminal}+${CLOSERS_CLASS}*(?=\\s|$)`, 'gu');

/** How many sentences `text` ends (at least its last, when it ends as a sentence does). */
export function sentenceCount(text: string): number {
  return text.match(SENTENCE_END)?.length ?? 0;
}

/**
 * A kept segment that opens as a list item inside list-item markup becomes a paragraph when it has at least
 * `minWords` words and ends two sentences or more (in place; keep/drop does not change).
 */
export function longItemParagraphs(
  blocks: readonly Block[],
  out: Label[],
  minWords: number,
  isItem: (b: Block) => boolean,
): void {
  for (const seg of keptSegments(out)) {
    if (out[seg.start] !== 'l' || !isItem(blocks[seg.start])) continue;
    if (segmentWords(blocks, seg) < minWords) continue;
    if (sentenceCount(segmentText(blocks, seg)) >= 2) out[seg.start] = 'p';
  }
}
