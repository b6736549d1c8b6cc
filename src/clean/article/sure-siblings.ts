// Sections beside the article's region that the CRF is sure of. Article mode's region is Readability.js's:
// the best-scoring container and those of its siblings whose own paragraphs score well enough. A section
// without paragraphs scores nothing and never joins, however plainly it is part of the text: a reference
// page's synopsis (a heading and a `<pre>` listing) or a list of options between the sections of prose that
// did join (DocBook's `refsynopsisdiv` beside its `refsect1` sections). Such a sibling of the region's top
// container (a child of the same parent, not itself a region member) comes back whole when the CRF kept it
// confidently: its words' mean p(o) below `articleSureSiblings`, at least `articleSureSiblingsWords` words,
// not hidden, and not under furniture or an unlikely container (a related box, comments, a share bar); and
// not after the region's last block (`articleSureSiblingsTrailing`), where a site's promotions sit.
// Structure and the CRF's certainty only.
import type { Block } from '../../blocks/block.js';
import type { ElementNode, ParentNode } from '../../html/node.js';
import { FURNITURE_AND_FORMS } from '../../html/vocabulary.js';
import { isUnlikely } from './class-weight.js';
import type { ArticleRegion } from './region.js';

export interface SureSiblingParams {
  /** A sibling section of the region whose words' mean p(o) is below this joins it (0 = off). */
  articleSureSiblings?: number;
  /** The least words of such a section (default 20). */
  articleSureSiblingsWords?: number;
  /**
   * 1 = also a section after the region's last block; by default only one before it (above the region or
   * between its members): what follows an article is its site's promotions and footers as often as its text.
   */
  articleSureSiblingsTrailing?: number;
}

const FURNITURE = new Set([...FURNITURE_AND_FORMS, 'dialog', 'button', 'aside']);

/** 1 for each block, outside `region`, of a sibling section of its top the CRF is sure of. */
export function sureSiblingBlocks(
  blocks: readonly Block[],
  region: ArticleRegion,
  pO: Float64Array,
  hidden: Uint8Array | null,
  params: SureSiblingParams,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const below = params.articleSureSiblings ?? 0;
  if (below <= 0) return marks;
  const minWords = params.articleSureSiblingsWords ?? 20;
  const parent = region.top.parent;
  if (parent?.kind !== 'element') return marks;
  // Each block's ancestor that is a child of the region top's parent, if any.
  const groups = new Map<ElementNode, number[]>();
  for (let i = 0; i < blocks.length; i++) {
    let e: ParentNode | null = blocks[i].node;
    let child: ElementNode | null = null;
    while (e && e.kind === 'element' && e !== parent) {
      child = e;
      e = e.parent;
    }
    if (e !== parent || !child || child === region.top) continue;
    const list = groups.get(child);
    if (list) list.push(i);
    else groups.set(child, [i]);
  }
  const last = region.inside.lastIndexOf(1);
  const trailing = (params.articleSureSiblingsTrailing ?? 0) > 0;
  for (const [child, list] of groups) {
    if (!trailing && list[0] > last) continue;
    // A sibling that joined the region, wholly or in part, is the region's already.
    if (list.some((i) => region.inside[i])) continue;
    if (FURNITURE.has(child.name) || isUnlikely(child)) continue;
    let words = 0;
    let weighted = 0;
    let aside = false;
    for (const i of list) {
      if (hidden?.[i]) {
        aside = true;
        break;
      }
      for (let e: ParentNode | null = blocks[i].node; e && e !== child && e.kind === 'element'; e = e.parent)
        if (FURNITURE.has(e.name) || isUnlikely(e)) aside = true;
      words += blocks[i].words;
      weighted += blocks[i].words * pO[i];
    }
    if (aside || words < minWords || weighted >= below * words) continue;
    for (const i of list) marks[i] = 1;
  }
  return marks;
}
