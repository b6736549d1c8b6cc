// A column of short lines split by <br> is a list (the corpus scope's second pass, `breakLists`). Forum posts
// and old pages list names, projects or values one per line with a single <br> between them ("Prime95<br>
// OGR<br>Seti Classic<br>…", "222 = Capricorn<br>111 = Sagitaurus<br>…"); CleanEval's annotators call each
// line `l`, while the corpus CRF joins the lines into one paragraph. A run of at least four such lines, each
// of a few words and none ending as a sentence does or with a colon or comma (verse, dialogue, an address
// broken over lines), and holding no web or mail address (a contact block), becomes one list item per line.
// Only separators, lengths and punctuation by Unicode property are read, so it holds in any script.
import type { Block, Label } from '../blocks/block.js';
import { joinBlockTexts } from '../blocks/segments.js';
import { CLOSERS_CLASS } from '../punctuation.js';
import { onSameLine, separation } from './segment-bounds.js';

/** The fewest lines in a run. */
const MIN_RUN = 4;
const NOT_ITEM_END = new RegExp(`(?:\\p{Sentence_Terminal}|[:：,，、;；])${CLOSERS_CLASS}*$`, 'u');
const ADDRESS = /:\/\/|^www\.|\S@\S+\.\S/iu;

/** A line: a block and the blocks joined to it by inline tags only. */
interface Line {
  start: number;
  end: number;
}

/**
 * Lines of kept segments that form runs of at least `MIN_RUN`, each after a single <br> from the one before
 * and of at most `maxWords` words, open list-item segments (in place; keep/drop does not change).
 */
export function breakListItems(blocks: readonly Block[], out: Label[], maxWords: number): void {
  const isLine = (l: Line): boolean => {
    let words = 0;
    for (let i = l.start; i < l.end; i++) words += blocks[i].words;
    const text = joinBlockTexts(blocks.slice(l.start, l.end));
    return words <= maxWords && !NOT_ITEM_END.test(text) && !ADDRESS.test(text);
  };
  let run: Line[] = [];
  const flush = (): void => {
    if (run.length >= MIN_RUN) for (const l of run) out[l.start] = 'l';
    run = [];
  };
  let i = 0;
  while (i < blocks.length) {
    if (out[i] === 'o') {
      flush();
      i++;
      continue;
    }
    let end = i + 1;
    while (end < blocks.length && out[end] === 'c' && onSameLine(blocks[end])) end++;
    const line = { start: i, end };
    // A line continues the run only when a single <br> inside the same segment separates it from the last.
    const continues = run.length > 0 && out[i] === 'c' && separation(blocks[i]) === 'break';
    if (!continues) flush();
    if (isLine(line)) run.push(line);
    else flush();
    i = end;
  }
  flush();
}
