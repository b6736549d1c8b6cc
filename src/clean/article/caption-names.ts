// An image's caption or credit line set in an element other than `figcaption` (`captions.ts`): a `div` or `p`
// classed `wp-caption-text`, `image-caption`, `photo-credit`, `bildunterschrift`, `legende`, `подпись`… next
// to an image. Like a figcaption it is not the article's running text (the main-content golds of WCXB, Dragnet
// and the Scrapinghub article benchmark leave it out; Readability.js's expected output keeps it). The class
// word alone also names other things (a film's credits, a "credit card" box), so the element, its parent or
// its grandparent must hold an image too. Markup only: nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr } from '../../html/node.js';
import { BLOCK_LEVEL, CAPTION_NAME_OTHER, CAPTION_NAME_WORD, IMAGE_ELEMENTS } from '../../html/vocabulary.js';
import { underNamedContainers, valueWords } from '../named-containers.js';

export interface CaptionNameParams {
  /**
   * Blocks under a caption- or credit-named element next to an image go: 0 = off, 1 = on pages taken as an
   * article (not a listing's entries), 2 = on every page.
   */
  articleCaptionNames?: number;
}

/** How many elements of a subtree are looked at for an image (a caption's figure is small). */
const IMAGE_LOOK = 200;

/** Whether `root`'s subtree holds an image within its first `IMAGE_LOOK` elements. */
function holdsImage(root: ElementNode): boolean {
  const stack: ElementNode[] = [root];
  for (let seen = 0; stack.length > 0 && seen < IMAGE_LOOK; seen++) {
    const e = stack.pop()!;
    if (IMAGE_ELEMENTS.has(e.name)) return true;
    for (let i = e.children.length - 1; i >= 0; i--) {
      const c = e.children[i];
      if (c.kind === 'element') stack.push(c);
    }
  }
  return false;
}

const NOT_NEAR = new Set(['html', 'body', 'main']);

/** Whether the element, its parent or its grandparent holds an image. */
function nextToImage(e: ElementNode): boolean {
  let x: ElementNode | null = e;
  for (let up = 0; up < 3 && x && !NOT_NEAR.has(x.name); up++) {
    if (holdsImage(x)) return true;
    x = x.parent?.kind === 'element' ? x.parent : null;
  }
  return false;
}

/** Whether the element's class or id names a caption or credit line. */
export function isCaptionNamed(e: ElementNode): boolean {
  if (!BLOCK_LEVEL.has(e.name) && e.name !== 'span') return false;
  if (NOT_NEAR.has(e.name)) return false;
  const cls = getAttr(e, 'class');
  const id = getAttr(e, 'id');
  const named =
    CAPTION_NAME_WORD.test(valueWords(cls)) ||
    CAPTION_NAME_WORD.test(valueWords(id)) ||
    CAPTION_NAME_OTHER.test(cls?.slice(0, 200) ?? '') ||
    CAPTION_NAME_OTHER.test(id?.slice(0, 200) ?? '');
  return named && nextToImage(e);
}

/** 1 for each block under a caption-named element next to an image holding at most a fifth of the kept words. */
export function captionNameBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  return underNamedContainers(blocks, kept, isCaptionNamed, 0.2);
}
