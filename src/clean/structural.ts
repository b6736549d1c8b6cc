// The `none` cleaner: keeps every block and labels it from the markup alone (Kitten's own behaviour).
import type { Block, Label } from '../blocks/block.js';
import { HEADINGS, LIST_ITEMS } from '../html/tags.js';

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

const INLINE_ALLOWED = new Set([
  'a',
  'abbr',
  'acronym',
  'b',
  'bdi',
  'bdo',
  'big',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'img',
  'ins',
  'kbd',
  'mark',
  'nobr',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
  'blink',
  'br',
]);

function isBlockBoundary(name: string): boolean {
  return !INLINE_ALLOWED.has(name);
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
