// A paragraph of the article between two kept paragraphs of the article. The CRF, reading a block's
// neighbourhood, sometimes drops with confidence a paragraph next to an inline box (an ad slot, a newsletter
// form, an embedded tweet) that sits among the body's paragraphs; article mode rescues a dropped block in
// its region only below `articleRescueBelow`. A `<p>` of running text (not mostly links) whose nearest kept
// paragraphs on both sides are `<p>` siblings under the same parent is the body's own. Two widenings, each
// behind its own key: neighbours that are cousins (a listicle whose items are `div`s of paragraphs under one
// list, the CRF dropping one item's description beside its review box), and `<li>` items between kept items
// of the same list. Structure only: nothing here reads the page's language.
import type { Block, Label } from '../../blocks/block.js';
import type { ParentNode } from '../../html/node.js';
import { paragraphRuns, paragraphTallies, runTag } from './paragraph-of.js';

export interface SandwichParams {
  /**
   * On a page taken as an article, a dropped `<p>` of at least this many words (not mostly link words) between
   * two kept `<p>` siblings comes back: 0 = off.
   */
  articleSandwich?: number;
  /**
   * 1 = the kept neighbours may also be cousins: `<p>`s whose parents are elements of the dropped paragraph's
   * parent's tag under the same grandparent (the paragraphs of the items of one list or grid); 0 = siblings only.
   */
  articleSandwichCousins?: number;
  /**
   * 1 = list items too: a dropped `<li>` of running text whose nearest kept paragraphs on both sides are `<li>`s
   * of the same list (a list of steps or sets, one item dropped among kept ones); 0 = `<p>` only.
   */
  articleSandwichItems?: number;
}

/** 1 for each block of a dropped paragraph sandwiched between kept sibling paragraphs (`pO` < 1 only). */
export function sandwichBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  pO: Float64Array,
  minWords: number,
  cousins = false,
  items = false,
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
    const tag = runTag(p);
    if (
      prev < 0 ||
      !(tag === 'p' || (items && tag === 'li')) ||
      words[k] < minWords ||
      linkWords[k] > 0.3 * words[k]
    )
      continue;
    let next = k + 1;
    while (next < paras.length && !kept[next]) next++;
    if (next >= paras.length) break;
    const a = paras[prev];
    const b = paras[next];
    const parent = p.el!.parent;
    if (runTag(a) !== tag || runTag(b) !== tag) continue;
    if (!(kin(a.el!.parent, parent, cousins) && kin(b.el!.parent, parent, cousins))) continue;
    for (let i = p.from; i < p.to; i++) if (pO[i] < 1) marks[i] = 1;
  }
  return marks;
}

/** The same parent, or (with `cousins`) a parent of the same tag under the same grandparent. */
function kin(other: ParentNode | null, parent: ParentNode | null, cousins: boolean): boolean {
  if (other === parent) return true;
  if (!cousins || !other || !parent || other.kind !== 'element' || parent.kind !== 'element') return false;
  return other.name === parent.name && other.parent === parent.parent;
}
