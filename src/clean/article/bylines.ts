// An article's byline and date line ("By Jane Doe · March 12, 2025", "Updated 3 days ago", the author's name set
// as schema.org microdata with a short biography) is not its body: main-content golds (WCXB's, the Scrapinghub
// article benchmark's) leave it out, and the CRF keeps a few words of it when they sit in the body's container.
// HTML and schema.org name it alike in every language: a `<time>` element, an element whose class or id word
// is `byline`, one whose `itemprop` is the author or a publication date. Markup only: nothing here reads the
// page's language.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr, textContent } from '../../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from '../named-containers.js';

export interface BylineParams {
  /** On a page taken as an article, kept blocks under a byline holding at most this share of the kept words go (0 = off). */
  articleBylines?: number;
  /**
   * 1 = an element named `byline` by class or id counts too (on in the shipped settings, as the main scope leaves
   * bylines out; Dragnet's and L3S-GN1's golds keep bylines named so: `span.byline-author`, `p.hn-byline`).
   */
  articleBylineNames?: number;
  /**
   * A date line named so: an element whose class or id word is `date`, `dates`, `dateline` or `pubdate`, of at most
   * this many words, one of them holding a digit ("Updated March 13, 2024", "Published: 11 Mar 2026"), counts too
   * (0 = off). Sites set their date lines without `<time>` as often as with it.
   */
  articleDateNames?: number;
}

/** The class or id words naming a byline (whole words of `nameWords`). */
const WORD = /(?:^| )bylines?(?: |$)/;
/** The microdata properties of an article's byline: its author (a Person, with a name and a biography) and dates. */
const PROPS = /(?:^| )(?:author|creator|datePublished|dateModified|dateCreated)(?: |$)/;
/** The class or id words naming a date line. */
const DATE_WORD = /(?:^| )(?:dates?|dateline|pubdate)(?: |$)/;
/** The page itself and its main landmarks are never a byline. */
const NEVER = new Set(['html', 'body', 'main', 'article']);

/** Whether the element is a byline or date line: `<time>`, a `byline` class or id word, an author or date itemprop. */
export function isByline(e: ElementNode, names = true): boolean {
  if (e.name === 'time') return true;
  if (NEVER.has(e.name)) return false;
  const prop = getAttr(e, 'itemprop');
  if (prop && PROPS.test(prop)) return true;
  return names && classOrIdHas(e, /byline/i) && WORD.test(nameWords(e));
}

/**
 * Whether the element is a date line named so (see `articleDateNames`): a `date` class or id word, at most
 * `maxWords` words, a digit among them. The digit is what a date has in every language and a label such as
 * "Date" or a wrapper named after a date picker lacks.
 */
export function isDateLine(e: ElementNode, maxWords: number): boolean {
  if (NEVER.has(e.name) || !classOrIdHas(e, /date/i) || !DATE_WORD.test(nameWords(e))) return false;
  const text = textContent(e);
  if (!/\d/.test(text)) return false;
  const words = text.split(/\s+/).filter((w) => w !== '').length;
  return words <= maxWords;
}

/**
 * 1 for each block under a byline (with `dateWords`, a date line named so, `isDateLine`) holding at most
 * `maxShare` of the kept words (not a page-wide wrapper).
 */
export function bylineBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
  names = true,
  dateWords = 0,
): Uint8Array {
  return underNamedContainers(
    blocks,
    kept,
    (e) => isByline(e, names) || (dateWords > 0 && isDateLine(e, dateWords)),
    maxShare,
  );
}
