// Blocks under an element whose class says `nocontent`: the marker site-search crawlers read as "not the
// page's content" (Yahoo's documented `robots-nocontent`; plain `nocontent` by convention), set by publishers
// on their sidebars, module boxes and promotions (The New York Times' blogs mark each sidebar box `box module
// nocontent`). A kept block under such an element goes, on any page, when the page keeps words outside it.
// Markup only.
import type { Block } from '../blocks/block.js';
import { keptBlocksUnder } from '../blocks/block-ancestry.js';
import { type ElementNode, getAttr } from '../html/node.js';

export interface NoContentParams {
  /**
   * 1 = kept blocks under an element with the class word `nocontent` go (when other kept words stay); bit 2 =
   * Yahoo's `robots-nocontent` too; 0 = off.
   */
  dropNoContent?: number;
}

const NOCONTENT = /(?:^|\s)nocontent(?:\s|$)/i;
const ROBOTS_NOCONTENT = /(?:^|\s)(?:robots-)?nocontent(?:\s|$)/i;

/** 1 for each kept block under a `nocontent` element, when some kept words lie outside such elements. */
export function noContentBlocks(blocks: readonly Block[], kept: readonly boolean[], mode = 1): Uint8Array {
  const marker = mode & 2 ? ROBOTS_NOCONTENT : NOCONTENT;
  return keptBlocksUnder(blocks, kept, (e: ElementNode) => {
    const cls = getAttr(e, 'class');
    return cls !== undefined && marker.test(cls);
  });
}
