// A forum post's poster details: beside each post, forum software shows its member's rank or title ("Super
// User", "Junior Guru Wannabe"), badges, and stats ("Join Date", "Posts: 807", "Location"), in a panel it names
// as such (XenForo `message-userExtras`, `userTitle`, `userBanner`, XenForo 1 `extraUserInfo`; vBulletin
// `userinfo_extra`, `userstats`, `usertitle`; phpBB the `dd` items of `dl.postprofile`, `profile-joined`,
// `profile-posts`; MyBB `author_statistics`; `post-count`, `post-badges`). WCXB's gold of a thread is its posts, at most with the
// member's name and the date: the name sits in the same panel (`a.username`, phpBB's `dt`), so only the
// containers named for the details go, never a whole user panel. Names, not words: language-neutral. Not
// "member title": a board of advisors' `board-member__title` is a person's job, content on a service page.
import type { Block } from '../blocks/block.js';
import { outermostPassing } from '../blocks/block-ancestry.js';
import type { ElementNode } from '../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from './named-containers.js';

export interface PosterDetailsParams {
  /**
   * Drop a thread's poster details (`posterDetailBlocks`): 0 = off, 1 = on pages declaring a thread, 2 = also on
   * other pages where 3 or more such panels are kept (a thread's posts, not an article's author box).
   */
  threadPosterDetails?: number;
}

/**
 * A member's rank, title, badges or stats, by the words of a class or id (`nameWords`); not after "no" (phpBB
 * marks the name's `dt` of a member without a rank `no-profile-rank`).
 */
const DETAIL_WORDS =
  /(?:^| )(?<!(?:^| )no )(?:user ?(?:title|banner|rank|stats|extras?)|userinfo extra|extra ?user ?info|author ?(?:statistics|stats|rank)|poster ?(?:rank|stats)|profile (?:joined|posts|rank|custom)|post ?(?:count|badges?))(?: |$)/;
/** A definition list of a poster's profile: its `dd` items are the details (its `dt`, phpBB's, the name). */
const PROFILE_LIST_WORDS = /(?:^| )(?:postprofile|post profile|user ?(?:info|profile|details))(?: |$)/;
// Cheap raw tests before the word split (most elements name none of these).
const RAW_DETAIL = /user|author|poster|member|profile|post/i;

/** Whether an element holds a forum poster's details (not the poster's name). */
export function isPosterDetails(e: ElementNode): boolean {
  if (e.name === 'dd') {
    const list = e.parent;
    if (
      list &&
      list.kind === 'element' &&
      list.name === 'dl' &&
      classOrIdHas(list, RAW_DETAIL) &&
      PROFILE_LIST_WORDS.test(nameWords(list))
    )
      return true;
  }
  return classOrIdHas(e, RAW_DETAIL) && DETAIL_WORDS.test(nameWords(e));
}

/**
 * 1 for each block under a poster's details holding at most `maxShare` of the kept words (a page-wide wrapper
 * whose name happens to match is left alone). With `minPanels`, nothing unless the kept blocks lie in at least
 * that many separate panels (one per post).
 */
export function posterDetailBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minPanels = 0,
  maxShare = 0.5,
): Uint8Array {
  const out = underNamedContainers(blocks, kept, isPosterDetails, maxShare);
  if (minPanels <= 1 || !out.includes(1)) return out;
  const top = outermostPassing(blocks, isPosterDetails);
  const panels = new Set<number>();
  for (let i = 0; i < blocks.length; i++) if (out[i] && kept[i]) panels.add(top[i]);
  return panels.size >= minPanels ? out : new Uint8Array(blocks.length);
}
