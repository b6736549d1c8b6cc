// The second pass's thread steps: what sits beside a forum's posts and is not a post (signatures, a member's
// details, notice banners, link previews, a Q&A page's remarks, its posts' counters).
import { linkPreviewBlocks } from '../link-previews.js';
import { noticeBlocks } from '../notices.js';
import { postCounterBlocks } from '../post-counters.js';
import { posterDetailBlocks } from '../poster-details.js';
import { qaRemarkBlocks } from '../qa-remarks.js';
import { signatureBlocks } from '../thread.js';
import { dropMarked, onPages, type PassState } from './state.js';

export function threadFurniture(s: PassState): void {
  const { blocks, out, params, kind } = s;
  const forum = kind === 'forum';
  // A forum post's signature is not the post (`thread.ts`).
  if (onPages(params.threadSignatures, forum))
    dropMarked(out, (kept) => signatureBlocks(blocks, kept, forum));
  // Nor is its member's rank, badges and stats beside it (`poster-details.ts`).
  if (onPages(params.threadPosterDetails, forum))
    dropMarked(out, (kept) => posterDetailBlocks(blocks, kept, forum ? 0 : 3));
  // Nor are the board's notice banners above it (`notices.ts`).
  if (onPages(params.threadNotices, forum))
    dropMarked(out, (kept) => noticeBlocks(blocks, kept, 0.5, (params.threadNoticeAlerts ?? 0) > 0));
  // Nor are the preview cards of the links in its posts (`link-previews.ts`).
  if (onPages(params.threadLinkPreviews, forum)) dropMarked(out, (kept) => linkPreviewBlocks(blocks, kept));
  // Nor are a Q&A page's remarks under its question and answers (`qa-remarks.ts`).
  if (params.threadQaRemarks && forum) dropMarked(out, () => qaRemarkBlocks(blocks));
  // Nor are its posts' counters: their numbers, likes and votes (`post-counters.ts`).
  const postCounters = onPages(params.threadPostCounters, forum);
  const postNumbers = onPages(params.threadPostNumbers, forum);
  if (postCounters || postNumbers)
    dropMarked(out, () => postCounterBlocks(blocks, postCounters, postNumbers));
}
