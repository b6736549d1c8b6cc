// A form's field labels (the corpus scope's second pass, `formLabels`): a search box, a login box or a comment
// form shows a few words beside each control ("Keywords:", "Name:", "Remember personal info?"), which are
// the page's furniture, not its text. A page wrapped whole in one form (ASP.NET's) has many words for each
// control, so only forms of few words per control go. Markup only: any language.
import type { Block } from '../blocks/block.js';
import { blockAncestry, outermostPassing } from '../blocks/block-ancestry.js';
import { type ElementNode, findAll, getAttr } from '../html/node.js';

export interface FormLabelParams {
  /** Corpus scope: kept blocks in a form of two or more controls and at most this many words per control are dropped (0 = off). */
  formLabels?: number;
}

const CONTROLS = new Set(['input', 'select', 'textarea', 'button']);

/** The visible controls under an element (hidden inputs carry no field). */
const controlCount = (e: ElementNode): number =>
  findAll(e, CONTROLS).filter((c) => (getAttr(c, 'type') ?? '').trim().toLowerCase() !== 'hidden').length;

/** 1 for each block in a form of at least two controls and at most `perControl` words for each. */
export function formLabelBlocks(blocks: readonly Block[], perControl: number): Uint8Array {
  const out = new Uint8Array(blocks.length);
  // The form around each block (forms do not nest in parsed HTML: the outermost is the nearest).
  const form = outermostPassing(blocks, (e) => e.name === 'form');
  const words = new Map<number, number>();
  for (let i = 0; i < blocks.length; i++)
    if (form[i] >= 0) words.set(form[i], (words.get(form[i]) ?? 0) + blocks[i].words);
  const { elements } = blockAncestry(blocks);
  const furniture = new Set<number>();
  for (const [f, w] of words) {
    const controls = controlCount(elements[f]);
    if (controls >= 2 && w <= perControl * controls) furniture.add(f);
  }
  for (let i = 0; i < blocks.length; i++) if (furniture.has(form[i])) out[i] = 1;
  return out;
}
