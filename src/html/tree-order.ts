// Whole-tree passes for per-element totals. Walking up from every block to the root costs blocks × depth,
// quadratic on a page of 100,000 nested paragraphs; one pre-order list and one backward pass stay linear.
import { type ElementNode, type ParentNode, walk } from './node.js';

/** The root of the tree that holds `node`. */
export function rootOf(node: ParentNode): ParentNode {
  let e = node;
  while (e.parent) e = e.parent;
  return e;
}

/**
 * The root and its elements in document order (pre-order, iterative: a stack of the elements still to visit,
 * children pushed last to first). Its own loop rather than `walk` with a closure: made once per page, that
 * closure lost its optimized code at each full GC and was compiled again.
 */
export function elementsInOrder(root: ParentNode): ParentNode[] {
  const order: ParentNode[] = [];
  const stack: ParentNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    order.push(node);
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child.kind === 'element') stack.push(child);
    }
  }
  return order;
}

/**
 * Per-node totals of values given on some nodes (in an array indexed by `elementIndex`): each node's own value plus
 * those of its descendants. `order` is the numbered list (`pageElements`); `own` is updated in place and returned.
 */
export function sumUp<T>(
  order: readonly ParentNode[],
  own: (T | undefined)[],
  empty: () => T,
  add: (into: T, from: T) => void,
): (T | undefined)[] {
  // Backwards through document order, every child is done before its parent.
  for (let k = order.length - 1; k > 0; k--) {
    const value = own[k];
    const parent = order[k].parent;
    if (value === undefined || !parent) continue;
    const p = elementIndex(parent);
    let total = own[p];
    if (total === undefined) {
      total = empty();
      own[p] = total;
    }
    add(total, value);
  }
  return own;
}

/** The elements of the subtrees of `roots` (roots included), leaving out the subtrees of `skip`. */
export function subtreeElements(
  roots: Iterable<ElementNode>,
  skip?: ReadonlySet<ElementNode>,
): Set<ElementNode> {
  const inside = new Set<ElementNode>();
  for (const root of roots) {
    if (skip?.has(root)) continue;
    inside.add(root);
    walk(root, (n) => {
      if (n.kind !== 'element') return false;
      if (skip?.has(n)) return false;
      inside.add(n);
      return true;
    });
  }
  return inside;
}

/**
 * Numbers the elements of `order` (a tree's `elementsInOrder`) by their position in it, which `elementIndex` then
 * reads: the page's element list is numbered once (blocks/page-elements.ts), and per-element facts live in
 * arrays indexed by it rather than in Maps keyed by element (those Maps were 5 % of a CLI run's allocations).
 */
export function numberElements(order: readonly ParentNode[]): void {
  for (let k = 0; k < order.length; k++) order[k].index = k;
}

/**
 * An element's (or the root's) position in its page's element list, `pageElements(blocks)`: dense, in document
 * order, the root 0. Valid while the tree is unchanged since that list was made (cleaning never changes it).
 */
export function elementIndex(e: ParentNode): number {
  return e.index;
}

/**
 * `sumUp` for plain numbers kept in an array indexed by `elementIndex`: each element's own value plus those of
 * its descendants. `order` is the numbered list (`pageElements`); `own` is updated in place and returned.
 */
export function sumUpNumbers(order: readonly ParentNode[], own: Float64Array): Float64Array {
  // Backwards through document order, every child is done before its parent.
  for (let k = order.length - 1; k > 0; k--) {
    const value = own[k];
    const parent = order[k].parent;
    if (value !== 0 && parent) own[elementIndex(parent)] += value;
  }
  return own;
}

/**
 * Whether `node` or one of its ancestors satisfies `test`. `memo` caches the answer per node for one page,
 * so asking for every block of a page costs one visit per element, not blocks × depth.
 */
export function underMatching(
  node: ParentNode,
  test: (e: ElementNode) => boolean,
  memo: Map<ParentNode, boolean>,
): boolean {
  // The unanswered nodes on the way up, on a stack shared by every call (a fresh array per block was one of
  // the second pass's larger allocations); a call made from inside `test` stacks its own above `base`.
  const path = pathStack;
  const base = path.length;
  let found = false;
  for (let p: ParentNode | null = node; p; p = p.parent) {
    const known = memo.get(p);
    if (known !== undefined) {
      found = known;
      break;
    }
    path.push(p);
  }
  // Filled from the top down: a node is under a match when it or an ancestor matches.
  try {
    for (let k = path.length - 1; k >= base; k--) {
      const q = path[k];
      found = found || (q.kind === 'element' && test(q));
      memo.set(q, found);
    }
  } finally {
    path.length = base;
  }
  return found;
}

const pathStack: ParentNode[] = [];
