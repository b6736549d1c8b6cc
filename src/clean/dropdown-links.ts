// Dropdown menus' links: a `dropdown` names a menu that opens on a click or a hover (a header's mega menu, a
// hero's "choose a service" picker listing the site's pages). The CRF drops its links as navigation, but a step
// that brings back whole sections or entries (a run of entries taken from the page's modules, a landing page's
// gaps) can bring the menu back with the section holding it. Only links the CRF was sure of (p(o) at least the
// key's value) go, and only a menu's lines, paragraphs that are links alone: a dropdown's text the CRF kept (an
// accordion's answers, which some sites name `dropdown`), text that is not a link and a link inside a sentence
// stay.
import type { Block } from '../blocks/block.js';
import { blocksUnder } from '../blocks/block-ancestry.js';
import { paragraphRuns } from './article/paragraph-of.js';
import { classOrIdHas, nameWords } from './named-containers.js';

export interface DropdownLinksParams {
  /** Kept link blocks under an element named `dropdown` whose p(o) is at least this go (0 = off). */
  dropDropdownLinks?: number;
}

const DROPDOWN_RAW = /dropdown/i;
const DROPDOWN_WORD = /(?:^| )dropdown(?: |$)/;

/**
 * 1 for each kept block under an element named `dropdown` whose p(o) is at least `minPO`, in a paragraph whose
 * blocks are all links.
 */
export function dropdownLinkBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  pO: ArrayLike<number>,
  minPO: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const linked = (b: Block) => b.inLink || b.linkWords >= b.words;
  const candidate = (i: number) => kept[i] && pO[i] >= minPO && blocks[i].words > 0 && linked(blocks[i]);
  if (!blocks.some((_, i) => candidate(i))) return out;
  const under = blocksUnder(blocks, (e) => classOrIdHas(e, DROPDOWN_RAW) && DROPDOWN_WORD.test(nameWords(e)));
  for (const { from, to } of paragraphRuns(blocks)) {
    if (!blocks.slice(from, to).every(linked)) continue;
    for (let i = from; i < to; i++) if (under[i] && candidate(i)) out[i] = 1;
  }
  return out;
}
