// An article's author box ("About the author": a photo, the writer's name and a few lines of biography) is
// not the article. Main-content golds (WCXB, Dragnet) leave it out, and so do Readability.js users. Blog
// themes and page builders name it in its class or id: `author-box`, `author-bio`, `about-author`,
// `entry-author-description`, `elementor-author-box__bio`. Class and id words only: nothing here reads the
// page's language.
import type { Block } from '../../blocks/block.js';
import type { ElementNode } from '../../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from '../named-containers.js';

export interface AuthorBoxParams {
  /** Author boxes go: 0 = off, 1 = on pages taken as an article, 2 = on every page. */
  articleAuthorBox?: number;
  /**
   * 1 = author boxes go again among the closing steps, on the pages `articleAuthorBox` names (0 = off): the
   * steps after the article steps that bring back a heading over kept text (`leadHeadings`) or what lies
   * between kept blocks (the gap steps) bring back an author box's name heading or its biography (an Elementor
   * box's `h4` names, a byline's tooltip biography in an article's header).
   */
  authorBoxLate?: number;
}

const AUTHOR = /(?:^| )authors?(?: |$)/;
/** The second word that makes an author container a box about the author (not a byline's name link). */
const ABOUT = /(?:^| )(?:bio|bios|biography|about|profile|description|desc|box)(?: |$)/;

const RAW_AUTHOR = /author/i;

/** Whether the element's class or id names an author box. */
export function isAuthorBox(e: ElementNode): boolean {
  if (e.name === 'body' || e.name === 'html' || e.name === 'article' || e.name === 'main') return false;
  // Most containers name no author: a plain substring test spares them the word split (every page runs this).
  if (!classOrIdHas(e, RAW_AUTHOR)) return false;
  const words = nameWords(e);
  return AUTHOR.test(words) && ABOUT.test(words);
}

/** 1 for each block under an author box holding at most half the kept words (not a page-wide wrapper). */
export function authorBoxBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  return underNamedContainers(blocks, kept, isAuthorBox, 0.5, true);
}
