// Code listings: a documentation page's `<pre>` is one unit of its content, but syntax highlighters wrap each
// token or line in its own element, so the blocks of one listing are a run of one-word fragments the CRF labels
// one by one, keeping some and dropping the rest (a listing printed with holes), or dropping a whole listing
// set between paragraphs it kept. The listing goes or stays whole: when some of its blocks are kept all of
// them are; with `codeWhole` 2 a listing wholly dropped whose nearest blocks before and after are both kept
// comes back too (a listing between two kept paragraphs of a tutorial).
import type { Block } from '../blocks/block.js';
import { outermostPassing } from '../blocks/block-ancestry.js';

export interface CodeBlockParams {
  /**
   * 1 = a `<pre>` some of whose blocks are kept is kept whole; 2 = also a dropped `<pre>` between two kept
   * blocks (0 = off).
   */
  codeWhole?: number;
}

/** 1 for each dropped block of a `<pre>` that comes back (see the file's comment). */
export function codeBlocks(blocks: readonly Block[], kept: readonly boolean[], mode: number): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (mode <= 0 || blocks.length === 0) return out;
  const top = outermostPassing(blocks, (e) => e.name === 'pre');
  for (let i = 0; i < blocks.length; ) {
    const t = top[i];
    if (t < 0) {
      i++;
      continue;
    }
    // The listing's blocks are consecutive in reading order.
    let end = i;
    while (end + 1 < blocks.length && top[end + 1] === t) end++;
    let any = false;
    for (let k = i; k <= end; k++) any ||= kept[k];
    const between = mode >= 2 && i > 0 && end + 1 < blocks.length && kept[i - 1] && kept[end + 1];
    if (any || between) for (let k = i; k <= end; k++) if (!kept[k]) out[k] = 1;
    i = end + 1;
  }
  return out;
}
