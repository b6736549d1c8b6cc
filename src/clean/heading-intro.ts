// A kept page heading's intro: a category or collection page puts its name heading and a line or two saying
// what it holds in one small header box ("Charcoal barbecues. The most loved barbecue, in every size…"). When
// article mode takes another region of the page (an SEO text below the grid) and the grid is not kept, that
// intro goes with the grid, though the CRF is sure of it, and `listing-intro.ts` (which needs a kept run) never
// runs. Here, once the page's first `<h1>` is kept, the wordy blocks of the largest element around it that
// stays small (a header box, not the page's column) come back when the CRF is sure enough of them, unless
// they are links, controls or menus.
import type { Block } from '../blocks/block.js';
import { blockAncestry, sumUnderElements } from '../blocks/block-ancestry.js';
import { WORDY } from '../blocks/segments.js';
import type { ElementNode } from '../html/node.js';
import { NOT_INTRO } from './listing-intro.js';

export interface HeadingIntroParams {
  /** Blocks of a kept `<h1>`'s header box come back when p(o) is below this (0 = off). */
  headingIntro?: number;
  /** Most words of the header box (the `<h1>`'s largest ancestor holding at most this many words). */
  headingIntroWords?: number;
  /** Most words of the header box as a share of the page's words (1 = any). */
  headingIntroShare?: number;
}

/** 1 for each dropped block of the kept first `<h1>`'s header box to bring back (see `HeadingIntroParams`). */
export function headingIntroBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  pO: Float64Array,
  params: HeadingIntroParams,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const below = params.headingIntro ?? 0;
  if (below <= 0) return marks;
  let h1 = -1;
  for (let i = 0; i < blocks.length && h1 < 0; i++) if (blocks[i].containers.includes('h1')) h1 = i;
  if (h1 < 0 || !kept[h1]) return marks;
  // The words under each element above the blocks (parents are listed before their children).
  const ancestry = blockAncestry(blocks);
  const { elements, parent, blockElement } = ancestry;
  const words = sumUnderElements(
    ancestry,
    Float64Array.from(blocks, (b) => b.words),
  );
  let pageWords = 0;
  for (const b of blocks) pageWords += b.words;
  // The box is the heading's own: the largest of the h1's ancestors that is small, and small against the page
  // (on a short page, the h1's column is most of it, a story's dek and byline included).
  const most = Math.min(params.headingIntroWords ?? 150, (params.headingIntroShare ?? 1) * pageWords);
  let boxAt = -1;
  for (let k = parent[blockElement[h1]]; k >= 0; k = parent[k]) {
    const name = elements[k].name;
    if (words[k] > most || name === 'body' || name === 'html') break;
    boxAt = k;
  }
  if (boxAt < 0) return marks;
  const box = elements[boxAt];
  // The elements inside the box (a child comes after its parent).
  const under = new Uint8Array(elements.length);
  under[boxAt] = 1;
  for (let k = boxAt + 1; k < elements.length; k++) if (parent[k] >= 0 && under[parent[k]]) under[k] = 1;
  // Links are judged by their paragraph: a link inside a sentence is part of it, a paragraph of links is not.
  const paragraphs = new Map<ElementNode, { words: number; links: number }>();
  const paragraphOf = (b: Block) => {
    for (
      let e: ElementNode | null = b.node;
      e && e !== box;
      e = e.parent?.kind === 'element' ? e.parent : null
    )
      if (e.name === 'p') return e;
    return null;
  };
  for (const b of blocks) {
    const p = paragraphOf(b);
    if (!p) continue;
    const sum = paragraphs.get(p) ?? { words: 0, links: 0 };
    sum.words += b.words;
    sum.links += b.linkWords;
    paragraphs.set(p, sum);
  }
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (kept[i] || pO[i] >= below || !WORDY.test(b.text)) continue;
    const p = paragraphOf(b);
    const { words, links } = (p && paragraphs.get(p)) || { words: b.words, links: b.linkWords };
    if (links * 2 >= words || b.containers.some((c) => NOT_INTRO.has(c))) continue;
    if (under[blockElement[i]]) marks[i] = 1;
  }
  return marks;
}
