// A run of short link lines kept at the edge of an article, above its first paragraph or below its last: a
// ribbon of other stories' titles over the headline, a "more from this section" list under the story. Each line
// (a paragraph's kept blocks) is a link of a few words and little else, and three or more follow one another
// with no text between them, outside the stretch the article's running text spans. Markup, punctuation and
// counts only (link words, word counts, position among the kept lines): nothing here reads the page's language.
// Spared: a link list inside the body; one a label ending in a colon introduces ("Related posts:", "refer to
// the following pages:"), which golds keep as often as not (session 30, `art17`); lists of one-word items or
// addresses (a sponsor's product names, a source list's URLs); a short post with no text line of its own.
import type { Block } from '../../blocks/block.js';
import { keptLines, keptLineText, textLineSpan } from './paragraph-of.js';

/** Most words a link line of such a run has (a story's title). */
const MAX_WORDS = 12;
/** Fewest kept words of a line counted as the article's running text. */
const TEXT_WORDS = 10;
/** A label ending in a colon introduces the list after it. */
const INTRODUCES = /[:：]\s*$/u;

/** 1 for each kept block of a run of at least `minRun` link lines before the first or after the last text line. */
export function edgeLinkRunBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minRun: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const lines = keptLines(blocks, kept);
  const isLink = (k: number) =>
    lines[k].words >= 2 && lines[k].words <= MAX_WORDS && lines[k].linkWords >= 0.8 * lines[k].words;
  const isText = (k: number) => lines[k].words >= TEXT_WORDS && !isLink(k);
  const span = textLineSpan(lines.length, isText);
  if (span === null) return marks;
  const { first, last } = span;
  const markRuns = (from: number, to: number) => {
    for (let k = from; k < to; ) {
      if (!isLink(k)) {
        k++;
        continue;
      }
      let j = k;
      while (j < to && isLink(j)) j++;
      const label = k > 0 && INTRODUCES.test(keptLineText(blocks, kept, lines[k - 1]));
      if (j - k >= minRun && !label)
        for (let m = k; m < j; m++)
          for (let i = lines[m].from; i < lines[m].to; i++) if (kept[i]) marks[i] = 1;
      k = j;
    }
  };
  markRuns(0, first);
  markRuns(last + 1, lines.length);
  return marks;
}
