// A box that carries its own close control (an "×" button, a `close-btn` icon) is shown on demand and dismissed:
// a lightbox of shipping or financing terms, a promo sheet, an off-canvas cart. Many such boxes name themselves
// in no way `dialogs.ts` reads (`lb_wrapper`, a utility-class stack), but their close control is named alike
// in every build: a class or id word `close` (`close-btn`, `btn-close`, `modal__close`, `closeButton`). Content
// has no close control of its own, so the control's parent box is a dialog. The control must be small (an icon
// or one or two words): an accordion item or a quote marked `close` with text of its own is no control. A
// tab or accordion panel is the exception: on a phone a product's description tab opens as a sheet with its
// own close or back button, and it is the product's text.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, textContent } from '../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from './named-containers.js';

export interface ClosableParams {
  /**
   * Kept blocks under a box with its own close control, holding at most this share of the kept words, go
   * after the page's region and kind are settled (0 = off).
   */
  dropClosable?: number;
}

/** Tags a close control is written with. */
const CONTROLS = new Set(['button', 'a', 'span', 'div', 'i', 'svg']);
const CLOSE_WORD = /(?:^| )close(?: |$)/;
/** Most words a close control's own text holds ("Close", "Close menu"). */
const MAX_WORDS = 2;

const RAW_CLOSE = /close/i;

/** Whether the element is a close control: named `close` by class or id, with at most two words of text. */
export function isCloseControl(e: ElementNode): boolean {
  if (!CONTROLS.has(e.name)) return false;
  if (!classOrIdHas(e, RAW_CLOSE) || !CLOSE_WORD.test(nameWords(e))) return false;
  const text = textContent(e).trim();
  return text === '' || text.split(/\s+/).length <= MAX_WORDS;
}

/** Whether one of the element's children is a close control (the box it dismisses). */
export function hasCloseControl(e: ElementNode): boolean {
  for (const c of e.children) if (c.kind === 'element' && isCloseControl(c)) return true;
  return false;
}

/** Class or id words of a tab or accordion panel, whose close button folds content away. */
const PANEL_WORD = /(?:^| )(?:tabs?|tabpanel|accordion)(?: |$)/;

const RAW_PANEL = /tab|accordion/i;

/** Whether the element or an ancestor is a tab or accordion panel (by ARIA role or class and id words). */
function inPanel(e: ElementNode): boolean {
  for (let a: ElementNode | null = e; a; a = a.parent?.kind === 'element' ? a.parent : null) {
    if (getAttr(a, 'role') === 'tabpanel') return true;
    if (classOrIdHas(a, RAW_PANEL) && PANEL_WORD.test(nameWords(a))) return true;
  }
  return false;
}

/** Whether the element is a box it dismisses by a close control of its own, outside tab and accordion panels. */
export function isClosableBox(e: ElementNode): boolean {
  return hasCloseControl(e) && !inPanel(e);
}

/** Dialogs are boxes: a link or a button holding a close icon is a control, not the box it closes. */
const BOXES = new Set(['div', 'section', 'aside', 'dialog', 'form']);

/** 1 for each block under a closable box (`isClosableBox`) holding at most `maxShare` of the kept words. */
export function closableBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
): Uint8Array {
  return underNamedContainers(blocks, kept, (e) => BOXES.has(e.name) && isClosableBox(e), maxShare);
}
