// A call to subscribe set in an article's body (a newsletter sign-up box, a subscription widget) is not the
// article. Sites name the box alike in every language: a class or id word `newsletter`, `subscribe`,
// `subscription`, `signup`, `optin`. Class and id words only: nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import { blockAncestry } from '../../blocks/block-ancestry.js';
import { type ElementNode, getAttr } from '../../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from '../named-containers.js';

export interface SubscribeBoxParams {
  /** On a page taken as an article, kept blocks under a subscribe box holding at most this share of the kept words go (0 = off). */
  articleSubscribeBoxes?: number;
  /** The same on a page whose run of entries is kept (0 = off). */
  entriesSubscribeBoxes?: number;
  /** 1: the article step also leaves elements whose tag and class repeat (cards), as the entries step does. */
  subscribeBoxesRepeated?: number;
}

/** The class or id words naming a subscribe box (whole words of `nameWords`). */
const WORD = /(?:^| )(?:newsletters?|subscribe|subscription|subscriptions|signup|optin)(?: |$)/;
/** The page itself and its main landmarks are never a subscribe box (a newsletter's own page). */
const NEVER = new Set(['html', 'body', 'main', 'article']);
/**
 * A sign-up box is set once or twice on a page; elements of one tag and class repeated this often are a
 * grid's cards naming a property of each (a shop's `subscription-eligible` products), not boxes.
 */
const REPEATED = 3;

const RAW_SUBSCRIBE = /newsletter|subscri|signup|optin/i;

/** Whether the element's class or id words name a subscribe box. */
export function isSubscribeBox(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  if (!classOrIdHas(e, RAW_SUBSCRIBE)) return false;
  return WORD.test(nameWords(e));
}

/** 1 for each block under a subscribe box holding at most `maxShare` of the kept words (not a page-wide wrapper). */
export function subscribeBoxBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
  skipRepeated = false,
): Uint8Array {
  if (!skipRepeated) return underNamedContainers(blocks, kept, isSubscribeBox, maxShare);
  // Count the named elements by tag and class above the page's blocks: the repeated ones are cards.
  const seen = new Map<string, number>();
  const keyOf = (e: ElementNode) => `${e.name} ${getAttr(e, 'class') ?? ''}`;
  for (const e of blockAncestry(blocks).elements)
    if (isSubscribeBox(e)) seen.set(keyOf(e), (seen.get(keyOf(e)) ?? 0) + 1);
  if (seen.size === 0) return new Uint8Array(blocks.length);
  const test = (e: ElementNode) => isSubscribeBox(e) && (seen.get(keyOf(e)) ?? 0) < REPEATED;
  return underNamedContainers(blocks, kept, test, maxShare);
}
