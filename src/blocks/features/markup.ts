// Markup features of a block: which the feature set's containers enclose it (0/1), and how many tags of each
// the feature set's split kind were crossed since the previous block.
import { VOID_ELEMENTS } from '../../html/vocabulary.js';
import type { Block } from '../block.js';

/**
 * Inverse index: element name → indices of the features it sets; also `/name` for closing tags (except
 * void elements: `<br>` is one tag, not an open/close pair), so crossed tags are looked up as they are.
 */
export function indexByTag(groups: Record<string, string[]>): {
  names: string[];
  byTag: Map<string, number[]>;
} {
  const names = Object.keys(groups);
  const byTag = new Map<string, number[]>();
  const add = (key: string, k: number) => {
    const list = byTag.get(key);
    if (list) list.push(k);
    else byTag.set(key, [k]);
  };
  names.forEach((name, k) => {
    for (const tag of groups[name]) {
      add(tag, k);
      if (!VOID_ELEMENTS.has(tag)) add(`/${tag}`, k);
    }
  });
  return { names, byTag };
}

/** Container flags of every block, `count` per block (`[i * count + k]`). */
export function containerFlags(
  blocks: readonly Block[],
  byTag: Map<string, number[]>,
  count: number,
): Uint8Array {
  const flags = new Uint8Array(blocks.length * count);
  // The flags of the previous block's containers alone: a block inside the same elements as the one before
  // it (40% of blocks) copies them instead of looking its containers up again.
  const last = new Uint8Array(count);
  let lastContainers: readonly string[] | null = null;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (lastContainers === null || !sameNames(b.containers, lastContainers)) {
      last.fill(0);
      for (const c of b.containers) {
        const ks = byTag.get(c);
        if (ks) for (const k of ks) last[k] = 1;
      }
      lastContainers = b.containers;
    }
    flags.set(last, i * count);
    // The element holding the text may be deeper than the 64 containers kept; it always counts.
    const own = byTag.get(b.node.name);
    if (own) for (const k of own) flags[i * count + k] = 1;
  }
  return flags;
}

/** Whether two blocks' container lists name the same elements. */
export function sameNames(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let k = a.length - 1; k >= 0; k--) if (a[k] !== b[k]) return false;
  return true;
}

/** Split counts of every block, `count` per block (`[i * count + k]`). */
export function splitCounts(
  blocks: readonly Block[],
  byTag: Map<string, number[]>,
  count: number,
): Uint32Array {
  const counts = new Uint32Array(blocks.length * count);
  for (let i = 0; i < blocks.length; i++) {
    for (const t of blocks[i].crossed) {
      const ks = byTag.get(t);
      if (ks) for (const k of ks) counts[i * count + k]++;
    }
  }
  return counts;
}
