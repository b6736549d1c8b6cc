// Blocks under containers that the markup names as something other than the page's content (a product
// page's reviews and related products): one walk up per block, memoized per page. A matching container that
// holds more than a share of the words the cleaner kept is taken for a page-wide wrapper whose class happens
// to use the word (`has-reviews`), and is left alone.
import type { Block } from '../blocks/block.js';
import { wordsOnNodes } from '../blocks/node-words.js';
import { pageElements } from '../blocks/page-elements.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { sumUpNumbers, underMatching } from '../html/tree-order.js';

/**
 * 1 for each block under an element passing `test` that holds at most `maxShare` of the kept words (`kept`
 * null: of all the page's words).
 */
export function underNamedContainers(
  blocks: readonly Block[],
  kept: readonly boolean[] | null,
  test: (e: ElementNode) => boolean,
  maxShare: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (blocks.length === 0) return out;
  // The words under every element are summed only once a container matches by name: most pages have none.
  let under: Map<ParentNode, number> | null = null;
  let limit = 0;
  const wordsUnder = (e: ElementNode) => {
    if (under === null) {
      const { own, total } = wordsOnNodes(blocks, kept ?? undefined);
      under = sumUpNumbers(pageElements(blocks), own);
      limit = maxShare * total;
    }
    return under.get(e) ?? 0;
  };
  const memo = new Map<ParentNode, boolean>();
  const small = (e: ElementNode) => test(e) && wordsUnder(e) <= limit;
  for (let i = 0; i < blocks.length; i++) if (underMatching(blocks[i].node, small, memo)) out[i] = 1;
  return out;
}

/** An element's class and id as lower-case words (`valueWords`), each alone and both together. */
export interface NameWords {
  readonly classWords: string;
  readonly idWords: string;
  /** Class then id words. */
  readonly all: string;
}

// The second pass's steps each test the names of every block's ancestors: computed once per element (the
// tree's attributes are final once the page is parsed; the cache goes with the page).
const nameWordsCache = new WeakMap<ElementNode, NameWords>();

/** Class and id words of an element, computed once per element. */
export function elementNameWords(e: ElementNode): NameWords {
  let words = nameWordsCache.get(e);
  if (words === undefined) {
    const classWords = valueWords(getAttr(e, 'class'));
    const idWords = valueWords(getAttr(e, 'id'));
    const all = classWords === '' ? idWords : idWords === '' ? classWords : `${classWords} ${idWords}`;
    words = { classWords, idWords, all };
    nameWordsCache.set(e, words);
  }
  return words;
}

/** Class and id of an element as lower-case words, split at `-`, `_`, spaces and camelCase humps (bounded length, so matching stays linear). */
export function nameWords(e: ElementNode): string {
  return elementNameWords(e).all;
}

/** One attribute value as lower-case words (see `nameWords`). */
function valueWords(value: string | null | undefined): string {
  return (value ?? '')
    .slice(0, 200)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}
