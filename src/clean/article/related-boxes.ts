// A box of other pages set in or beside an article (a "related articles" panel, a "most popular" list, a
// promotion of the site's other content) is not the article. Sites name the box with the words `related`,
// `popular`, `mostpopular`, `trending`, `promo`, `promoted` as one of a class or id token's few words
// (`related-articles`, `t-related`, `tutorials-popular-container`, `promoted-contents-block`). A token of many
// words is a slug (a heading's id "how-have-substance-use-and-related-deaths…"), not a name, and a heading, a
// paragraph, a link or an inline element so named is a line of the text, not a box. Class and id words only:
// nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr } from '../../html/node.js';
import { HEADINGS, TEXT_INLINE } from '../../html/vocabulary.js';
import { underNamedContainers, valueWords } from '../named-containers.js';

export interface RelatedBoxParams {
  /** On a page taken as an article, kept blocks under a related or promo box holding at most this share of the kept words go (0 = off). */
  articleRelatedBoxes?: number;
  /** 1 = also on a page article mode did not take that is no list page, forum or kept run (0 = off). */
  articleRelatedBoxesOff?: number;
  /** On a page whose run of entries is kept, the share cap for a related box holding none of the run or all of it (0 = off). */
  relatedBoxesRun?: number;
}

const WORD = new Set(['related', 'popular', 'mostpopular', 'trending', 'promo', 'promoted']);
/** A class or id token of more words than this is a slug, not a name. */
const MAX_TOKEN_WORDS = 4;
/** The page, its landmarks and the text's own lines are never a box. */
const NEVER: ReadonlySet<string> = new Set([
  'html',
  'body',
  'main',
  'article',
  'p',
  ...HEADINGS,
  ...TEXT_INLINE,
]);

const RAW = /related|popular|trending|promo/i;
/** A utility class colouring text or a background in the site's "promo" colour (`text-promo`) names no box. */
const UTILITY = /^(?:[a-z]+:)*(?:text|bg|border|fill|stroke|ring|outline|decoration|from|via|to)-/i;

function namesBox(value: string | undefined): boolean {
  if (!value || !RAW.test(value)) return false;
  for (const token of value.slice(0, 200).split(/\s+/)) {
    if (!RAW.test(token) || UTILITY.test(token)) continue;
    const words = valueWords(token).split(' ');
    if (words.length <= MAX_TOKEN_WORDS && words.some((w) => WORD.has(w))) return true;
  }
  return false;
}

/** Whether the element's class or id names a related or promo box. */
export function isRelatedBox(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  return namesBox(getAttr(e, 'class')) || namesBox(getAttr(e, 'id'));
}

/** 1 for each block under a related or promo box holding at most `maxShare` of the kept words. */
export function relatedBoxBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
): Uint8Array {
  return underNamedContainers(blocks, kept, isRelatedBox, maxShare);
}

/**
 * On a page whose run of entries is kept: the related boxes (as `relatedBoxBlocks`) that hold none of the run's
 * kept blocks, or all of them (the run taken for the page's is itself a "popular tutorials" box); a box that is
 * one entry of several is left (a page's own "related products" section among its sections).
 */
export function relatedBoxBlocksByRun(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
  inRun: ArrayLike<number | boolean>,
): Uint8Array {
  const marks = relatedBoxBlocks(blocks, kept, maxShare);
  let whole = false;
  for (let i = 0; i < blocks.length; i++)
    if (inRun[i] && kept[i]) {
      whole = true;
      if (!marks[i]) {
        whole = false;
        break;
      }
    }
  if (!whole) for (let i = 0; i < blocks.length; i++) if (inRun[i]) marks[i] = 0;
  return marks;
}
