// A list its paragraph announces is part of it: a kept paragraph ending with a colon ("For more information,
// see:", "Redis implements the following data types:") is followed by the list it introduces, whose items are
// often links alone, which the CRF takes for a menu (documentation pages lose their references this way). When
// the element right after the paragraph is a list, its blocks come back. A short label ("Related:", "Read
// more:") introduces links to other pages, not content: the paragraph needs a least number of words.
import type { Block, Label } from '../blocks/block.js';
import { type ChildNode, type ElementNode, isInside } from '../html/node.js';
import { paragraphOf } from './article/paragraph-of.js';

export interface IntroducedListParams {
  /** Least words of a kept paragraph ending with a colon whose next list is kept (0 = off). */
  introducedLists?: number;
}

const LISTS = new Set(['ul', 'ol', 'dl']);
/** A colon, ASCII or full-width, closing the paragraph's text. */
const ENDS_WITH_COLON = /[:：]\s*$/;

/** The next element sibling of `e`, skipping whitespace-only text and comments. */
function nextElement(e: ChildNode): ElementNode | null {
  const siblings = e.parent?.children ?? [];
  for (let i = siblings.indexOf(e) + 1; i < siblings.length; i++) {
    const s = siblings[i];
    if (s.kind === 'element') return s;
    if (s.kind === 'text' && s.value.trim() !== '') return null;
  }
  return null;
}

/** 1 for each dropped block of a list introduced by a kept paragraph of `minWords`+ words ending with a colon. */
export function introducedListBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  minWords: number,
): Uint8Array {
  const back = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] === 'o' || !ENDS_WITH_COLON.test(blocks[i].text)) continue;
    const para = paragraphOf(blocks[i]);
    if (para?.kind !== 'element') continue;
    if (i + 1 < blocks.length && paragraphOf(blocks[i + 1]) === para) continue; // not the paragraph's end
    // The paragraph's words, its earlier blocks included ("For more information, <a>see</a>:").
    let words = 0;
    for (let k = i; k >= 0 && paragraphOf(blocks[k]) === para; k--) words += blocks[k].words;
    if (words < minWords) continue;
    const list = nextElement(para);
    if (!list || !LISTS.has(list.name)) continue;
    for (let j = i + 1; j < blocks.length && isInside(blocks[j].node, list); j++)
      if (out[j] === 'o') back[j] = 1;
  }
  return back;
}
