// A call to subscribe set in an article's body (a newsletter sign-up box, a subscription widget) is not the
// article. Sites name the box alike in every language: a class or id word `newsletter`, `subscribe`,
// `subscription`, `signup`, `optin`. Class and id words only: nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import type { ElementNode } from '../../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from '../named-containers.js';

export interface SubscribeBoxParams {
  /** On a page taken as an article, kept blocks under a subscribe box holding at most this share of the kept words go (0 = off). */
  articleSubscribeBoxes?: number;
}

/** The class or id words naming a subscribe box (whole words of `nameWords`). */
const WORD = /(?:^| )(?:newsletters?|subscribe|subscription|subscriptions|signup|optin)(?: |$)/;
/** The page itself and its main landmarks are never a subscribe box (a newsletter's own page). */
const NEVER = new Set(['html', 'body', 'main', 'article']);

/** Whether the element's class or id words name a subscribe box. */
export function isSubscribeBox(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  if (!classOrIdHas(e, /newsletter|subscri|signup|optin/i)) return false;
  return WORD.test(nameWords(e));
}

/** 1 for each block under a subscribe box holding at most `maxShare` of the kept words (not a page-wide wrapper). */
export function subscribeBoxBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
): Uint8Array {
  return underNamedContainers(blocks, kept, isSubscribeBox, maxShare);
}
