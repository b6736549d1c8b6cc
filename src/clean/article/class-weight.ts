// What an element's class and id say about it, with the word lists of Readability.js (Mozilla, Apache-2.0;
// kept in html/vocabulary.ts): generic markup vocabulary of content and boilerplate, not rules for any site.

import { outermostPassing } from '../../blocks/block-ancestry.js';
import { perBlockList } from '../../blocks/per-block-list.js';
import { type ElementNode, getAttr, type ParentNode } from '../../html/node.js';
import { underMatching } from '../../html/tree-order.js';
import {
  CLASS_MAYBE,
  CLASS_NEGATIVE,
  CLASS_POSITIVE,
  CLASS_UNLIKELY,
  UNLIKELY_ROLES,
} from '../../html/vocabulary.js';

/** The class and id of an element, joined (the string the word lists are matched against). */
function matchString(e: ElementNode): string {
  const cls = getAttr(e, 'class') ?? '';
  const id = getAttr(e, 'id') ?? '';
  // Long attribute values are cut: the lists look for words, and matching stays linear in a bounded string.
  return `${cls.slice(0, 200)} ${id.slice(0, 200)}`;
}

/** −25 per negative, +25 per positive hit on class and on id (Readability's `_getClassWeight`). */
export function classWeight(e: ElementNode): number {
  let w = 0;
  for (const value of [getAttr(e, 'class'), getAttr(e, 'id')]) {
    if (!value) continue;
    const v = value.slice(0, 200);
    if (CLASS_NEGATIVE.test(v)) w -= 25;
    if (CLASS_POSITIVE.test(v)) w += 25;
  }
  return w;
}

/** Whether the element is an unlikely place for the main text (comments, sidebars, menus, footers…). */
export function isUnlikely(e: ElementNode): boolean {
  if (e.name === 'body' || e.name === 'a' || e.name === 'html' || e.name === 'article' || e.name === 'main')
    return false;
  const role = getAttr(e, 'role');
  if (role && UNLIKELY_ROLES.has(role)) return true;
  // The lists' words hold no space, so testing class and id one by one is testing them joined (`matchString`)
  // without building the joined string for every element above the blocks.
  const cls = cut(getAttr(e, 'class'));
  const id = cut(getAttr(e, 'id'));
  if (cls === '' && id === '') return false;
  return (
    (CLASS_UNLIKELY.test(cls) || CLASS_UNLIKELY.test(id)) && !CLASS_MAYBE.test(cls) && !CLASS_MAYBE.test(id)
  );
}

/** An attribute value cut as `matchString` cuts it ('' when absent). */
function cut(value: string | undefined): string {
  return value === undefined ? '' : value.length > 200 ? value.slice(0, 200) : value;
}

/** Whether `e` or one of its ancestors is unlikely; `memo` caches the answer per element for one page. */
export function underUnlikely(e: ElementNode, memo: Map<ParentNode, boolean>): boolean {
  return underMatching(e, isUnlikely, memo);
}

/**
 * 1 for each block under an unlikely container (`underUnlikely` of its element), made once per block list
 * (read-only: callers share it): article mode, the article region and the landing step each asked it of every
 * block, through a Map memo of their own.
 */
export const unlikelyBlocks = perBlockList((blocks): Uint8Array => {
  const top = unlikelyTops(blocks);
  const marks = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) marks[i] = top[i] >= 0 ? 1 : 0;
  return marks;
});

/**
 * For each block, the outermost unlikely element above it (`outermostPassing` of `isUnlikely`), made once per
 * block list (read-only): `unlikelyBlocks` and the continued-article step's small unlikely boxes each tested
 * every element above the blocks for it.
 */
export const unlikelyTops = perBlockList((blocks): Int32Array => outermostPassing(blocks, isUnlikely));

/** The unlikely words that name a comment thread (Readability.js's list narrowed to comments). */
const COMMENT_WORDS = /comment|disqus|replies/i;

/** Whether the element is an unlikely container holding comments (a thread under the post). */
export function isCommentContainer(e: ElementNode): boolean {
  return isUnlikely(e) && COMMENT_WORDS.test(matchString(e));
}
