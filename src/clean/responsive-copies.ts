// A responsive page often renders one piece of content twice, a copy for narrow screens and one for wide ones,
// and lets CSS breakpoint classes show one of them (Bootstrap's `d-md-none`, Tailwind's `md:hidden`,
// Foundation's `hide-for-large`, a theme's `mobile-only`). No style sheet is applied here, so both copies reach
// the blocks and the text is kept twice. The desktop view is the one annotators and readers of the page see:
// a kept block under a narrow-screen-only element whose text a kept block outside such elements also shows is
// a copy. Only kept copies of kept text go (a copy whose wide twin the cleaner dropped may be the one holding
// the content), and a mobile-only block with text of its own is left to the other steps. Markup only: nothing
// here reads the page's language.
import type { Block } from '../blocks/block.js';
import { blocksUnder } from '../blocks/block-ancestry.js';
import { type ElementNode, getAttr } from '../html/node.js';

/** Class tokens that hide an element from a desktop-width screen (shown only below a breakpoint). */
const NARROW_ONLY =
  /^(?:(?:sm|md|lg|xl):hidden|d-(?:sm|md|lg|xl)-none|hidden-(?:sm|md|lg|xl)-up|visible-(?:xs|sm)(?:-block|-inline|-inline-block|-flex)?|hidden-(?:md|lg)|hide-for-(?:medium|large)(?:-up)?|show-for-small(?:-only)?|is-hidden-(?:desktop|tablet)|mobile-only|only-mobile|visible-mobile|show-mobile|show-on-mobile|mobile-visible|(?:hidden|hide)-(?:on-)?desktop|desktop-hidden)$/;

/** A wider breakpoint that shows the element again (`d-md-none d-xl-block`): not a narrow-only copy. */
const SHOWN_WIDER =
  /^(?:d-(?:lg|xl|xxl)-(?:block|flex|inline|inline-block|inline-flex|grid|table)|(?:lg|xl):(?:block|flex|inline|inline-block|grid))$/;

/** Every token of `NARROW_ONLY` holds one of these (a cheap test before the split). */
const HINT = /hidden|none|visible|show|mobile|hide/i;

/** Whether the element carries a class that shows it on narrow screens only. */
export function isNarrowOnly(el: ElementNode): boolean {
  const cls = getAttr(el, 'class');
  if (!cls || !HINT.test(cls)) return false;
  let narrow = false;
  for (const token of cls.slice(0, 300).toLowerCase().split(/\s+/)) {
    if (SHOWN_WIDER.test(token)) return false;
    narrow ||= NARROW_ONLY.test(token);
  }
  return narrow;
}

/** 1 for each kept block under a narrow-screen-only element whose text a kept block outside such elements holds. */
export function narrowCopyBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  // Most pages keep no text twice: they are spared the walk over the elements above the blocks (every page runs this).
  const once = new Set<string>();
  let twice = false;
  for (let i = 0; i < blocks.length && !twice; i++)
    if (kept[i]) {
      twice = once.has(blocks[i].text);
      once.add(blocks[i].text);
    }
  if (!twice) return new Uint8Array(blocks.length);
  const narrow = blocksUnder(blocks, isNarrowOnly);
  const shown = new Set<string>();
  for (let i = 0; i < blocks.length; i++) if (kept[i] && !narrow[i]) shown.add(blocks[i].text);
  for (let i = 0; i < blocks.length; i++)
    narrow[i] = narrow[i] && kept[i] && shown.has(blocks[i].text) ? 1 : 0;
  return narrow;
}
