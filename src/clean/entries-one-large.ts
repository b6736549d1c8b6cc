// A short run one entry dwarfs is no listing. On a page article mode did not take, the largest repeated run is
// sometimes the story's own frame (a post box beside a few small boxes of the same markup: author, related
// posts, tags) rather than alike cards, and keeping it as a run brings back every dropped field of those boxes.
// Such a run has few entries (at most `entriesOneLargeMax`; a category grid whose first card is a long text has
// more) and one of them holds at least `entriesOneLarge` of its words. The run then stays unkept and the
// CRF's labels decide, unless the CRF kept fewer than `entriesOneLargeKept` of the large entry's words: then
// only the run's rescue brings the story back (an old table layout whose story rows the CRF gave up), and the
// run stays. Counts and the CRF's labels only.
import type { Block, Label } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { type EntriesRun, entryOf } from './entries.js';

export interface EntriesOneLargeParams {
  /** No kept run when one entry holds at least this share of the run's words (0 = off). */
  entriesOneLarge?: number;
  /** Only on runs of at most this many entries (0 = any). */
  entriesOneLargeMax?: number;
  /** Only when the CRF kept at least this many of the large entry's words (0 = any). */
  entriesOneLargeKept?: number;
}

/** Whether one entry of a short run dwarfs the others while the CRF keeps part of it (see above). */
export function runOneLarge(
  blocks: readonly Block[],
  run: EntriesRun,
  out: readonly Label[],
  params: EntriesOneLargeParams,
): boolean {
  const share = params.entriesOneLarge ?? 0;
  if (share <= 0) return false;
  const max = params.entriesOneLargeMax ?? 0;
  if (max > 0 && run.entries > max) return false;
  const roots = new Set<ElementNode>(run.roots);
  const words = new Map<ElementNode | null, number>();
  const kept = new Map<ElementNode | null, number>();
  for (let i = 0; i < blocks.length; i++) {
    if (!run.inside[i]) continue;
    const e = entryOf(blocks[i].node, roots);
    words.set(e, (words.get(e) ?? 0) + blocks[i].words);
    if (out[i] !== 'o') kept.set(e, (kept.get(e) ?? 0) + blocks[i].words);
  }
  let large: ElementNode | null = null;
  let most = 0;
  for (const [e, w] of words)
    if (w > most) {
      most = w;
      large = e;
    }
  return most >= share * run.words && (kept.get(large) ?? 0) >= (params.entriesOneLargeKept ?? 0);
}
