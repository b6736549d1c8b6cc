// A call-to-action box set in an article's body (a product's "Ready for a quote?" panel, a trial offer, a
// course's sign-up pitch, a shop's price buttons) is not the article. Sites name it with the marketing word
// `cta` in any language (`inline-cta`, `blog-cta`, `cta-text`, `kg-cta-card`) or spell out `call to action`.
// The box is short: a heading, a line or two, a button. A longer one is the author's own text set in a styled
// card (a closing note to readers, a product's review), which the golds keep; so the box goes only when it holds
// at most a few dozen kept words; and a paragraph so named is a line of the author's own set apart (Readability's
// expected output keeps Fandom's "Would you like to be part of the Fandom team?"), not a box. On a page that
// neither declares an article nor shows a date (a service's landing page taken as an article), the call to
// action is the page's own offer, which its gold keeps: with `articleCtaBoxesDeclared` 1 the step skips it.
// Class and id words only: nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import { blocksUnder } from '../../blocks/block-ancestry.js';
import { wordsOnNodes } from '../../blocks/node-words.js';
import { pageElements } from '../../blocks/page-elements.js';
import type { ElementNode } from '../../html/node.js';
import { elementIndex, sumUpNumbers } from '../../html/tree-order.js';
import { classOrIdHas, nameWords } from '../named-containers.js';

export interface CtaBoxParams {
  /** On a page taken as an article, kept blocks under a call-to-action box holding at most this many kept words go (0 = off). */
  articleCtaBoxes?: number;
  /** 1 = only on pages declaring an article (schema.org or og:type) or showing a date. */
  articleCtaBoxesDeclared?: number;
}

/** The class or id words naming a call-to-action box (whole words of `nameWords`). */
const WORD = /(?:^| )(?:cta|ctas|call to action)(?: |$)/;
/** The page itself and its main landmarks are never a call-to-action box, nor is a paragraph. */
const NEVER = new Set(['html', 'body', 'main', 'article', 'p']);

const RAW_CTA = /cta|call/i;

/** Whether the element's class or id words name a call-to-action box. */
export function isCtaBox(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  if (!classOrIdHas(e, RAW_CTA)) return false;
  return WORD.test(nameWords(e));
}

/** 1 for each block under a call-to-action box holding at most `maxWords` kept words. */
export function ctaBoxBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
): Uint8Array {
  if (blocks.length === 0) return new Uint8Array(0);
  // The kept words under every element are summed only once a box matches by name: most pages have none.
  let under: Float64Array | null = null;
  const wordsUnder = (e: ElementNode) => {
    under ??= sumUpNumbers(pageElements(blocks), wordsOnNodes(blocks, kept).own);
    return under[elementIndex(e)];
  };
  return blocksUnder(blocks, (e) => isCtaBox(e) && wordsUnder(e) <= maxWords);
}
