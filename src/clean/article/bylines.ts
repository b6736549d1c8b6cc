// An article's byline and date line ("By Jane Doe · March 12, 2025", "Updated 3 days ago", the author's name set
// as schema.org microdata with a short biography) is not its body: main-content golds (WCXB's, the Scrapinghub
// article benchmark's) leave it out, and the CRF keeps a few words of it when they sit in the body's container.
// HTML and schema.org name it alike in every language: a `<time>` element, an element whose class or id word
// is `byline`, one whose `itemprop` is the author or a publication date. Markup only: nothing here reads the
// page's language.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr } from '../../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from '../named-containers.js';

export interface BylineParams {
  /** On a page taken as an article, kept blocks under a byline holding at most this share of the kept words go (0 = off). */
  articleBylines?: number;
  /**
   * 1 = an element named `byline` by class or id counts too (on in the shipped settings, as the main scope leaves
   * bylines out; Dragnet's and L3S-GN1's golds keep bylines named so: `span.byline-author`, `p.hn-byline`).
   */
  articleBylineNames?: number;
}

/** The class or id words naming a byline (whole words of `nameWords`). */
const WORD = /(?:^| )bylines?(?: |$)/;
/** The microdata properties of an article's byline: its author (a Person, with a name and a biography) and dates. */
const PROPS = /(?:^| )(?:author|creator|datePublished|dateModified|dateCreated)(?: |$)/;
/** The page itself and its main landmarks are never a byline. */
const NEVER = new Set(['html', 'body', 'main', 'article']);

const RAW_BYLINE = /byline/i;

/** Whether the element is a byline or date line: `<time>`, a `byline` class or id word, an author or date itemprop. */
export function isByline(e: ElementNode, names = true): boolean {
  if (e.name === 'time') return true;
  if (NEVER.has(e.name)) return false;
  const prop = getAttr(e, 'itemprop');
  if (prop && PROPS.test(prop)) return true;
  return names && classOrIdHas(e, RAW_BYLINE) && WORD.test(nameWords(e));
}

/** 1 for each block under a byline holding at most `maxShare` of the kept words (not a page-wide wrapper). */
export function bylineBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
  names = true,
): Uint8Array {
  return underNamedContainers(blocks, kept, (e) => isByline(e, names), maxShare);
}
