// A forum's notice banners: above a thread, forum software shows the board's notices and announcements (a scam
// alert, a meetup, a welcome, a cookie notice) in a container it names so (XenForo `ul.notices` of
// `li.notice`, Invision `ipsAnnouncements`, phpBB's "Last edited by …" `div.notice` under a post, Stack
// Exchange's `s-notice` asides). WCXB's gold of a thread is its posts and never keeps them; most are dropped
// already, but a long one (a board's rules in a banner) reads like a post to the CRF. Names, not words:
// language-neutral. With `threadNoticeAlerts`, a box named an alert is one too (NodeBB's Bootstrap
// `div.alert` inviting a guest to register, "This topic has been deleted"): on a thread's page it is the board
// speaking, not a member; elsewhere a note in an article or a shop's "why buy here" box can be named so.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from './named-containers.js';

export interface NoticesParams {
  /** Drop notice banners (`noticeBlocks`): 0 = off, 1 = on pages declaring a thread, 2 = also on every other page. */
  threadNotices?: number;
  /** A box named an alert (`alert`, `alerts`) is a notice too (0 = off, 1 = on), where `threadNotices` runs. */
  threadNoticeAlerts?: number;
}

const NOTICE_WORDS = /(?:^| )(?:notices?|announcements?)(?: |$)/;
const ALERT_WORDS = /(?:^| )(?:notices?|announcements?|alerts?)(?: |$)/;
// Cheap raw tests before the word split (most elements name neither).
const RAW_NOTICE = /notice|announcement/i;
const RAW_ALERT = /notice|announcement|alert/i;

/** Whether an element is a notice banner or announcement (with `alerts`, an alert box) by its class or id words. */
export function isNotice(e: ElementNode, alerts = false): boolean {
  return alerts
    ? classOrIdHas(e, RAW_ALERT) && ALERT_WORDS.test(nameWords(e))
    : classOrIdHas(e, RAW_NOTICE) && NOTICE_WORDS.test(nameWords(e));
}

/** 1 for each block under a notice holding at most `maxShare` of the kept words (not a page-wide wrapper). */
export function noticeBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare = 0.5,
  alerts = false,
): Uint8Array {
  return underNamedContainers(blocks, kept, (e) => isNotice(e, alerts), maxShare);
}
