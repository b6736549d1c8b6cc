// One walk over an outermost list: which of its lists are hyperlink lists (every item is only links,
// Kitten §3.2.1) and whether it nests another list (only one-level lists are flattened, §3.2.3).
import { type ElementNode, getAttr, walk } from '../../html/node.js';
import { LIST_TAGS } from './context.js';

export interface ListSurvey {
  /** Whether another list sits inside the outermost list. */
  nested: boolean;
  /** Lists all of whose (non-empty) items are made only of links. */
  hyperlinkLists: Set<ElementNode>;
}

/** Text counts when it has a letter or digit: separators such as `|` between links do not. */
const WORDY = /[\p{L}\p{N}]/u;

/** Surveys the subtree of `top` in one pass (linear in its size). */
export function surveyList(top: ElementNode): ListSurvey {
  let nested = false;
  const lists: ElementNode[] = [top];
  let linkDepth = 0;
  // Per list: seen a non-empty item / seen an item with text outside links.
  const listHasItem = new Set<ElementNode>();
  const listHasPlainItem = new Set<ElementNode>();
  walk(
    top,
    (n) => {
      if (n.kind === 'element') {
        if (LIST_TAGS.has(n.name)) {
          nested = true;
          lists.push(n);
        } else if (n.name === 'a' && getAttr(n, 'href') !== undefined) linkDepth++;
        return;
      }
      if (n.kind !== 'text' || !WORDY.test(n.value)) return;
      const list = lists[lists.length - 1];
      listHasItem.add(list);
      if (linkDepth === 0) listHasPlainItem.add(list);
    },
    (el) => {
      if (LIST_TAGS.has(el.name)) lists.pop();
      else if (el.name === 'a' && getAttr(el, 'href') !== undefined) linkDepth--;
    },
  );
  const hyperlinkLists = new Set<ElementNode>();
  for (const l of listHasItem) if (!listHasPlainItem.has(l)) hyperlinkLists.add(l);
  return { nested, hyperlinkLists };
}
