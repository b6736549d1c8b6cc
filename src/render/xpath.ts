// XPath of an element, computed on demand (only the json format needs it).
import type { ElementNode } from '../html/node.js';
import { MAX_XPATH_STEPS } from '../limits.js';

/** `/html[1]/body[1]/div[2]/p[1]`; beyond 256 levels the path starts with `//` (relative, truncated). */
export function xpathOf(el: ElementNode): string {
  const steps: string[] = [];
  let node: ElementNode | null = el;
  while (node && steps.length < MAX_XPATH_STEPS) {
    const parent: ElementNode['parent'] = node.parent;
    let index = 1;
    if (parent) {
      for (const sib of parent.children) {
        if (sib === node) break;
        if (sib.kind === 'element' && sib.name === node.name) index++;
      }
    }
    steps.push(`${node.name}[${index}]`);
    node = parent?.kind === 'element' ? parent : null;
  }
  return (node ? '//' : '/') + steps.reverse().join('/');
}
