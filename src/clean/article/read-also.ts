// A "read also" line inside an article: a short label ending in a colon, then a link to another story
// ("Related: …", "Lesen Sie auch: …", "Читайте также: …", "関連記事：…"). It is a teaser, which the article
// benchmarks' golds leave out, set in the body's own paragraphs where the article region keeps it. Known by
// its shape alone (a paragraph, not a list item or table cell, of at most `LABEL_WORDS` words of plain text
// ending in a colon, the rest one or more links): nothing here reads the label's words, so it holds in any language that writes a colon.
import type { Block, Label } from '../../blocks/block.js';
import { paragraphRuns } from './paragraph-of.js';

export interface ReadAlsoParams {
  /** On a page taken as an article, "label: link" paragraphs go: 0 = off, 1 = on. */
  articleReadAlso?: number;
}

/** Words of plain text a label holds at most. */
const LABEL_WORDS = 3;
/** Containers of a list's or a table's items: "Step 1: <a>…</a>", "Pictured: <a>…</a>" there are the content's own. */
const ITEMS = new Set(['li', 'td', 'th', 'dd', 'dt']);
/** A label ends in a colon (ASCII or full-width), maybe followed by a dash or an arrow. */
const LABEL_END = /[:：]\s*[-–—»›→]?\s*$/u;

/** 1 for each kept block of a "label: link" paragraph. */
export function readAlsoBlocks(blocks: readonly Block[], out: readonly Label[]): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  for (const { from: i, to: j } of paragraphRuns(blocks)) {
    // blocks i..j-1 share their paragraph: a label block, then link blocks only, all kept.
    const label = blocks[i];
    let linkWords = 0;
    let ok = j - i >= 2 && out[i] !== 'o' && label.linkWords === 0 && label.words <= LABEL_WORDS;
    ok &&= !label.containers.some((c) => ITEMS.has(c));
    ok &&= LABEL_END.test(label.text);
    for (let k = i + 1; ok && k < j; k++) {
      if (out[k] === 'o' || blocks[k].linkWords < blocks[k].words) ok = !/[\p{L}\p{N}]/u.test(blocks[k].text);
      else linkWords += blocks[k].words;
    }
    if (ok && linkWords >= 3) for (let k = i; k < j; k++) marks[k] = 1;
  }
  return marks;
}
