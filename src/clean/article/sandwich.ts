// A paragraph of the article between two kept paragraphs of the article. The CRF, reading a block's
// neighbourhood, sometimes drops with confidence a paragraph next to an inline box (an ad slot, a newsletter
// form, an embedded tweet) that sits among the body's paragraphs; article mode rescues a dropped block in
// its region only below `articleRescueBelow`. A `<p>` of running text (not mostly links) whose nearest kept
// paragraphs on both sides are `<p>` siblings under the same parent is the body's own. Structure only:
// nothing here reads the page's language.
import type { Block, Label } from '../../blocks/block.js';
import { isParagraphP, paragraphRuns, paragraphTallies } from './paragraph-of.js';

export interface SandwichParams {
  /**
   * On a page taken as an article, a dropped `<p>` of at least this many words (not mostly link words) between
   * two kept `<p>` siblings comes back: 0 = off.
   */
  articleSandwich?: number;
}

/** 1 for each block of a dropped paragraph sandwiched between kept sibling paragraphs (`pO` < 1 only). */
export function sandwichBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  pO: Float64Array,
  minWords: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const paras = paragraphRuns(blocks);
  const { kept, words, linkWords } = paragraphTallies(blocks, out, paras);
  let prev = -1;
  for (let k = 0; k < paras.length; k++) {
    const p = paras[k];
    if (kept[k]) {
      prev = k;
      continue;
    }
    if (prev < 0 || !isParagraphP(p) || words[k] < minWords || linkWords[k] > 0.3 * words[k]) continue;
    let next = k + 1;
    while (next < paras.length && !kept[next]) next++;
    if (next >= paras.length) break;
    const a = paras[prev];
    const b = paras[next];
    const parent = p.el!.parent;
    if (!isParagraphP(a) || !isParagraphP(b) || a.el!.parent !== parent || b.el!.parent !== parent) continue;
    for (let i = p.from; i < p.to; i++) if (pO[i] < 1) marks[i] = 1;
  }
  return marks;
}
