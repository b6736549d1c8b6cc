// A long run of short lines built alike is a list (the corpus scope's second pass, `alikeLists`). Old pages
// and small sites set a list's items as paragraphs or table-cell lines ("Smoking", "Alcohol consumption", …,
// "6 + 1 + 31 + 36 = 74", …) with no <li> and often no lead-in ending with a colon (`colon-lists.ts` needs
// one); CleanEval's annotators call the items `l`, the corpus CRF calls them `p`. With no colon to go by the
// run must be longer: at least four items in a row, built alike (same containers and style: `alike-mix.ts`),
// each short, not ending as a sentence or with a comma and holding no colon (a letter's closing lines, fields),
// with nothing dropped between. Only lengths, punctuation by Unicode property and markup are read, so it holds
// in any script.
import type { Block, Label } from '../blocks/block.js';
import { keptSegments, segmentText, segmentWords } from '../blocks/segments.js';
import { CLOSERS_CLASS } from '../punctuation.js';
import { alikeKey } from './alike-mix.js';

/** The fewest items in a run. */
const MIN_RUN = 4;
/** An item that ends as a sentence does, with a colon or a comma is a paragraph of the text, a lead-in or a
 * letter's closing ("Yours sincerely,"). */
const NOT_ITEM_END = new RegExp(`(?:\\p{Sentence_Terminal}|[:：,，])${CLOSERS_CLASS}*$`, 'u');
/** Nor is a field ("Copied to: Dr A Klepsch" under a letter's signature). */
const FIELD = /[:：]/u;

/**
 * Paragraph segments become list items when at least `MIN_RUN` of them in a row, each of at most `maxWords`
 * words, not ending as a sentence or with a comma and holding no colon, open with alike blocks (in place;
 * keep/drop does not change).
 */
export function alikeListItems(blocks: readonly Block[], out: Label[], maxWords: number): void {
  const segs = keptSegments(out);
  const isItem = (s: number): boolean =>
    out[segs[s].start] === 'p' &&
    segmentWords(blocks, segs[s]) <= maxWords &&
    !NOT_ITEM_END.test(segmentText(blocks, segs[s])) &&
    !FIELD.test(segmentText(blocks, segs[s]));
  let s = 0;
  while (s < segs.length) {
    if (!isItem(s)) {
      s++;
      continue;
    }
    const key = alikeKey(blocks[segs[s].start]);
    let t = s + 1;
    while (
      t < segs.length &&
      segs[t].start === segs[t - 1].end &&
      isItem(t) &&
      alikeKey(blocks[segs[t].start]) === key
    )
      t++;
    if (t - s >= MIN_RUN) for (let u = s; u < t; u++) out[segs[u].start] = 'l';
    s = t;
  }
}
