// A run of short items after a line that ends with a colon is a list (the corpus scope's second pass,
// `colonLists`). "Risk factors include:" then "Smoking", "Alcohol consumption", … each in its own <p> or <div>:
// CleanEval's annotators call such items `l` where the page has no <li>, while the corpus CRF reads a short
// line in a <p> as a paragraph. The items must be built alike (same containers and style: `alike-mix.ts`),
// follow each other with nothing dropped between, be short and not end as a sentence does ("Hey! Go eat
// something!" after a colon is a reply's own lines); a colon that introduces one long quotation or a single
// line is left alone. The colon (ASCII or full-width) and sentence-final punctuation by Unicode property are
// the only textual cues.
import type { Block, Label } from '../blocks/block.js';
import { keptSegments, segmentText, segmentWords } from '../blocks/segments.js';
import { CLOSERS_CLASS } from '../punctuation.js';
import { alikeKey } from './alike-mix.js';

const INTRO_END = /[:：]$/u;
/** An item that ends as a sentence does (by Unicode property, any script) is a paragraph of the text. */
const SENTENCE_END = new RegExp(`\\p{Sentence_Terminal}${CLOSERS_CLASS}*$`, 'u');

/**
 * Paragraph segments that follow a segment ending with a colon become list items when at least two of them
 * in a row, each of at most `maxWords` words and not ending with sentence-final punctuation, open with alike
 * blocks (in place; keep/drop does not change).
 */
export function colonListItems(blocks: readonly Block[], out: Label[], maxWords: number): void {
  const segs = keptSegments(out);
  const texts = segs.map((seg) => segmentText(blocks, seg));
  for (let s = 0; s + 1 < segs.length; s++) {
    if (!INTRO_END.test(texts[s])) continue;
    const key = alikeKey(blocks[segs[s + 1].start]);
    let t = s + 1;
    while (
      t < segs.length &&
      segs[t].start === segs[t - 1].end &&
      out[segs[t].start] !== 'h' &&
      alikeKey(blocks[segs[t].start]) === key &&
      segmentWords(blocks, segs[t]) <= maxWords &&
      !INTRO_END.test(texts[t]) &&
      !SENTENCE_END.test(texts[t])
    )
      t++;
    if (t - s - 1 < 2) continue;
    for (let u = s + 1; u < t; u++) out[segs[u].start] = 'l';
    s = t - 1;
  }
}
