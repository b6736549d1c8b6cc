// Containers of the article that Readability.js's conditional cleaning removes for their make-up alone: an
// `<aside>` callout inside the body (always removed), an accordion's panels whose class says "hidden" (a
// negative class word) until a reader opens them. When the CRF keeps such a container's text with
// confidence and the text is not mostly links (a related-stories box is), it is the article's own. Not
// hidden text (a display:none footnote list), nor a box whose heading is a link (a quoted link's preview,
// another story's teaser), nor what sits in a form, a footer or an unlikely container (a comment form's
// notes, a graphic's credit line) inside the removed one.
import type { Block, Label } from '../../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../../html/node.js';
import { HEADINGS } from '../../html/vocabulary.js';
import { isUnlikely } from './class-weight.js';
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
const MIN_WORDS = 15;
/** Containers whose text is a control's or the page's furniture, not the article's. */
const FURNITURE = new Set(['form', 'footer']);

/** Whether the block is a heading linking to another page (a permalink to its own section does not count). */
function linkedHeading(b: Block): boolean {
  if (!HEADINGS.has(b.tag) || !b.inLink) return false;
  for (let e: ParentNode | null = b.node; e && e.kind === 'element'; e = e.parent)
    if (e.name === 'a') return !(getAttr(e, 'href') ?? '').startsWith('#');
  return true;
}

/** Whether a form, footer or unlikely container lies between the block and the removed container `c`. */
function inFurniture(b: Block, c: ElementNode): boolean {
  // A heading's own wrappers are skipped: themes class them `header` (an unlikely word).
  let inHeading = HEADINGS.has(b.tag);
  for (let e: ParentNode | null = b.node; e && e.kind === 'element'; e = e.parent) {
    if (FURNITURE.has(e.name) || (!inHeading && isUnlikely(e))) return true;
    if (HEADINGS.has(e.name)) inHeading = false;
    if (e === c) break;
  }
  return false;
}

/** 1 for each block the CRF kept in a removed container of the article that the CRF keeps with confidence. */
export function cleanedKeptBlocks(
  blocks: readonly Block[],
  region: ArticleRegion,
  out: readonly Label[],
  pO: Float64Array,
  below: number,
  hidden: Uint8Array | null,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const by = region.cleanedBy;
  if (!by) return marks;
  const tally = new Map<ElementNode, { words: number; links: number; sure: number; excluded: boolean }>();
  for (let i = 0; i < blocks.length; i++) {
    const c = by[i];
    if (!c) continue;
    let t = tally.get(c);
    if (!t) {
      t = { words: 0, links: 0, sure: 0, excluded: false };
      tally.set(c, t);
    }
    t.words += blocks[i].words;
    t.links += blocks[i].linkWords;
    if (linkedHeading(blocks[i]) || inFurniture(blocks[i], c)) t.excluded = true;
    if (out[i] !== 'o' && pO[i] < below) t.sure += blocks[i].words;
  }
  for (let i = 0; i < blocks.length; i++) {
    const c = by[i];
    if (!c || out[i] === 'o' || hidden?.[i]) continue;
    const t = tally.get(c)!;
    if (!t.excluded && t.words >= MIN_WORDS && t.links <= MAX_LINK_SHARE * t.words && t.sure >= 0.5 * t.words)
      marks[i] = 1;
  }
  return marks;
}
