// A blog's sidebar boxes (about me, a profile, events, subscribe, a blogroll) are not the page's content, and the
// CRF, trained on pages where such a box is sometimes the longest text, keeps them with confidence beside a
// short post it is unsure of, or instead of it. The markup names the column (`article/sidebars.ts`: an
// `<aside>`, role `complementary`, a class or id word `sidebar`), so its kept blocks go, once the page keeps
// enough text elsewhere. Not a sidebar: one holding an `<h1>` (the post itself set as an `<aside>`), or one holding
// nearly all of the page's words (a wrapper).
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { blockSidebars } from './article/sidebars.js';

export interface SidebarBoxParams {
  /** Kept blocks under a sidebar go when at least this many kept words outside links lie outside it (0 = off). */
  dropSidebars?: number;
}

/** 1 for each kept block under a sidebar (see `SidebarBoxParams`), none when too little is kept elsewhere. */
export function sidebarBoxBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minOutside: number,
): Uint8Array {
  const n = blocks.length;
  const marks = new Uint8Array(n);
  const sidebarOf = blockSidebars(blocks);
  const heads = new Set<ElementNode>();
  for (let i = 0; i < n; i++) {
    const s = sidebarOf[i];
    if (s && blocks[i].tag === 'h1') heads.add(s);
  }
  const isBox = (s: ElementNode | null): s is ElementNode => s !== null && !heads.has(s);
  let outside = 0;
  for (let i = 0; i < n; i++)
    if (kept[i] && !isBox(sidebarOf[i])) outside += blocks[i].words - blocks[i].linkWords;
  if (outside < minOutside) return marks;
  for (let i = 0; i < n; i++) if (kept[i] && isBox(sidebarOf[i])) marks[i] = 1;
  return marks;
}
