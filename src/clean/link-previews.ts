// A link's preview card in a forum post: where a post holds a bare link, Discourse puts a card under it (an
// `aside.onebox` with the linked site's name, the page's title, its description, a picture). WCXB's gold of a
// thread is what the members wrote and drops the cards (six Discourse forums, none keeping one); the inline form
// (`a.inline-onebox`, the link's text replaced by the page's title inside a sentence) is the post's own text
// and stays. XenForo's unfurled links (`bbCodeBlock--unfurl`) are left: the gold keeps them on some forums and
// not on others.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from './named-containers.js';

export interface LinkPreviewsParams {
  /** Drop link preview cards (`linkPreviewBlocks`): 0 = off, 1 = on pages declaring a thread, 2 = on every page. */
  threadLinkPreviews?: number;
}

const PREVIEW_WORDS = /(?:^| )onebox(?: |$)/;
const INLINE_WORDS = /(?:^| )inline(?: |$)/;
/** The block containers a card is built of (never an inline link). */
const CARD_TAGS = new Set(['aside', 'div', 'article', 'section']);

const RAW_ONEBOX = /onebox/i;

/** Whether an element is a link's preview card. */
export function isLinkPreview(e: ElementNode): boolean {
  if (!CARD_TAGS.has(e.name) || !classOrIdHas(e, RAW_ONEBOX)) return false;
  const words = nameWords(e);
  return PREVIEW_WORDS.test(words) && !INLINE_WORDS.test(words);
}

/** 1 for each block under a link preview card holding at most `maxShare` of the kept words. */
export function linkPreviewBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare = 0.5,
): Uint8Array {
  return underNamedContainers(blocks, kept, isLinkPreview, maxShare);
}
