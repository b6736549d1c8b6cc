// A paragraph of the article between two kept paragraphs of the article. The CRF, reading a block's
// neighbourhood, sometimes drops with confidence a paragraph next to an inline box (an ad slot, a newsletter
// form, an embedded tweet) that sits among the body's paragraphs; article mode rescues a dropped block in
// its region only below `articleRescueBelow`. A `<p>` of running text (not mostly links) whose nearest kept
// paragraphs on both sides are `<p>` siblings under the same parent is the body's own. Two widenings, each
// behind its own key: neighbours that are cousins (a listicle whose items are `div`s of paragraphs under one
// list, the CRF dropping one item's description beside its review box), and `<li>` items between kept items
// of the same list. Structure only: nothing here reads the page's language.
import type { Block, Label } from '../../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../../html/node.js';
import { FURNITURE_AND_FORMS } from '../../html/vocabulary.js';
import { isUnlikely } from './class-weight.js';
import { type ParagraphRun, paragraphRuns, paragraphTallies, runTag } from './paragraph-of.js';

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
  /**
   * 1 = nested paragraphs too: a dropped `<p>`, `<li>`, `<blockquote>` or `<dd>` of running text whose nearest kept
   * paragraphs on both sides are `<p>` siblings, lying at most `NESTED_DEPTH` levels under their parent (a list, a
   * quotation or a boxed paragraph set among the body's paragraphs), not inside furniture, a form, an unlikely
   * container, an embed or a caption; 0 = off.
   */
  articleSandwichNested?: number;
}

const FURNITURE = new Set([...FURNITURE_AND_FORMS, 'dialog', 'button']);
/** A picture's box: its caption is WCXB's golds' furniture (`articleCaptions`), not the body's text. */
const MEDIA: ReadonlySet<string> = new Set(['figure', 'figcaption', 'picture']);
/**
 * Class words of a box set among the body's paragraphs that is not its text: an embedded post or widget (a
 * tweet, a poll) or a picture's caption and credit.
 */
const BOXED = /tweet|instagram|tiktok|embed|poll|caption|credit|photo|image/i;
/** The tags a nested paragraph may have (`articleSandwichNested`). */
const NESTED_TAGS = new Set(['p', 'li', 'blockquote', 'dd']);
/** How deep under the kept paragraphs' parent a nested paragraph may lie (`ul > li`, `div > blockquote > p`). */
const NESTED_DEPTH = 3;

/** 1 for each block of a dropped paragraph sandwiched between kept sibling paragraphs (`pO` < 1 only). */
export function sandwichBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  pO: Float64Array,
  minWords: number,
  cousins = false,
  items = false,
  nested = false,
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
      !(tag === 'p' || (items && tag === 'li') || (nested && NESTED_TAGS.has(tag))) ||
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
    const same =
      runTag(a) === tag &&
      runTag(b) === tag &&
      kin(a.el!.parent, parent, cousins) &&
      kin(b.el!.parent, parent, cousins);
    if (!same && !(nested && nestedBetween(p.el, a, b) && !boxedBelow(blocks[p.from].node, a.el!.parent)))
      continue;
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

/** Furniture, a form, an unlikely container, an embed or a caption between a block and `top`. */
function boxedBelow(node: ElementNode, top: ParentNode | null): boolean {
  for (let e: ParentNode | null = node; e && e !== top && e.kind === 'element'; e = e.parent) {
    const el = e as ElementNode;
    if (
      FURNITURE.has(el.name) ||
      MEDIA.has(el.name) ||
      isUnlikely(el) ||
      BOXED.test(getAttr(el, 'class') ?? '')
    )
      return true;
  }
  return false;
}

/** `el` lies at most `NESTED_DEPTH` levels under the common parent of the `<p>` runs `a` and `b`. */
function nestedBetween(el: ParentNode | null, a: ParagraphRun, b: ParagraphRun): boolean {
  if (runTag(a) !== 'p' || runTag(b) !== 'p') return false;
  const top = a.el!.parent;
  if (!top || b.el!.parent !== top) return false;
  let e: ParentNode | null = el?.parent ?? null;
  for (let d = 1; e && d <= NESTED_DEPTH; d++, e = e.parent) if (e === top) return true;
  return false;
}
