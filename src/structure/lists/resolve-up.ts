// Memoized upward resolution: a value per element derived from its parent's, computed once per element,
// so asking it for every block of a 100,000-deep page stays linear (no per-block walk to the root).
import { type ElementNode, parentElement } from '../../html/node.js';

/**
 * The value of `start`, where each element's value is `derive(el, valueOfParent)` and the root's parent
 * value is `rootValue`. Values are cached in `memo`; the climb stops at the first cached ancestor.
 */
export function resolveUp<T>(
  memo: Map<ElementNode, T>,
  start: ElementNode,
  rootValue: T,
  derive: (el: ElementNode, parentValue: T) => T,
): T {
  const known = memo.get(start);
  if (known !== undefined || memo.has(start)) return known as T; // most calls: a sibling block asked first
  const path: ElementNode[] = [];
  let el: ElementNode | null = start;
  while (el && !memo.has(el)) {
    path.push(el);
    el = parentElement(el);
  }
  let value = el ? (memo.get(el) as T) : rootValue;
  for (let i = path.length - 1; i >= 0; i--) {
    value = derive(path[i], value);
    memo.set(path[i], value);
  }
  return value;
}
