// Carousels on a page declaring no kind: a service's or a company's landing page rotates teaser cards of its
// other pages through a slider (insights, client stories, case studies, portfolio items, blog posts), each a
// title, a blurb and a link, which the CRF keeps as well-formed sentences while the page's own description and
// sections are its content. The markup names the slider in every language alike: ARIA's
// `aria-roledescription="carousel"` or a class or id word of the slider libraries (`carousel`, `slider`,
// `swiper`, `slick`, `splide`, `glide`, `owl`). Only a carousel whose kept text is 40 % link text or more goes
// (each card a link to another page): a slider of the product's own features or of the service's steps is not
// linked.
// A matching container holding much of the kept text is the page's own content (a gallery page), and stays.
// (Every carousel on such pages, linked or not, was measured: service 83.2 -> 82.6, product 71.5 -> 70.8.)
import type { Block } from '../blocks/block.js';
import { blockAncestry, outermostPassing } from '../blocks/block-ancestry.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { classOrIdHas, nameWords } from './named-containers.js';

export interface CarouselParams {
  /**
   * On a page declaring no kind, kept blocks under a carousel of linked cards holding at most this share of the
   * kept words are boilerplate (0 = off).
   */
  dropCarousels?: number;
}

const SLIDER_WORD = /(?:^| )(?:carousel|slider|swiper|slick|splide|glide|owl)(?: |$)/;
const SLIDER_HINT = /carousel|slider|swiper|slick|splide|glide|owl/i;
/** Carousels are boxes and lists; a link or button named `slider` drives one, it is not one. */
const BOXES = new Set(['div', 'section', 'ul', 'ol', 'aside']);

/** Whether the element is a carousel by ARIA or by its class or id words. */
export function isCarousel(e: ElementNode): boolean {
  if (!BOXES.has(e.name)) return false;
  if (getAttr(e, 'aria-roledescription')?.trim().toLowerCase() === 'carousel') return true;
  // Most containers name no slider: a plain substring test spares them the word split.
  if (!classOrIdHas(e, SLIDER_HINT)) return false;
  return SLIDER_WORD.test(nameWords(e));
}

/**
 * A teaser card's title is its link (a blurb may sit beside it): a slider of the site's own features or a
 * gallery is not linked text (0.2 lowered collections).
 */
const MIN_LINK_SHARE = 0.4;

/**
 * 1 for each kept block under a carousel whose kept text is `MIN_LINK_SHARE` link text (teaser cards) and holds at most
 * `maxShare` of the kept words.
 */
export function carouselBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  // The outermost carousel above each block (its index among the page's block ancestry, or -1).
  const top = outermostPassing(blocks, isCarousel);
  const size = blockAncestry(blocks).elements.length;
  const words = new Float64Array(size);
  const linkWords = new Float64Array(size);
  let total = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (!kept[i]) continue;
    total += blocks[i].words;
    const c = top[i];
    if (c < 0) continue;
    words[c] += blocks[i].words;
    linkWords[c] += blocks[i].linkWords;
  }
  for (let i = 0; i < blocks.length; i++) {
    const c = top[i];
    if (kept[i] && c >= 0 && words[c] <= maxShare * total && linkWords[c] >= MIN_LINK_SHARE * words[c])
      out[i] = 1;
  }
  return out;
}
