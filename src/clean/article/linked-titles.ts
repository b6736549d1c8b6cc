// A teaser's linked title: how both teaser steps (`teaser-articles.ts`, `teaser-cards.ts`) tell a card pointing to
// another page from a post that opens with its own text. Structure only, any language.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr } from '../../html/node.js';

/** Words a teaser's linked title holds at least. */
export const TITLE_WORDS = 3;
/** Words of a plain block that opens running text (a post's, a card's excerpt). */
export const SENTENCE_WORDS = 10;

/** Whether the link around a node points away from the page (not an anchor in it, not a script). */
export function linksAway(node: ElementNode): boolean {
  for (let e: ElementNode | null = node; e; e = e.parent?.kind === 'element' ? e.parent : null) {
    if (e.name === 'a') {
      const href = getAttr(e, 'href');
      return !!href && !href.startsWith('#') && !/^\s*javascript:/i.test(href);
    }
  }
  return false;
}

/** A block that is wholly a link to another page. */
export const wholeLink = (b: Block): boolean => b.words > 0 && b.linkWords === b.words && linksAway(b.node);

/** A linked title: 3+ words, wholly a link to another page. */
export const isLinkedTitle = (b: Block): boolean => b.words >= TITLE_WORDS && wholeLink(b);

/** A sentence-long plain block (an image's alt text, often the title again, is not one). */
export const opensText = (b: Block): boolean =>
  b.words >= SENTENCE_WORDS && b.linkWords === 0 && b.node.name !== 'img';
