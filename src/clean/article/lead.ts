// The article's lead paragraph just above its body. News pages set a story's first paragraph (its lead, or the
// standfirst under the headline) apart from the body: a box of its own beside the body's container, a larger
// type, a bold span. The CRF reads it as a different kind of block and often drops it or keeps it weakly, and
// article mode, whose region is the body's container, leaves it out with everything else outside. A dropped
// paragraph of running text (wordy, no heading, and no link: a note above the story, an affiliate disclosure or
// its author's bio, points to another page) right above the first kept body paragraph, across
// only blocks of a few words, whose element sits beside that paragraph's (same parent, or one wrapper more on
// either side), is the article's. Not hidden, and not under furniture or unlikely containers of its own (a teaser
// box, a comment form's intro): those the body shares do not count (an ASP.NET page's one `<form>` around
// everything). Nor when its own box beside the body holds an image: that is a caption or an author's profile
// above the story (`wp-caption`, a headshot and a bio). Structure only: nothing here reads the page's language.

import type { Block, Label } from '../../blocks/block.js';
import { type ElementNode, findAll, type ParentNode } from '../../html/node.js';
import { FURNITURE_AND_FORMS, HEADINGS } from '../../html/vocabulary.js';
import { isUnlikely } from './class-weight.js';
import { paragraphRuns, paragraphTallies } from './paragraph-of.js';

export interface LeadParams {
  /** On a page taken as an article, a dropped lead paragraph below this p(o) comes back (0 = off). */
  articleLead?: number;
  /** The least words (outside links) of such a paragraph (default 15). */
  articleLeadWords?: number;
  /** How far the lead's and the body's parents may lie below their common ancestor, on each side (0 or absent:
   * the parent of both, or the grandparent of one and the other's parent). A standfirst in the headline's section
   * (`articleContainer>articleTitleSection>…>div.summary>p`) meets the body's paragraphs (`articleContentSection>…
   * >div.articleContent>p`) three levels up on each side. */
  articleLeadReach?: number;
}

const FURNITURE = new Set([...FURNITURE_AND_FORMS, 'dialog', 'button']);
const MEDIA: ReadonlySet<string> = new Set(['img', 'picture', 'figure', 'video']);
/** Furniture or an unlikely container: a box whose text is not the article's. */
const isAside = (e: ElementNode) => FURNITURE.has(e.name) || isUnlikely(e);
/** The words of a kept paragraph that make it the body's (a date or a byline line is shorter). */
const BODY_WORDS = 10;
/** Blocks of at most this many words may stand between the lead and the body (an icon, a share count). */
const GAP_WORDS = 3;

/** 1 for each block of the dropped lead paragraphs above the article's first kept body paragraph. */
export function leadBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  pO: Float64Array,
  hidden: Uint8Array | null,
  params: LeadParams,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const below = params.articleLead ?? 0;
  const minWords = params.articleLeadWords ?? 15;
  const paras = paragraphRuns(blocks);
  const { kept, words, linkWords } = paragraphTallies(blocks, out, paras);
  const heading = (k: number) =>
    paras[k].el?.kind === 'element' && HEADINGS.has((paras[k].el as ElementNode).name);
  let body = 0;
  while (body < paras.length && !(kept[body] && !heading(body) && words[body] >= BODY_WORDS)) body++;
  if (body >= paras.length) return marks;
  const bodyEl = paras[body].el;
  const reach = params.articleLeadReach ?? 0;
  const commonAncestor = (a: ParentNode | null, b: ParentNode | null) => nearCommonAncestor(a, b, reach);
  const clean = (k: number) => {
    const top = commonAncestor(paras[k].el, bodyEl);
    for (let i = paras[k].from; i < paras[k].to; i++) {
      if (hidden?.[i] || pO[i] >= below) return false;
      for (let e: ParentNode | null = blocks[i].node; e && e !== top && e.kind === 'element'; e = e.parent)
        if (isAside(e)) return false;
    }
    // The paragraph's own box: its ancestor just below the common one.
    let box = paras[k].el as ElementNode;
    while (box.parent && box.parent !== top && box.parent.kind === 'element') box = box.parent;
    return findAll(box, MEDIA).length === 0;
  };
  for (let k = body - 1; k >= 0; k--) {
    if (words[k] <= GAP_WORDS) continue;
    if (
      kept[k] ||
      heading(k) ||
      words[k] - linkWords[k] < minWords ||
      linkWords[k] > 0 ||
      !commonAncestor(paras[k].el, bodyEl) ||
      !clean(k)
    )
      break;
    for (let i = paras[k].from; i < paras[k].to; i++) marks[i] = 1;
  }
  return marks;
}

/** The nearest common ancestor of two paragraphs' elements when it is the parent or the grandparent of both
 * (of one, with the other's parent), or with `reach` ≥ 1 lies at most `reach` levels above each parent; else null:
 * the lead sits beside the body, not in another part of the page. */
function nearCommonAncestor(a: ParentNode | null, b: ParentNode | null, reach: number): ParentNode | null {
  const pa = a?.kind === 'element' ? a.parent : null;
  const pb = b?.kind === 'element' ? b.parent : null;
  if (!pa || !pb) return null;
  const up = (p: ParentNode) => (p.kind === 'element' ? p.parent : null);
  if (pa === pb) return pa;
  if (pa === up(pb)) return pa;
  if (up(pa) === pb) return pb;
  if (reach < 1) return null;
  const above = new Set<ParentNode>();
  for (let p: ParentNode | null = pa, i = 0; p && i <= reach; p = up(p), i++) above.add(p);
  for (let p: ParentNode | null = pb, j = 0; p && j <= reach; p = up(p), j++) if (above.has(p)) return p;
  return null;
}
