// Containers of the article that Readability.js's conditional cleaning removes for their make-up alone: an
// `<aside>` callout inside the body (always removed), an accordion's panels whose class says "hidden" (a
// negative class word) until a reader opens them. When the CRF keeps such a container's text with
// confidence and the text is not mostly links (a related-stories box is), it is the article's own.
import type { Block, Label } from '../../blocks/block.js';
import type { ElementNode } from '../../html/node.js';
import type { ArticleRegion } from './region.js';

export interface CleanedKeptParams {
  /**
   * A container conditional cleaning removed from the article stays when at least half its words are in
   * blocks the CRF keeps below this p(o) (0 = off).
   */
  articleCleanedKeep?: number;
}

/** Most link words a rescued container may hold, as a share of its words. */
const MAX_LINK_SHARE = 0.3;
/** Fewest words of a rescued container: a label or a caption is not the article's text. */
const MIN_WORDS = 8;

/** 1 for each block the CRF kept in a removed container of the article that the CRF keeps with confidence. */
export function cleanedKeptBlocks(
  blocks: readonly Block[],
  region: ArticleRegion,
  out: readonly Label[],
  pO: Float64Array,
  below: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const by = region.cleanedBy;
  if (!by) return marks;
  const tally = new Map<ElementNode, { words: number; links: number; sure: number }>();
  for (let i = 0; i < blocks.length; i++) {
    const c = by[i];
    if (!c) continue;
    let t = tally.get(c);
    if (!t) {
      t = { words: 0, links: 0, sure: 0 };
      tally.set(c, t);
    }
    t.words += blocks[i].words;
    t.links += blocks[i].linkWords;
    if (out[i] !== 'o' && pO[i] < below) t.sure += blocks[i].words;
  }
  for (let i = 0; i < blocks.length; i++) {
    const c = by[i];
    if (!c || out[i] === 'o') continue;
    const t = tally.get(c)!;
    if (t.words >= MIN_WORDS && t.links <= MAX_LINK_SHARE * t.words && t.sure >= 0.5 * t.words) marks[i] = 1;
  }
  return marks;
}
