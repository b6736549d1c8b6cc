// Kept text after an article's body that lies outside the element holding the body's paragraphs, and away from
// it: a site footer's legal paragraph, other stories' teaser excerpts in a box below the story, a job board's
// entries. On a short story each such line costs much precision. The body's container is the element whose
// child paragraphs hold the most of the page's kept running text (lines of 10+ words, mostly not links), when
// it holds at least half of it; the kept blocks after its last kept block go when their nearest common
// ancestor with it lies `levels` or more elements above it (1 would take a sibling section of the body too,
// which golds keep when a page splits its article into sections), and they hold few words against the body.
// Markup and counts only: nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import type { ElementNode, ParentNode } from '../../html/node.js';
import { HEADINGS } from '../../html/vocabulary.js';
import { paragraphRuns } from './paragraph-of.js';

export interface TailOutsideBodyParams {
  /**
   * On a page taken as an article, the kept blocks after the body's container, away from it, go when they hold
   * at most this many words (0 or absent = off; `article/tail-outside-body.ts`).
   */
  articleTailOutside?: number;
  /** How many elements above the body's container their common ancestor must lie at least (default 2). */
  articleTailOutsideLevels?: number;
}

/** Fewest kept words of a paragraph counted as running text. */
const TEXT_WORDS = 10;
/** Share of the running text the body's container holds at least. */
const BODY_SHARE = 0.5;
/** Share of the page's kept words the tail holds at most. */
const MAX_SHARE = 0.5;

/** The ancestors of an element, itself first. */
function ancestors(e: ParentNode | null): ParentNode[] {
  const out: ParentNode[] = [];
  for (let x = e; x; x = x.parent) out.push(x);
  return out;
}

/** Whether a block lies in a heading element. */
function isHeading(b: Block): boolean {
  for (let x: ParentNode | null = b.node; x && x.kind === 'element'; x = x.parent)
    if (HEADINGS.has((x as ElementNode).name)) return true;
  return false;
}

/** 1 for each kept block after the body's container that lies at least `levels` elements away from it. */
export function tailOutsideBodyBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
  levels = 2,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const byContainer = new Map<ParentNode, number>();
  let text = 0;
  let keptWords = 0;
  for (let i = 0; i < blocks.length; i++) if (kept[i]) keptWords += blocks[i].words;
  for (const run of paragraphRuns(blocks)) {
    if (run.el?.kind !== 'element') continue;
    let words = 0;
    let link = 0;
    for (let j = run.from; j < run.to; j++)
      if (kept[j]) {
        words += blocks[j].words;
        link += blocks[j].linkWords;
      }
    if (words < TEXT_WORDS || link >= 0.5 * words) continue;
    const parent = (run.el as ElementNode).parent;
    if (!parent) continue;
    text += words;
    byContainer.set(parent, (byContainer.get(parent) ?? 0) + words);
  }
  let body: ParentNode | null = null;
  let best = 0;
  for (const [c, w] of byContainer)
    if (w > best) {
      best = w;
      body = c;
    }
  if (!body || best < BODY_SHARE * text) return marks;
  const up = ancestors(body);
  const inside = (b: Block) => {
    for (let x: ParentNode | null = b.node; x; x = x.parent) if (x === body) return true;
    return false;
  };
  let last = -1;
  for (let i = blocks.length - 1; i >= 0; i--)
    if (kept[i] && inside(blocks[i])) {
      last = i;
      break;
    }
  if (last < 0) return marks;
  let words = 0;
  for (let i = last + 1; i < blocks.length; i++) {
    if (!kept[i]) continue;
    // Steps from the body's container up to the nearest ancestor it shares with the block.
    const mine = new Set(ancestors(blocks[i].node));
    const d = up.findIndex((x) => mine.has(x));
    if (d >= 0 && d < levels) continue;
    // A heading in the tail opens a section of the page's own (a step of a how-to, an FAQ the golds keep).
    if (isHeading(blocks[i])) return new Uint8Array(blocks.length);
    marks[i] = 1;
    words += blocks[i].words;
  }
  if (words === 0 || words > maxWords || words > MAX_SHARE * keptWords) return new Uint8Array(blocks.length);
  return marks;
}
