// An undeclared thread article mode took for an article keeps its first post (the region) and, through the
// replies' rescue (`thread.ts`, blocks the CRF was sure of), the replies the CRF read as text; the short replies it
// was unsure of ("Make sure there are no dead fish in the tank :)", p(o) 0.3–0.9: a one-line post reads like a
// caption) stay out, and, kept text lying in several entries, `parallel-posts.ts` does not run. The posts are
// built alike: each entry holds its body at the same place (the same chain of tags and classes below the entry).
// A chain under which several entries keep a body's worth of text is the thread's post body; its dropped
// counterparts in the other entries are the other posts and come back. Names, dates and buttons sit on other
// chains (each kept in fewer entries, and with fewer words) and stay as they were. Only when the run shows it
// is posts (a signature or poster details in some entries, `thread-run.ts`). Markup only, language-neutral.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { tagChainBelow } from '../html/tag-chain.js';
import { type EntriesRun, entryOf } from './entries.js';
import { runIsPosts } from './thread-run.js';

export interface ParallelBodiesParams {
  /**
   * On a page article mode took, whose run of entries is posts, a chain of tags and classes below the entry
   * under which at least this many entries keep `threadParallelBodiesWords` words or more is the post body; its
   * dropped blocks in the other entries come back (0 = off).
   */
  threadParallelBodies?: number;
  /** The kept words an entry needs on a chain for it to count (default 8). */
  threadParallelBodiesWords?: number;
}

/**
 * 1 for each dropped block of the run lying on a post-body chain, or null when no chain qualifies. `kept`: the
 * labels after article mode and the replies' rescue; `posts`: the signature / poster-details count
 * `runIsPosts` needs.
 */
export function parallelBodies(
  blocks: readonly Block[],
  run: EntriesRun | null,
  kept: readonly string[],
  posts: number,
  params: ParallelBodiesParams,
): Uint8Array | null {
  const least = params.threadParallelBodies ?? 0;
  if (least <= 0 || run === null || posts <= 0) return null;
  const minWords = params.threadParallelBodiesWords ?? 8;
  const roots = new Set<ElementNode>(run.roots);
  const keys: (string | null)[] = new Array(blocks.length).fill(null);
  // chain → entry → kept words on it
  const keptWords = new Map<string, Map<ElementNode, number>>();
  // Each block's chain below its entry (an element lies under one entry, so one memo serves the run).
  const chains = new Map<ElementNode, string | null>();
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i]) continue;
    const entry = entryOf(blocks[i].node, roots);
    if (entry === null) continue;
    const key = tagChainBelow(blocks[i].node, entry, chains) ?? '';
    keys[i] = key;
    if (kept[i] === 'o') continue;
    let byEntry = keptWords.get(key);
    if (!byEntry) {
      byEntry = new Map();
      keptWords.set(key, byEntry);
    }
    byEntry.set(entry, (byEntry.get(entry) ?? 0) + blocks[i].words);
  }
  const bodies = new Set<string>();
  for (const [key, byEntry] of keptWords) {
    let entries = 0;
    for (const w of byEntry.values()) if (w >= minWords) entries++;
    if (entries >= least) bodies.add(key);
  }
  if (bodies.size === 0 || !runIsPosts(blocks, run, posts)) return null;
  const out = new Uint8Array(blocks.length);
  let any = false;
  for (let i = 0; i < blocks.length; i++)
    if (kept[i] === 'o' && keys[i] !== null && bodies.has(keys[i]!)) {
      out[i] = 1;
      any = true;
    }
  return any ? out : null;
}
