// A blog's sidebar boxes (about me, a profile, events, subscribe, a blogroll) are not the page's content, and the
// CRF, trained on pages where such a box is sometimes the longest text, keeps them with confidence beside a
// short post it is unsure of, or instead of it. The markup names the column (`article/sidebars.ts`: an
// `<aside>`, role `complementary`, a class or id word `sidebar`), so its kept blocks go, once the page keeps
// enough text elsewhere. Not a sidebar: one holding an `<h1>` (the post itself set as an `<aside>`), or one holding
// nearly all of the page's words (a wrapper).
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { type SidebarMemo, sidebarAbove } from './article/sidebars.js';

export interface SidebarBoxParams {
  /** Kept blocks under a sidebar go when at least this many kept words outside links lie outside it (0 = off). */
  dropSidebars?: number;
}

/** A sidebar holding more than this share of the page's words is a wrapper, not a column beside the content. */
const WRAPPER_SHARE = 0.9;

/** 1 for each kept block under a sidebar (see `SidebarBoxParams`), none when too little is kept elsewhere. */
export function sidebarBoxBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minOutside: number,
): Uint8Array {
  const n = blocks.length;
  const marks = new Uint8Array(n);
  const sidebarOf = new Array<ElementNode | null>(n).fill(null);
  const memo: SidebarMemo = new Map();
  const words = new Map<ElementNode, number>();
  const heads = new Set<ElementNode>();
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += blocks[i].words;
    const s = sidebarAbove(blocks[i].node, memo);
    sidebarOf[i] = s;
    if (!s) continue;
    words.set(s, (words.get(s) ?? 0) + blocks[i].words);
    if (blocks[i].tag === 'h1') heads.add(s);
  }
  const isBox = (s: ElementNode | null): s is ElementNode =>
    s !== null && !heads.has(s) && (words.get(s) ?? 0) <= WRAPPER_SHARE * total;
  let outside = 0;
  for (let i = 0; i < n; i++)
    if (kept[i] && !isBox(sidebarOf[i])) outside += blocks[i].words - blocks[i].linkWords;
  if (outside < minOutside) return marks;
  for (let i = 0; i < n; i++) if (kept[i] && isBox(sidebarOf[i])) marks[i] = 1;
  return marks;
}
