// A page's sidebar: the column beside the post that holds its blog's boxes (about me, a profile, archives,
// subscribe, a blogroll). The markup names it: an `<aside>`, the ARIA role `complementary`, or a class or id
// token `sidebar` (`sidebar`, `left-sidebar`, `sidebarWrapper`; not `postsidebar` or `sidebarlogin`, one word),
// but not a layout's name for the page (`ast-no-sidebar`, `has-sidebar`, `content-sidebar-wrap` on a wrapper),
// and nothing under or above the page's `<article>` or `<main>` (a callout in the body, a theme's
// `sidebar-content` column holding the post).
import type { Block } from '../../blocks/block.js';
import { blockAncestry } from '../../blocks/block-ancestry.js';
import { perBlockList } from '../../blocks/per-block-list.js';
import type { ElementNode } from '../../html/node.js';
import { getAttr } from '../../html/node.js';
import { classOrIdHas, valueWords } from '../named-containers.js';

const LAYOUT_WORD = new Set(['no', 'has', 'with', 'without', 'layout']);
const NEVER = new Set(['html', 'body', 'main', 'article']);
const CONTENT = new Set(['main', 'article']);

const RAW_SIDEBAR = /sidebar/i;

/**
 * Whether one class or id token names a sidebar: `sidebar` or `sidebars` with at most one other word, not a
 * layout word (`sidebar`, `left-sidebar`, `sidebar1`, `sidebarWrapper`; not `content-sidebar-wrap`,
 * `sidebar-enabled--false` or `has-sidebar`, a page's layout).
 */
function sidebarToken(token: string): boolean {
  if (!RAW_SIDEBAR.test(token)) return false;
  const words = valueWords(token).split(' ');
  if (words.length > 2 || !words.some((w) => w === 'sidebar' || w === 'sidebars')) return false;
  return !words.some((w) => LAYOUT_WORD.has(w));
}

/** Whether the element is a sidebar by tag, role or class or id token (see above; its ancestors aside). */
export function isSidebarContainer(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  if (e.name === 'aside') return true;
  if (getAttr(e, 'role')?.trim().toLowerCase() === 'complementary') return true;
  if (!classOrIdHas(e, RAW_SIDEBAR)) return false;
  const cls = getAttr(e, 'class') ?? '';
  const id = getAttr(e, 'id') ?? '';
  return `${cls.slice(0, 200)} ${id.slice(0, 200)}`.split(/\s+/).some(sidebarToken);
}

const UNDER_CONTENT = Symbol('under content');
type Above = ElementNode | typeof UNDER_CONTENT | null;

/**
 * What lies below `x`, given what lies above it: a `<main>` or `<article>` ends any sidebar (a box named so
 * around the content is a wrapper), else the outermost sidebar holds.
 */
function below(above: Above, x: ElementNode): Above {
  if (CONTENT.has(x.name)) return UNDER_CONTENT;
  if (above !== null) return above;
  return isSidebarContainer(x) ? x : null;
}

/** The outermost sidebar at or above `e`, or null when there is none or a `<main>` or `<article>` is between. */
export function sidebarAbove(e: ElementNode): ElementNode | null {
  const path: ElementNode[] = [];
  for (let x: ElementNode | null = e; x; x = x.parent?.kind === 'element' ? x.parent : null) path.push(x);
  let state: Above = null;
  for (let k = path.length - 1; k >= 0; k--) state = below(state, path[k]);
  return state === UNDER_CONTENT ? null : state;
}

/** A sidebar holding more than this share of the page's words is a wrapper, not a column beside the content. */
const WRAPPER_SHARE = 0.9;

/** Each block's sidebar (see above), null when it has none or its sidebar holds nearly all the page's words. */
export const blockSidebars = perBlockList((blocks: readonly Block[]): readonly (ElementNode | null)[] => {
  const { elements, parent, blockElement } = blockAncestry(blocks);
  const state = new Array<Above>(elements.length);
  for (let k = 0; k < elements.length; k++)
    state[k] = below(parent[k] >= 0 ? state[parent[k]] : null, elements[k]);
  const words = new Map<ElementNode, number>();
  let total = 0;
  const of = blocks.map((b, i) => {
    total += b.words;
    const s = state[blockElement[i]];
    if (s === UNDER_CONTENT || !s) return null;
    words.set(s, (words.get(s) ?? 0) + b.words);
    return s;
  });
  return of.map((s) => (s && (words.get(s) ?? 0) <= WRAPPER_SHARE * total ? s : null));
});
