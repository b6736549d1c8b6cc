// A form's field labels (the corpus scope's second pass, `formLabels`): a search box, a login box or a comment
// form shows a few words beside each control ("Keywords:", "Name:", "Remember personal info?"), which are
// the page's furniture, not its text. A page wrapped whole in one form (ASP.NET's) has many words for each
// control, so only forms of few words per control go. Markup only: any language.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr } from '../html/node.js';

export interface FormLabelParams {
  /** Corpus scope: kept blocks in a form of two or more controls and at most this many words per control are dropped (0 = off). */
  formLabels?: number;
}

const CONTROLS = new Set(['input', 'select', 'textarea', 'button']);

/** The nearest `<form>` around a block, if any. */
function formOf(b: Block): ElementNode | null {
  let n: ElementNode | null = b.node;
  for (let d = 0; n && d < 64; d++) {
    if (n.name === 'form') return n;
    n = n.parent && n.parent.kind === 'element' ? n.parent : null;
  }
  return null;
}

/** The visible controls under an element (hidden inputs carry no field). */
function controlCount(e: ElementNode): number {
  let count = 0;
  const stack: ElementNode[] = [e];
  while (stack.length) {
    const el = stack.pop()!;
    for (const c of el.children) {
      if (c.kind !== 'element') continue;
      if (CONTROLS.has(c.name) && (getAttr(c, 'type') ?? '').trim().toLowerCase() !== 'hidden') count++;
      stack.push(c);
    }
  }
  return count;
}

/** 1 for each block in a form of at least two controls and at most `perControl` words for each. */
export function formLabelBlocks(blocks: readonly Block[], perControl: number): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const forms = blocks.map(formOf);
  const words = new Map<ElementNode, number>();
  forms.forEach((f, i) => {
    if (f) words.set(f, (words.get(f) ?? 0) + blocks[i].words);
  });
  const furniture = new Map<ElementNode, boolean>();
  for (const [f, w] of words) {
    const controls = controlCount(f);
    furniture.set(f, controls >= 2 && w <= perControl * controls);
  }
  forms.forEach((f, i) => {
    if (f && furniture.get(f)) out[i] = 1;
  });
  return out;
}
