// Captions and credits of pictures: the text of `<figcaption>` and of containers whose class or id names a
// caption or a credit (the markup's own vocabulary, the same in every language). Main-content gold leaves them
// out of an article's text; a corpus of running text may keep them.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { underMatching } from '../html/tree-order.js';

const CAPTION_CLASS = /(?:^|[\s_-])(?:wp-)?(?:caption|credits?|photo-?credit|image-?credit)(?:$|[\s_-])/i;

function isCaption(e: ElementNode): boolean {
  if (e.name === 'figcaption') return true;
  if (e.name === 'table' || e.name === 'body') return false;
  const s = `${(getAttr(e, 'class') ?? '').slice(0, 200)} ${(getAttr(e, 'id') ?? '').slice(0, 200)}`;
  return CAPTION_CLASS.test(s);
}

/** 1 for each block under a caption or credit (one memo per page, so the walks up stay linear). */
export function captionBlocks(blocks: readonly Block[]): Uint8Array {
  const memo = new Map<ParentNode, boolean>();
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) if (underMatching(blocks[i].node, isCaption, memo)) out[i] = 1;
  return out;
}
