// The article region's other rows built like its kept ones. A board whose thread is a table or a list of posts
// (GameFAQs' `td.msg`, an old board's rows) is taken by article mode as one region, and inside it the CRF keeps
// most posts and drops the short ones with confidence (p(o) 0.9–1.0, above article mode's rescue: "Laughed way
// too hard at this.", a one-line reply reads like a caption), and with them their members' names. Each such
// block sits at the same place in its row as several kept ones: the same chain of tags and classes from the
// region's top. When most blocks of that chain were kept, the chain is the region's text and its dropped blocks
// come back. `alike-paragraphs.ts` does it for `<p>` siblings under one parent; here the rows are cousins.
// Structure only: nothing here reads the page's language.
import type { Block, Label } from '../../blocks/block.js';
import { type ElementNode, parentElement, tagAndClasses } from '../../html/node.js';

export interface AlikeRowParams {
  /**
   * On a page taken as an article, a dropped block of the region whose chain of tags and classes from the
   * region's top is that of at least this many kept blocks, most of that chain's blocks being kept, comes back
   * (0 = off).
   */
  articleAlikeRows?: number;
  /** ... and the kept blocks are more than this share of the chain's blocks (default 0.5). */
  articleAlikeRowsShare?: number;
}

/**
 * The block's chain of tags and classes from `top` (excluded) down to its element, or null outside `top`.
 * `memo` holds the chains of the elements met so far in this region (the same for every block under them), so
 * each element's tags and classes are read once, not once per block under it.
 */
function chainFrom(
  node: ElementNode,
  top: ElementNode,
  memo: Map<ElementNode, string | null>,
): string | null {
  const path: ElementNode[] = [];
  let chain: string | null = null;
  for (let e: ElementNode | null = node; ; e = parentElement(e)) {
    if (e === null) break;
    if (e === top) {
      chain = '';
      break;
    }
    const known = memo.get(e);
    if (known !== undefined) {
      chain = known;
      break;
    }
    path.push(e);
  }
  // Down again: an element's chain is its parent's and its own step (only `top` has the empty chain).
  for (let k = path.length - 1; k >= 0; k--) {
    if (chain !== null) chain = chain === '' ? tagAndClasses(path[k]) : `${chain}>${tagAndClasses(path[k])}`;
    memo.set(path[k], chain);
  }
  return chain;
}

/** 1 for each dropped block of the region (`pO` < 1) whose chain holds `least` kept blocks, over `share` of it. */
export function alikeRowBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  pO: Float64Array,
  inside: Uint8Array,
  top: ElementNode,
  least: number,
  share = 0.5,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const memo = new Map<ElementNode, string | null>();
  const chains: (string | null)[] = blocks.map((b, i) => (inside[i] ? chainFrom(b.node, top, memo) : null));
  const kept = new Map<string, number>();
  const all = new Map<string, number>();
  for (let i = 0; i < blocks.length; i++) {
    const c = chains[i];
    if (c === null) continue;
    all.set(c, (all.get(c) ?? 0) + 1);
    if (out[i] !== 'o') kept.set(c, (kept.get(c) ?? 0) + 1);
  }
  for (let i = 0; i < blocks.length; i++) {
    const c = chains[i];
    if (c === null || out[i] !== 'o' || pO[i] >= 1) continue;
    const k = kept.get(c) ?? 0;
    if (k >= least && k > share * all.get(c)!) marks[i] = 1;
  }
  return marks;
}
