// The article region's other rows built like its kept ones. A board whose thread is a table or a list of posts
// (GameFAQs' `td.msg`, an old board's rows) is taken by article mode as one region, and inside it the CRF keeps
// most posts and drops the short ones with confidence (p(o) 0.9–1.0, above article mode's rescue: "Laughed way
// too hard at this.", a one-line reply reads like a caption), and with them their members' names. Each such
// block sits at the same place in its row as several kept ones: the same chain of tags and classes from the
// region's top. When most blocks of that chain were kept, the chain is the region's text and its dropped blocks
// come back. `alike-paragraphs.ts` does it for `<p>` siblings under one parent; here the rows are cousins.
// Structure only: nothing here reads the page's language.
import type { Block, Label } from '../../blocks/block.js';
import type { ElementNode } from '../../html/node.js';
import { tagChainBelow } from '../../html/tag-chain.js';

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
  const chains: (string | null)[] = blocks.map((b, i) =>
    inside[i] ? tagChainBelow(b.node, top, memo) : null,
  );
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
