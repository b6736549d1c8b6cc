// A forum's notice banners: above a thread, forum software shows the board's notices and announcements (a scam
// alert, a meetup, a welcome, a cookie notice) in a container it names so (XenForo `ul.notices` of
// `li.notice`, Invision `ipsAnnouncements`, phpBB's "Last edited by …" `div.notice` under a post, Stack
// Exchange's `s-notice` asides). WCXB's gold of a thread is its posts and never keeps them; most are dropped
// already, but a long one (a board's rules in a banner) reads like a post to the CRF. Names, not words:
// language-neutral.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from './named-containers.js';

export interface NoticesParams {
  /** Drop notice banners (`noticeBlocks`): 0 = off, 1 = on pages declaring a thread, 2 = also on every other page. */
  threadNotices?: number;
}

const NOTICE_WORDS = /(?:^| )(?:notices?|announcements?)(?: |$)/;
// Cheap raw test before the word split (most elements name neither).
const RAW_NOTICE = /notice|announcement/i;

/** Whether an element is a notice banner or announcement by its class or id words. */
export function isNotice(e: ElementNode): boolean {
  return classOrIdHas(e, RAW_NOTICE) && NOTICE_WORDS.test(nameWords(e));
}

/** 1 for each block under a notice holding at most `maxShare` of the kept words (not a page-wide wrapper). */
export function noticeBlocks(blocks: readonly Block[], kept: readonly boolean[], maxShare = 0.5): Uint8Array {
  return underNamedContainers(blocks, kept, isNotice, maxShare);
}
