// Captions and credits of pictures: the text of `<figcaption>` and of containers whose class or id names a
// caption or a credit (the markup's own vocabulary, the same in every language). Main-content gold leaves them
// out of an article's text; a corpus of running text may keep them.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { underMatching } from '../html/tree-order.js';

const CAPTION_CLASS = /(?:^|[\s_-])(?:wp-)?(?:caption|credits?|photo-?credit|image-?credit)(?:$|[\s_-])/i;

/** Captions alone: credits (a photographer's or agency's name) are often part of main-content gold. */
const CAPTION_ONLY = /(?:^|[\s_-])(?:wp-)?caption(?:$|[\s_-])/i;

function classAndId(e: ElementNode): string {
  return `${(getAttr(e, 'class') ?? '').slice(0, 200)} ${(getAttr(e, 'id') ?? '').slice(0, 200)}`;
}

function isCaption(e: ElementNode): boolean {
  if (e.name === 'figcaption') return true;
  if (e.name === 'table' || e.name === 'body') return false;
  return CAPTION_CLASS.test(classAndId(e));
}

function isCaptionNotCredit(e: ElementNode): boolean {
  if (e.name === 'figcaption') return true;
  if (e.name === 'table' || e.name === 'body') return false;
  const s = classAndId(e);
  return CAPTION_ONLY.test(s) && !/credit/i.test(s);
}

/**
 * 1 for each block under a caption or credit (one memo per page, so the walks up stay linear); with
 * `credits` false, under a caption only (figcaption or a caption class, not a credit).
 */
export function captionBlocks(blocks: readonly Block[], credits = true): Uint8Array {
  const memo = new Map<ParentNode, boolean>();
  const test = credits ? isCaption : isCaptionNotCredit;
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) if (underMatching(blocks[i].node, test, memo)) out[i] = 1;
  return out;
}
