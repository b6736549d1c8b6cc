// Facts of a page's block ancestry that several second-pass steps read, made once per block list: each block's
// heading element (the landing sections read it up to twice a page, the signed comments, closing headings and closing
// related boxes once each) and every element's span of blocks (five steps). Read-only: the steps share them.
import type { Block } from '../blocks/block.js';
import { elementSpans, innermostPassing } from '../blocks/block-ancestry.js';
import { perBlockList } from '../blocks/per-block-list.js';
import { HEADINGS } from '../html/vocabulary.js';

/**
 * For each block, the index in `blockAncestry(blocks).elements` of the innermost heading element (h1–h6) among
 * its element and that element's ancestors, or -1.
 */
export const headingAbove = perBlockList(
  (blocks: readonly Block[]): Int32Array => innermostPassing(blocks, (e) => HEADINGS.has(e.name)),
);

/** `elementSpans(blocks)` over every block: each element's first and last block (-1 when none). */
export const blockSpans = perBlockList(
  (blocks: readonly Block[]): { readonly first: Int32Array; readonly last: Int32Array } =>
    elementSpans(blocks),
);
