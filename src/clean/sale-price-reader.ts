// A shop's sale price written for screen readers. WooCommerce (and themes copying its markup) shows a sale
// price as `<del aria-hidden="true">$30.00</del> <span class="screen-reader-text">Original price was:
// $30.00.</span> <ins aria-hidden="true">$21.00</ins> <span class="screen-reader-text">Current price is:
// $21.00.</span>`: the visible amounts are hidden from assistive technology and the screen-reader text is
// the price line itself, not a "Skip to content" aside. `dropScreenReader` drops every block under such a
// class; the WCXB golds of three WooCommerce shops (0659, 0660, 4544) keep these lines in each card. Other
// shops' screen-reader prices (Etsy's "Sale Price USD 55.25" beside an aria-hidden `<span>`, IKEA's
// `plp-price__sr-text` with no hidden twin) are dropped by their golds, so only a struck or inserted price
// (`<del>`/`<ins>`) hidden from readers beside the screen-reader element marks one.
import type { Block } from '../blocks/block.js';
import { blocksUnder } from '../blocks/block-ancestry.js';
import { type ElementNode, getAttr, isElement } from '../html/node.js';
import { isScreenReaderNamed } from './hidden.js';

/** Whether `el` is a `<del>` or `<ins>` hidden from assistive technology. */
function hiddenPriceEdit(el: ElementNode): boolean {
  return (
    (el.name === 'del' || el.name === 'ins') && getAttr(el, 'aria-hidden')?.trim().toLowerCase() === 'true'
  );
}

/** Whether the screen-reader element stands right beside (element siblings) a hidden `<del>`/`<ins>`. */
function besideHiddenPrice(el: ElementNode): boolean {
  if (!isScreenReaderNamed(el)) return false;
  const siblings = el.parent?.children;
  if (!siblings) return false;
  const at = siblings.indexOf(el);
  for (const step of [-1, 1]) {
    for (let i = at + step; i >= 0 && i < siblings.length; i += step) {
      const s = siblings[i];
      if (!isElement(s)) continue;
      if (hiddenPriceEdit(s)) return true;
      break;
    }
  }
  return false;
}

/** 1 for each block under a screen-reader element that reads out a hidden sale price beside it. */
export function salePriceReaderBlocks(blocks: readonly Block[]): Uint8Array {
  return blocksUnder(blocks, besideHiddenPrice);
}
