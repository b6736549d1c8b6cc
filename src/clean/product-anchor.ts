// Where a product page names its product: the element the product region grows from (`product-region.ts`).
// Most shops put the name in the page's one visible `<h1>`. Some pages sit whole in a wrapper that the shop's
// scripts reveal (`display:none` until loaded, or an `aria-hidden` main behind an open dialog): there the
// name is an `<h1>` hidden like everything else on the page, and it is still the anchor.
// (Also tried and removed: with no `<h1>` at all, the first visible non-link line naming the document title
// as anchor: WCXB dev products unchanged, its site fold 0 lower.)
import type { Block } from '../blocks/block.js';
import type { ElementNode, ParentNode } from '../html/node.js';

/** The element holding a block's text, or its nearest ancestor named `name` (null when none). */
function enclosing(node: ElementNode, name: string): ElementNode | null {
  for (let e: ParentNode | null = node; e && e.kind === 'element'; e = e.parent)
    if (e.name === name) return e;
  return null;
}

/**
 * The element naming the product: the first visible `<h1>`; with `level` ≥ 1 and none visible, the first
 * hidden `<h1>`. Null when none.
 */
export function productAnchor(
  blocks: readonly Block[],
  hidden: Uint8Array | null,
  level: number,
): ElementNode | null {
  let firstHidden: ElementNode | null = null;
  for (let i = 0; i < blocks.length; i++) {
    if (!blocks[i].containers.includes('h1')) continue;
    const h1 = enclosing(blocks[i].node, 'h1');
    if (!h1) continue;
    if (!hidden?.[i]) return h1;
    firstHidden ??= h1;
  }
  return level >= 1 ? firstHidden : null;
}
