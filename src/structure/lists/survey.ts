// One walk over an outermost list: which of its lists are hyperlink lists (every item is only links,
// Kitten §3.2.1) and whether it nests another list (only one-level lists are flattened, §3.2.3).
import { type ElementNode, getAttr, walk } from '../../html/node.js';
import { LIST_ITEMS, LISTS } from '../../html/vocabulary.js';

export interface ListSurvey {
  /** Whether another list sits inside the outermost list. */
  nested: boolean;
  /** Lists all of whose (non-empty) items are made only of links. */
  hyperlinkLists: Set<ElementNode>;
}

/** Text counts when it has a letter or digit: separators such as `|` between links do not. */
const WORDY = /[\p{L}\p{N}]/u;

interface ListState {
  el: ElementNode;
  items: number;
  /** An item with text outside links, other than an introductory first item. */
  plain: boolean;
}

interface ItemState {
  list: ListState;
  link: boolean;
  plain: boolean;
  /** The item's last text outside links, to recognise an introductory clause (`Sections:`). */
  lastPlain: string;
}

function isLink(el: ElementNode): boolean {
  return el.name === 'a' && getAttr(el, 'href') !== undefined;
}

/** Records a finished item: a list stays a hyperlink list while its items are only links; the first item
 * may be an introductory clause ending with a colon (hyperlink lists "can begin or not" with one). */
function closeItem(it: ItemState): void {
  if (!it.link && !it.plain) return;
  const first = it.list.items === 0;
  it.list.items++;
  if (it.plain && !(first && !it.link && it.lastPlain.trimEnd().endsWith(':'))) it.list.plain = true;
}

/** Surveys the subtree of `top` in one pass (linear in its size). */
export function surveyList(top: ElementNode): ListSurvey {
  let nested = false;
  const lists: ListState[] = [{ el: top, items: 0, plain: false }];
  const done: ListState[] = [];
  const items: ItemState[] = [];
  let linkDepth = 0;
  walk(
    top,
    (n) => {
      if (n.kind === 'element') {
        if (LISTS.has(n.name)) {
          nested = true;
          lists.push({ el: n, items: 0, plain: false });
        } else if (LIST_ITEMS.has(n.name)) {
          items.push({ list: lists[lists.length - 1], link: false, plain: false, lastPlain: '' });
        } else if (isLink(n)) linkDepth++;
        return;
      }
      if (n.kind !== 'text' || !WORDY.test(n.value)) return;
      const list = lists[lists.length - 1];
      let it = items[items.length - 1];
      const loose = !it || it.list !== list;
      // Text straight inside the list element, outside any item, is an item of its own.
      if (loose) it = { list, link: false, plain: false, lastPlain: '' };
      if (linkDepth > 0) it.link = true;
      else {
        it.plain = true;
        it.lastPlain = n.value;
      }
      if (loose) closeItem(it);
    },
    (el) => {
      if (LISTS.has(el.name)) done.push(lists.pop()!);
      else if (LIST_ITEMS.has(el.name)) closeItem(items.pop()!);
      else if (isLink(el)) linkDepth--;
    },
  );
  done.push(...lists); // `top` itself (walk does not call leave for the root)
  const hyperlinkLists = new Set<ElementNode>();
  for (const l of done) if (l.items > 0 && !l.plain) hyperlinkLists.add(l.el);
  return { nested, hyperlinkLists };
}
