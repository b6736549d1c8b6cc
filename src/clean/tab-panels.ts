// A tab widget's panels (WAI-ARIA's tabs pattern: `role="tablist"` of tabs, each opening a `role="tabpanel"`)
// are hidden but the one chosen, and one click shows each: documentation writes one install step per operating
// system or one code sample per language in them, and the golds keep every panel. Article mode skips hidden
// blocks (`articleHidden`), so Readability.js's conditional cleaning weighed such a widget by its chosen panel
// alone: the tab strip's links and a short linked panel ("Run the [Windows installer]") made it link-dense, and
// the whole widget, hidden steps and all, left the article. With `articleTabPanels`, a tab panel's own hiding
// does not keep its text out of the containers' tallies (what it hides itself, a collapsed note, still does);
// the panels still neither score nor count toward the region's share, so no page's region moves by them.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { hiddenBlocks } from './hidden.js';

/** Whether the element is an ARIA tab panel. */
export function isTabPanel(el: ElementNode): boolean {
  return getAttr(el, 'role')?.trim().toLowerCase() === 'tabpanel';
}

/** `skip` (hidden blocks) less those a hidden tab panel alone hides. */
export function shownTabPanelsOf(blocks: readonly Block[], skip: Uint8Array): Uint8Array {
  const still = hiddenBlocks(blocks, isTabPanel);
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) out[i] = skip[i] && still[i] ? 1 : 0;
  return out;
}
