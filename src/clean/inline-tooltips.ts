// A tooltip inside running text: a glossary term's definition bubble, the help text a sentence's feature name
// shows on hover (`<p>… <span class="term">competition</span><span class="term-tooltip">Competition. Businesses
// generally know …</span> …</p>`). The block builder makes the bubble its own blocks between the sentence's
// pieces, and the CRF keeps them with the paragraph; no gold keeps them (a census of every CV page: 9 such bubbles
// on one article, 12 on a service page, 4 in a product's spec cells, none gold). Session 22 found tooltips in
// general split (a Tailwind `group/tooltip` wraps the term itself, an `icon-tooltip` holds a label), so only a
// bubble that lies inside a text container (a paragraph, list item, cell, quote or heading) beside text of its
// own, holds no other tooltip-named element (the wrapper of term and bubble is not the bubble) and has 4+ words
// goes. Markup only, on any page.
import type { Block } from '../blocks/block.js';
import { keptBlocksUnder } from '../blocks/block-ancestry.js';
import { type ElementNode, textContent, walk } from '../html/node.js';
import { HEADINGS } from '../html/vocabulary.js';
import { countWords } from '../words.js';
import { isTooltip } from './tooltips.js';

export interface InlineTooltipParams {
  /** 1 = kept blocks of a tooltip inside running text go (when other kept words stay); 0 or absent = off. */
  inlineTooltips?: number;
}

/** Elements whose text is running text a tooltip may sit in. */
const TEXT_CONTAINERS: ReadonlySet<string> = new Set([
  'p',
  'li',
  'dd',
  'td',
  'th',
  'blockquote',
  ...HEADINGS,
]);
/** How far above the tooltip its text container may lie. */
const MAX_DEPTH = 4;
/** Words a bubble needs: a shorter one is a label or the term itself. */
const MIN_WORDS = 4;

function holdsTooltip(e: ElementNode): boolean {
  let found = false;
  walk(e, (n) => {
    if (found) return false;
    if (n !== e && n.kind === 'element' && isTooltip(n)) found = true;
    return !found;
  });
  return found;
}

/** Whether `e` is a tooltip bubble inside running text. */
export function isInlineTooltip(e: ElementNode): boolean {
  if (!isTooltip(e)) return false;
  const words = countWords(textContent(e));
  if (words < MIN_WORDS) return false;
  let container: ElementNode | null = null;
  let p = e.parent;
  for (let depth = 0; p && p.kind === 'element' && depth < MAX_DEPTH; depth++, p = p.parent) {
    if (TEXT_CONTAINERS.has(p.name)) {
      container = p;
      break;
    }
  }
  if (!container) return false;
  if (countWords(textContent(container)) <= words) return false;
  return !holdsTooltip(e);
}

/** 1 for each kept block under an inline tooltip, when some kept words lie outside such tooltips. */
export function inlineTooltipBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  return keptBlocksUnder(blocks, kept, isInlineTooltip);
}
