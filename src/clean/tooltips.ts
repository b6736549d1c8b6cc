// Tooltips and popovers: the help text a page shows on hover or on a click beside a term (what "open-back"
// means, how a shipping weight is counted, what a plan's feature includes), the same on every page of the site
// and not part of the text it annotates. Sites name the box alike in every language: a class, id or custom
// element name with the word `tooltip`, `tool-tip`, `popover` (`cms-popover`, `a-popover-preload`) or Tippy.js's
// `tippy`. Measured on every page kind (a `dropTooltips` step): services lost, as Tailwind's `group/tooltip` and
// an `icon-tooltip` wrap the term or the label beside the help text; so only a product page's step uses it.
import type { ElementNode } from '../html/node.js';
import { nameWords, valueWords } from './named-containers.js';

const TOOLTIP_WORDS = /(?:^| )(?:tool ?tips?|popovers?|tippy)(?: |$)/;
/** The page itself and its main landmarks are never a tooltip. */
const NEVER = new Set(['html', 'body', 'main', 'article']);
/** What a name must hold for its words to pass `TOOLTIP_WORDS`: the cheap test first. */
const RAW = /tip|popover|tippy/i;

/** Whether the element is named as a tooltip or a popover by its class, id or (custom) element name. */
export function isTooltip(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  if (RAW.test(e.name) && TOOLTIP_WORDS.test(valueWords(e.name))) return true;
  return TOOLTIP_WORDS.test(nameWords(e));
}
