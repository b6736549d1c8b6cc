// Call-to-action buttons ("Get started", "Book now", "See plans", "Read the report"): a link or a <button> that the
// page styles as a button, with a few words of its own. Service and landing pages repeat them under every section;
// WCXB's gold leaves them out, as it leaves out menus. Only the markup decides (class tokens, element, role), never
// the words, so the rule holds in every language.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';

export interface ButtonParams {
  /** Kept blocks of at most this many words that are a button's whole text become boilerplate (0 = off). */
  dropButtons?: number;
  /**
   * The same test again after the gap steps (which bring back what lies between kept text), with this word cap
   * (0 = off), on links styled as buttons that close a passage (`closingButtonLinkBlocks`): a section's "Learn
   * more about …" link. Not `<button>` elements, which the accordion and gap steps bring back on purpose (a tab's
   * or an accordion's title: "01. Getting started", "Batch data processing").
   */
  dropButtonsLate?: number;
}

/** A class token naming a button: `btn`, `button`, `cta`, or one of them as a dash/underscore-separated part. */
const BUTTON_TOKEN = /(?:^|[-_])(?:btn|button|cta)(?:[-_]|$)/;
/** How far above the block's element the button element may sit (a label span inside the link). */
const MAX_UP = 3;

function isButton(e: ElementNode): boolean {
  if (e.name === 'button' || getAttr(e, 'role') === 'button') return true;
  return isButtonLink(e);
}

/** A link the page styles as a button (a class token `btn`, `button`, `cta`). */
export function isButtonLink(e: ElementNode): boolean {
  if (e.name !== 'a') return false;
  return getAttr(e, 'role') === 'button' || hasButtonClass(e);
}

/** An element of any name styled as a button: a <button>, role `button`, or a class token `btn`, `button`, `cta`. */
export function isButtonStyled(e: ElementNode): boolean {
  return isButton(e) || hasButtonClass(e);
}

function hasButtonClass(e: ElementNode): boolean {
  const cls = getAttr(e, 'class');
  if (!cls) return false;
  for (const token of cls.slice(0, 300).toLowerCase().split(/\s+/)) if (BUTTON_TOKEN.test(token)) return true;
  return false;
}

/** The button element holding a block (its element or one of the few above it), or null. */
export function buttonOf(b: Block, test: (e: ElementNode) => boolean = isButton): ElementNode | null {
  let e: ParentNode | null = b.node;
  for (let up = 0; e && e.kind === 'element' && up <= MAX_UP; up++, e = e.parent) if (test(e)) return e;
  return null;
}

/** 1 for each kept block of at most `maxWords` words that is all of a button's text (a button by `test`). */
export function buttonBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
  test: (e: ElementNode) => boolean = isButton,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  // A button's words, over all its blocks: a block is only dropped when its button says no more than it.
  const words = new Map<ElementNode, number>();
  const owner: (ElementNode | null)[] = blocks.map((b, i) => {
    if (!kept[i] || b.words > maxWords) return null;
    const e = buttonOf(b, test);
    if (e) words.set(e, 0);
    return e;
  });
  for (let i = 0; i < blocks.length; i++) {
    for (let e: ParentNode | null = blocks[i].node, up = 0; e && up <= MAX_UP; up++, e = e.parent)
      if (e.kind === 'element' && words.has(e)) {
        words.set(e, (words.get(e) ?? 0) + blocks[i].words);
        break;
      }
  }
  for (let i = 0; i < blocks.length; i++) {
    const e = owner[i];
    if (e && (words.get(e) ?? 0) <= maxWords) out[i] = 1;
  }
  return out;
}

/**
 * `buttonBlocks` for links styled as buttons that close a passage: the nearest kept block before the button
 * (not a button's) holds at least `textWords` words. A section's "Learn more about …" under its paragraph goes; a
 * promo card's "Shop Van Gogh Watercolors" under its short label is the card's title and stays.
 */
export function closingButtonLinkBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
  textWords: number,
): Uint8Array {
  const marks = buttonBlocks(blocks, kept, maxWords, isButtonLink);
  let before = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!kept[i]) continue;
    if (!marks[i]) before = blocks[i].words;
    else if (before < textWords) marks[i] = 0;
  }
  return marks;
}
