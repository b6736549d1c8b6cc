// A post's taxonomy line kept below an article's last paragraph: "Tags: Sri Lanka", "Filed Under: Sports",
// "Posted in: Fantasy |", "Categories: Blogging Sense", "Topics: …". `articleClosingMeta` takes such lines when
// their element is named for post metadata and they close the kept text; these are left where the markup names
// nothing (a bare `<p>` or `<span>`) or a short line follows (NFL's commenting note, an author line). Session 39
// (`art`): kept lines opening on such a label after the body leak on 25 pages of 3 sets (NFL, R448, R470, T20,
// WCXB 0297, five L3S-GN1 sites) and are gold on one (L3S-GN1 490a79ca); above the body, a header's "Topics:"
// is left alone (the golds keep a post's header line about as often as they drop it). The line is read by its
// words, so the label vocabulary is English.
import type { Block } from '../../blocks/block.js';
import { keptLines, keptLineText, textLineSpan } from './paragraph-of.js';

export interface TaxonomyLineParams {
  /** On a page taken as an article, drop a kept line opening on a taxonomy label ("Tags:", "Filed under:",
   * "Posted in:", "Categories:") below the last paragraph (`article/taxonomy-lines.ts`); 0 or absent = off. */
  articleTaxonomyLines?: number;
}

/** Fewest kept words of a line counted as the article's running text (a paragraph, not a closing note). */
const TEXT_WORDS = 20;
/** Most words of a taxonomy line: its label and a handful of terms. */
const MAX_WORDS = 25;
/** The label opening the line, then a colon and a term ("Category:Portage", a wiki's link, has no space). */
const LABEL =
  /^\W*(?:tags?|tagged(?: with| as| in)?|filed (?:under|in)|posted (?:in|under)|categor(?:y|ies)|topics?)\s*:\s+\S/iu;

/** 1 for each kept block of a taxonomy line below the article's last text line. */
export function taxonomyLineBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const lines = keptLines(blocks, kept);
  const span = textLineSpan(lines.length, (k) => lines[k].words >= TEXT_WORDS);
  if (span === null) return marks;
  for (let k = span.last + 1; k < lines.length; k++) {
    const line = lines[k];
    if (line.words > MAX_WORDS || !LABEL.test(keptLineText(blocks, kept, line))) continue;
    for (let i = line.from; i < line.to; i++) if (kept[i]) marks[i] = 1;
  }
  return marks;
}
