// A field's label beside its kept value (`fieldLabels`). A shop's or a store's card often spells a field as a
// short label ending in a colon with its value in a child or sibling element of the same line
// ("Item Number: <span>BenQ-LK936ST</span>", "Release date: <span>Mar 5, 2026</span>"). The label, the same
// text in every card, is then its own block: the CRF reads it as furniture and the entries' constant-field test
// drops it as a constant, while the value beside it stays. The golds keep the line whole. A label with no colon
// (a spec table's `dt` "Brand Name") is left to those steps: the golds split on such labels. Nor does a
// screen reader's label come back: the card shows its value alone.
import type { Block } from '../blocks/block.js';
import { type ElementNode, isInside } from '../html/node.js';
import { isScreenReaderNamed } from './hidden.js';

export interface FieldLabelParams {
  /**
   * A dropped block of at most this many words ending in a colon, a link only beside a linked value, whose next block is kept and
   * lies in the same line element (the label's element, its parent, or an element holding it) comes back
   * (0 = off). Only inside the run of entries the page keeps (the caller checks).
   */
  fieldLabels?: number;
  /**
   * The mirror case: a dropped value block of at most this many words right after a kept label block of at most
   * `fieldLabels` words ending in a colon or a dash, in the same line, comes back (0 = off; absent = off). Only
   * inside the run of entries the page keeps (the caller checks).
   */
  fieldValues?: number;
}

const COLON_END = /[:：]\s*$/u;
const LETTER = /\p{L}/u;

/** Whether the value block's element shares the label's line: inside the label's element or its parent, or holding the label. */
function sameLine(label: ElementNode, value: ElementNode): boolean {
  if (isInside(label, value)) return true;
  const parent = label.parent?.kind === 'element' ? label.parent : label;
  return isInside(value, parent);
}

/** Whether the label is screen-reader text ("Number of reviews:" before a count the card shows alone). */
function screenReaderLabel(label: ElementNode): boolean {
  let n: ElementNode | null = label;
  for (let up = 0; n && up < 3; up++, n = n.parent?.kind === 'element' ? n.parent : null)
    if (isScreenReaderNamed(n)) return true;
  return false;
}

/** 1 for each dropped label block (see `FieldLabelParams`) of the blocks `inside` marks. */
export function fieldLabelBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  inside: ArrayLike<boolean | number>,
  maxWords: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i + 1 < blocks.length; i++) {
    const b = blocks[i];
    if (kept[i] || !inside[i] || !kept[i + 1] || !inside[i + 1]) continue;
    if (
      b.words > maxWords ||
      b.inLink !== blocks[i + 1].inLink ||
      !COLON_END.test(b.text) ||
      !LETTER.test(b.text)
    )
      continue;
    if (sameLine(b.node, blocks[i + 1].node) && !screenReaderLabel(b.node)) out[i] = 1;
  }
  return out;
}

const LABEL_END = /[:：\-–—]\s*$/u;
const VALUE_TEXT = /[\p{L}\p{N}]/u;

/**
 * 1 for each dropped value block beside its kept label (see `FieldLabelParams.fieldValues`): a card's line
 * "Individual Rental Price - $30.00" written as a label `<span>` and the price as its parent's own text is two
 * blocks; the CRF keeps the label (the same text in every card, but wordy) and drops the bare price in every
 * card, while the golds keep the line whole.
 */
export function fieldValueBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  inside: ArrayLike<boolean | number>,
  maxLabelWords: number,
  maxWords: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i + 1 < blocks.length; i++) {
    const label = blocks[i];
    const value = blocks[i + 1];
    if (!kept[i] || !inside[i] || kept[i + 1] || !inside[i + 1]) continue;
    if (label.words > maxLabelWords || !LABEL_END.test(label.text) || !LETTER.test(label.text)) continue;
    if (value.words > maxWords || value.inLink !== label.inLink || !VALUE_TEXT.test(value.text)) continue;
    if (LABEL_END.test(value.text)) continue;
    if (sameLine(label.node, value.node) && !screenReaderLabel(value.node)) out[i + 1] = 1;
  }
  return out;
}
