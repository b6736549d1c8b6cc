// A list page whose intro reads as an article (a Wikipedia list, an arXiv listing, an awards page): article mode
// takes the intro, and the entries below it, most of the page, are lost. A news article's teaser stream is a run
// too, but it sits apart from the article (another column, below the comments), so the smallest element holding
// both the article and the run holds much else (menus, sidebars, footers). The run is kept beside the article
// when it is large and when the article and the run together fill most of the element that holds them both.
import type { Block, Label } from '../blocks/block.js';
import { wordsOnNodes } from '../blocks/node-words.js';
import type { ParentNode } from '../html/node.js';
import { elementsInOrder, rootOf, sumUpNumbers } from '../html/tree-order.js';
import type { EntriesRun } from './entries.js';

export interface BesideArticleParams {
  /**
   * On a page article mode took, the run is kept too when it holds at least this share of the page's words
   * (0 = never) and `entriesBesideTight` holds.
   */
  entriesBesideArticle?: number;
  /** Least share of the words under the smallest element holding the article and the run that the two hold. */
  entriesBesideTight?: number;
}

/** The chain of ancestors of a node, itself first. */
function ancestors(n: ParentNode): ParentNode[] {
  const out: ParentNode[] = [];
  for (let e: ParentNode | null = n; e; e = e.parent) out.push(e);
  return out;
}

/** The smallest element holding every node of `nodes` (the document when they share none). */
function commonAncestor(nodes: readonly ParentNode[]): ParentNode | null {
  if (nodes.length === 0) return null;
  let chain = ancestors(nodes[0]).reverse(); // root first
  for (let k = 1; k < nodes.length; k++) {
    const other = new Set(ancestors(nodes[k]));
    let len = 0;
    while (len < chain.length && other.has(chain[len])) len++;
    chain = chain.slice(0, len);
  }
  return chain.length ? chain[chain.length - 1] : null;
}

/** Whether the run is kept beside the article that `out` (article mode's labels) keeps. */
export function keepsRunBesideArticle(
  blocks: readonly Block[],
  out: readonly Label[],
  run: EntriesRun,
  params: BesideArticleParams,
): boolean {
  const share = params.entriesBesideArticle ?? 0;
  if (share <= 0 || run.words < share * run.pageWords) return false;
  const nodes: ParentNode[] = [...run.roots];
  let both = run.words;
  for (let i = 0; i < blocks.length; i++)
    if (out[i] !== 'o' && !run.inside[i]) {
      nodes.push(blocks[i].node);
      both += blocks[i].words;
    }
  const top = commonAncestor(nodes);
  if (!top) return false;
  const { own } = wordsOnNodes(blocks);
  const under = sumUpNumbers(elementsInOrder(rootOf(top)), own).get(top) ?? 0;
  return under > 0 && both >= (params.entriesBesideTight ?? 1) * under;
}
