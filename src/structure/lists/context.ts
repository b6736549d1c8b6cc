// Where a block sits among lists: its item (`li`/`dt`/`dd`), that item's list, and the outermost list around it.
import type { ElementNode } from '../../html/node.js';
import { LIST_ITEMS, LISTS } from '../../html/vocabulary.js';
import { resolveUp } from './resolve-up.js';

export interface ListPlace {
  /** The nearest enclosing item, null outside any item. */
  item: ElementNode | null;
  /** The nearest enclosing list. */
  list: ElementNode | null;
  /** The outermost enclosing list: the unit Kitten groups by. */
  top: ElementNode | null;
}

const OUTSIDE: ListPlace = { item: null, list: null, top: null };

export class ListContext {
  private readonly memo = new Map<ElementNode, ListPlace>();

  of(node: ElementNode): ListPlace {
    return resolveUp(this.memo, node, OUTSIDE, (el, outer) => {
      if (LISTS.has(el.name)) return { item: null, list: el, top: outer.top ?? el };
      if (LIST_ITEMS.has(el.name)) return { item: el, list: outer.list, top: outer.top };
      return outer;
    });
  }
}
