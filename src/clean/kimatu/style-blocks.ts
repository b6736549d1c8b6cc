// Kimatu's blocks ("style blocks" here, to tell them from Victor's text blocks): elements of the same aspect
// that are near each other. Nearness: at most MAX_STYLE_GAP elements between two consecutive members, so
// one aspect can make several style blocks (the paper's proximity requirement). One pass, a map per aspect.
import { MAX_STYLE_GAP } from './constants.js';
import type { TextElement } from './elements.js';

export interface StyleBlock {
  index: number;
  aspect: string;
  /** Indexes of its elements, increasing. */
  elements: number[];
  chars: number;
  words: number;
  punct: number;
  links: number;
  /** Words inside `<a href>`. */
  linkWords: number;
}

export function buildStyleBlocks(elements: readonly TextElement[]): { blocks: StyleBlock[]; of: Int32Array } {
  const blocks: StyleBlock[] = [];
  const of = new Int32Array(elements.length);
  const open = new Map<string, StyleBlock>();
  for (const e of elements) {
    let sb = open.get(e.aspect);
    if (!sb || e.index - sb.elements[sb.elements.length - 1] - 1 > MAX_STYLE_GAP) {
      sb = {
        index: blocks.length,
        aspect: e.aspect,
        elements: [],
        chars: 0,
        words: 0,
        punct: 0,
        links: 0,
        linkWords: 0,
      };
      blocks.push(sb);
      open.set(e.aspect, sb);
    }
    sb.elements.push(e.index);
    sb.chars += e.chars;
    sb.words += e.words;
    sb.punct += e.punct;
    sb.links += e.links;
    sb.linkWords += e.linkWords;
    of[e.index] = sb.index;
  }
  return { blocks, of };
}
