// Facts of a page made once and shared by every step that reads them: cleaning never changes the tree the blocks
// were built from, so the block list keys them (weakly: they go with the page).
import type { Block } from './block.js';

/** `make`, run once per block list (its result is read-only: callers share it). */
export function perBlockList<T>(make: (blocks: readonly Block[]) => T): (blocks: readonly Block[]) => T {
  const byBlocks = new WeakMap<readonly Block[], T>();
  return (blocks) => {
    let made = byBlocks.get(blocks);
    if (made === undefined) {
      made = make(blocks);
      byBlocks.set(blocks, made);
    }
    return made;
  };
}
