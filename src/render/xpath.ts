// XPath of an element, computed on demand (only the json format needs it).
import type { ElementNode } from '../html/node.js';
import { MAX_XPATH_STEPS } from '../limits.js';

/**
 * Each element's position among its same-named siblings, filled a parent at a time: the xpaths of all the
 * blocks of a page then cost one pass over each parent's children, not one per child (a flat page of
 * thousands of siblings was quadratic).
 */
export type SiblingPositions = Map<ElementNode, number>;

function positionOf(node: ElementNode, positions: SiblingPositions | undefined): number {
  const parent = node.parent;
  if (!parent) return 1;
  if (positions) {
    const known = positions.get(node);
    if (known !== undefined) return known;
    const counts = new Map<string, number>();
    for (const sib of parent.children) {
      if (sib.kind !== 'element') continue;
      const n = (counts.get(sib.name) ?? 0) + 1;
      counts.set(sib.name, n);
      positions.set(sib, n);
    }
    return positions.get(node) ?? 1;
  }
  let index = 1;
  for (const sib of parent.children) {
    if (sib === node) break;
    if (sib.kind === 'element' && sib.name === node.name) index++;
  }
  return index;
}

/**
 * `/html[1]/body[1]/div[2]/p[1]`; beyond 256 levels the path starts with `//` (relative, truncated). Give the
 * same `positions` map to the calls of one page to count each parent's children once.
 */
export function xpathOf(el: ElementNode, positions?: SiblingPositions): string {
  const steps: string[] = [];
  let node: ElementNode | null = el;
  while (node && steps.length < MAX_XPATH_STEPS) {
    const parent: ElementNode['parent'] = node.parent;
    steps.push(`${node.name}[${positionOf(node, positions)}]`);
    node = parent?.kind === 'element' ? parent : null;
  }
  return (node ? '//' : '/') + steps.reverse().join('/');
}
