// The chain of tags and classes from an ancestor down to an element (`div.post>div.body>p.`): the key by which
// steps find blocks built alike inside a region or inside each entry of a run.
import { type ElementNode, parentElement, tagAndClasses } from './node.js';

/**
 * The chain of tags and classes from `top` (excluded) down to `node` (`''` when `node` is `top`), or null when
 * `node` is not under `top`. `memo` holds the chains of the elements met so far under the same `top`s (the same
 * for every block under them), so each element's tags and classes are read once, not once per block under it.
 */
export function tagChainBelow(
  node: ElementNode,
  top: ElementNode,
  memo: Map<ElementNode, string | null>,
): string | null {
  const path: ElementNode[] = [];
  let chain: string | null = null;
  for (let e: ElementNode | null = node; e !== null; e = parentElement(e)) {
    if (e === top) {
      chain = '';
      break;
    }
    const known = memo.get(e);
    if (known !== undefined) {
      chain = known;
      break;
    }
    path.push(e);
  }
  // Down again: an element's chain is its parent's and its own step (only `top` has the empty chain).
  for (let k = path.length - 1; k >= 0; k--) {
    if (chain !== null) chain = chain === '' ? tagAndClasses(path[k]) : `${chain}>${tagAndClasses(path[k])}`;
    memo.set(path[k], chain);
  }
  return chain;
}
