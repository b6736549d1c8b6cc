// The `none` cleaner: keeps every block and labels it from the markup alone (Kitten's own behaviour).
import type { Block, Label } from '../blocks/block.js';
import { BLOCK_LEVEL, HEADINGS, LIST_ITEMS } from '../html/vocabulary.js';

/** Whether the tags crossed before `block` start a new paragraph (a block-level tag or two `<br>`s). */
export function startsParagraph(block: Block): boolean {
  let brs = 0;
  for (const t of block.crossed) {
    const name = t.startsWith('/') ? t.slice(1) : t;
    if (t === 'br')
      brs++; // count each <br> once (its '/br' close is implied)
    else if (name === 'br') continue;
    else if (name !== 'a' && isBlockBoundary(name)) return true;
  }
  return brs >= 2;
}

/** Form labels and buttons are in BLOCK_LEVEL for Victor's features but run inline with the text around them. */
const INLINE_BLOCKS: ReadonlySet<string> = new Set(['label', 'button']);

/**
 * Whether crossing this tag ends a paragraph. Only known block-level elements do: unknown and custom
 * elements (`<o:p>`, `<my-widget>`) render inline, as browsers do, and must not cut a sentence.
 */
function isBlockBoundary(name: string): boolean {
  return BLOCK_LEVEL.has(name) && !INLINE_BLOCKS.has(name);
}

/** The kind of segment a block opens, from its nearest heading or list-item container. */
export function structuralKind(block: Block): 'p' | 'h' | 'l' {
  for (let i = block.containers.length - 1; i >= 0; i--) {
    const name = block.containers[i];
    if (HEADINGS.has(name)) return 'h';
    if (LIST_ITEMS.has(name)) return 'l';
    if (name === 'p' || name === 'td' || name === 'th' || name === 'blockquote' || name === 'body')
      return 'p';
  }
  return 'p';
}

export function labelStructurally(blocks: readonly Block[]): Label[] {
  return blocks.map((b, i) => (i > 0 && !startsParagraph(b) ? 'c' : structuralKind(b)));
}
