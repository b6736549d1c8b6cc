// An undeclared thread article mode took for an article: the region it kept is one post's body, inside one entry
// of the page's run of posts (SMF's `div.windowbg`, a board's `li.postbit`), and the CRF, unsure of the other
// posts (p(o) 0.8–0.95: a short reply reads like a caption), dropped them, so the replies' rescue
// (`thread.ts`, blocks the CRF was sure of) finds nothing to bring back. The posts are built alike: each entry
// holds its body at the same place (the same chain of tags and classes below the entry) as the one kept. Those
// counterparts, in the other entries, are the thread's other posts and come back; the rest of each entry (the
// member's name and panel, the date, the buttons) stays as it was. Only when the run shows it is posts (a
// signature or a poster details panel in some entries, `thread-run.ts`) and article mode's kept text inside the
// run lies in one entry. Markup only, language-neutral.
import type { Block } from '../blocks/block.js';
import { type ElementNode, parentElement, tagAndClasses } from '../html/node.js';
import { type EntriesRun, entryOf } from './entries.js';
import { runIsPosts } from './thread-run.js';

export interface ParallelPostsParams {
  /**
   * On a page article mode took, whose run of entries holds a post signature or poster details in at least this
   * many entries and whose kept text in the run lies in one entry, the other entries' counterparts of the kept
   * body come back (0 = off).
   */
  threadParallelPosts?: number;
}

/** The chain of ancestors from `node` up to (excluding) `top`, top first. */
function chainBelow(node: ElementNode, top: ElementNode): ElementNode[] {
  const chain: ElementNode[] = [];
  for (let e: ElementNode | null = node; e && e !== top; e = parentElement(e)) chain.unshift(e);
  return chain;
}

/** The lowest common ancestor of the nodes, at or below `top`. */
function commonAncestor(nodes: readonly ElementNode[], top: ElementNode): ElementNode {
  let chain = chainBelow(nodes[0], top);
  for (const n of nodes.slice(1)) {
    const other = chainBelow(n, top);
    let k = 0;
    while (k < chain.length && k < other.length && chain[k] === other[k]) k++;
    chain = chain.slice(0, k);
  }
  return chain.length ? chain[chain.length - 1] : top;
}

/** The elements below `entry` reached by the same chain of steps. */
function counterparts(entry: ElementNode, steps: readonly string[]): ElementNode[] {
  let level: ElementNode[] = [entry];
  for (const step of steps) {
    const next: ElementNode[] = [];
    for (const e of level)
      for (const c of e.children) if (c.kind === 'element' && tagAndClasses(c) === step) next.push(c);
    level = next;
    if (level.length === 0) break;
  }
  return level;
}

/**
 * 1 for each dropped block of the other entries that lies in the counterpart of the kept post body, or null
 * when the page is no such thread. `kept`: the labels after article mode.
 */
export function parallelPosts(
  blocks: readonly Block[],
  run: EntriesRun | null,
  kept: readonly string[],
  params: ParallelPostsParams,
): Uint8Array | null {
  const least = params.threadParallelPosts ?? 0;
  if (least <= 0 || run === null) return null;
  const roots = new Set<ElementNode>(run.roots);
  let entry: ElementNode | null = null;
  const nodes: ElementNode[] = [];
  for (let i = 0; i < blocks.length; i++) {
    if (kept[i] === 'o' || !run.inside[i]) continue;
    const e = entryOf(blocks[i].node, roots);
    if (e === null) continue;
    if (entry !== null && e !== entry) return null;
    entry = e;
    nodes.push(blocks[i].node);
  }
  if (entry === null || !runIsPosts(blocks, run, least)) return null;
  const body = commonAncestor(nodes, entry);
  if (body === entry) return null;
  const steps = chainBelow(body, entry).map(tagAndClasses);
  const targets = new Set<ElementNode>();
  for (const root of run.roots) if (root !== entry) for (const c of counterparts(root, steps)) targets.add(c);
  if (targets.size === 0) return null;
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    if (kept[i] !== 'o' || !run.inside[i]) continue;
    for (let e: ElementNode | null = blocks[i].node; e && !roots.has(e); e = parentElement(e))
      if (targets.has(e)) {
        out[i] = 1;
        break;
      }
  }
  return out;
}
