// Whether a block lies in a column beside the article's region rather than in line with it. On an old news or
// blog page the CRF's sure blocks outside the region are mostly its sidebar (a blogroll, popular posts, a
// contributors list), while on a service or article page they are the body's own sections before or after the
// region (a hero, an FAQ). Seen from the element that holds both the block and the region, the block's branch
// is a sidebar when it is named so (aside, sidebar, widget) or is a narrow, link-heavy column beside the
// region's branch. Structure only.
import type { Block } from '../../blocks/block.js';
import { blockAncestry } from '../../blocks/block-ancestry.js';
import { type ElementNode, getAttr } from '../../html/node.js';
import { nameWords } from '../named-containers.js';

export interface SidebarColumnParams {
  /**
   * A block's branch (beside the region's, under their common element) at most this share of the region
   * branch's words, with half or more of its words in links, is a sidebar column (0 = the names alone).
   */
  sidebarColumnShare?: number;
  /**
   * 1 = a branch that is a footer (a `<footer>` element, `role="contentinfo"`, or named footer) is beside the
   * region too; 2 = and so is one named a right or left column (`right`, `left`, `rightcol`…) that is not an
   * alignment utility (text-right, pull-left, float-right) (0 = off). Old blogs' closing and side boxes (a
   * newsletter box, a book blurb, a disclosure) are often named so rather than aside or sidebar.
   */
  sidebarColumnFooters?: number;
}

const SIDEBAR_NAMES = /\b(?:aside|sidebar|widget|widgets|sidebars|rail|blogroll)\b/;
const FOOTER_NAMES = /\b(?:footer|footers|colophon)\b/;
const SIDE_COLUMN_NAMES = /\b(?:right|left|rightcol|leftcol|rightbar|leftbar)\b/;
const ALIGN_NAMES = /\b(?:text|pull|float|align|alignright|alignleft|justify|margin|padding)\b/;

/** Whether an element on a block's branch names a footer (and, at `level` 2, a side column). */
function footerOrColumn(e: ElementNode, level: number): boolean {
  if (e.name === 'footer' || getAttr(e, 'role') === 'contentinfo') return true;
  const words = nameWords(e);
  if (FOOTER_NAMES.test(words)) return true;
  return level > 1 && SIDE_COLUMN_NAMES.test(words) && !ALIGN_NAMES.test(words);
}

/**
 * 1 for each block of `marks` whose branch beside the region (the blocks `kept`) is a sidebar column; blocks
 * under the region's common element are in line with it and never marked.
 */
export function sidebarColumnBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  marks: Uint8Array,
  params: SidebarColumnParams,
): Uint8Array {
  const n = blocks.length;
  const side = new Uint8Array(n);
  const { elements, parent, blockElement } = blockAncestry(blocks);
  const m = elements.length;
  // Depth, words and link words under each element.
  const depth = new Int32Array(m);
  for (let e = 0; e < m; e++) depth[e] = parent[e] >= 0 ? depth[parent[e]] + 1 : 0;
  const words = new Float64Array(m);
  const links = new Float64Array(m);
  for (let i = 0; i < n; i++) {
    words[blockElement[i]] += blocks[i].words;
    links[blockElement[i]] += blocks[i].linkWords;
  }
  for (let e = m - 1; e >= 0; e--)
    if (parent[e] >= 0) {
      words[parent[e]] += words[e];
      links[parent[e]] += links[e];
    }
  const lca = (a: number, b: number): number => {
    while (a !== b && a >= 0 && b >= 0) {
      if (depth[a] > depth[b]) a = parent[a];
      else if (depth[b] > depth[a]) b = parent[b];
      else {
        a = parent[a];
        b = parent[b];
      }
    }
    return a === b ? a : -1;
  };
  let region = -2;
  for (let i = 0; i < n; i++)
    if (kept[i]) region = region === -2 ? blockElement[i] : lca(region, blockElement[i]);
  if (region < 0) return side;
  const share = params.sidebarColumnShare ?? 0;
  const footers = params.sidebarColumnFooters ?? 0;
  for (let i = 0; i < n; i++) {
    if (!marks[i]) continue;
    const e = blockElement[i];
    const top = lca(e, region);
    if (top === region) continue;
    // The block's branch and the region's, just under their common element.
    let branch = e;
    let named = false;
    for (let k = e; k >= 0 && k !== top; k = parent[k]) {
      branch = k;
      if (elements[k].name === 'aside' || SIDEBAR_NAMES.test(nameWords(elements[k]))) named = true;
      else if (footers > 0 && footerOrColumn(elements[k], footers)) named = true;
    }
    let regionBranch = region;
    while (regionBranch >= 0 && parent[regionBranch] !== top) regionBranch = parent[regionBranch];
    const narrow =
      share > 0 &&
      regionBranch >= 0 &&
      words[branch] <= share * words[regionBranch] &&
      2 * links[branch] >= words[branch];
    if (named || narrow) side[i] = 1;
  }
  return side;
}
