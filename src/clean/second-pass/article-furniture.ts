// The second pass's article steps: what sits in or around an article and is not its body (an author box,
// readers' comments, captions, the headline line, teasers, a table of contents, calls to act, bylines, sidebar
// boxes), and a short post set above the comments the CRF kept.
import { authorBoxBlocks } from '../article/author-box.js';
import { buttonLinkBlocks } from '../article/button-links.js';
import { bylineBlocks } from '../article/bylines.js';
import { captionBlocks } from '../article/captions.js';
import { commentBlocks } from '../article/comment-names.js';
import { ctaBoxBlocks } from '../article/cta-boxes.js';
import { dropsHeadline, headlineBlocks } from '../article/headline-drop.js';
import { readAlsoBlocks } from '../article/read-also.js';
import { relatedBoxBlocks, relatedBoxBlocksByRun } from '../article/related-boxes.js';
import { shortPost } from '../article/short-post.js';
import { subscribeBoxBlocks } from '../article/subscribe-boxes.js';
import { teaserArticleBlocks } from '../article/teaser-articles.js';
import { teaserCardBlocks } from '../article/teaser-cards.js';
import { tocBlocks } from '../article/toc.js';
import { declaresSchemaArticle } from '../page-kind.js';
import { sidebarBoxBlocks } from '../sidebar-boxes.js';
import { dropMarked, keepsReplies, keptOf, labelOf, onPages, type PassState, passRegion } from './state.js';

export function articleFurniture(s: PassState): void {
  const { blocks, out, params, signals, n, hidden, kind, run, entriesKept, isListing, isArticle } = s;
  // An article's author box is not the article (`article/author-box.ts`).
  if (onPages(params.articleAuthorBox, isArticle)) dropMarked(out, (kept) => authorBoxBlocks(blocks, kept));
  // Nor are the readers' comments under an article, unless they are a thread's replies or a list page's
  // entries (`article/comment-names.ts`); with `articleCommentsDeclared`, also on a page declaring an article
  // that article mode did not take.
  const commentsPage = isArticle
    ? kind !== 'forum'
    : !!params.articleCommentsDeclared && kind === 'article' && s.onlyRegion === null;
  if (params.articleComments && commentsPage && !entriesKept && !keepsReplies(s))
    dropMarked(out, (kept) => commentBlocks(blocks, kept, params.articleComments!));
  // Article mode switched off (the post's region held too small a share of the kept words, often because of the
  // comments themselves) or a kept run of entries (a sidebar's list of recent posts taken for the page's run)
  // brought the comment thread back. On a page that is no forum, list page or thread, where the step above did
  // not run, the blocks under comment-named containers go all the same, those inside the kept run spared, when
  // enough kept words are left without them (`articleCommentsOff`).
  const commentsDone = !!params.articleComments && commentsPage && !entriesKept;
  if (params.articleCommentsOff && !commentsDone && !isListing && kind !== 'forum' && !keepsReplies(s)) {
    const inRun = entriesKept && run ? run.inside : null;
    dropMarked(out, (kept) => {
      const marks = commentBlocks(blocks, kept, params.articleCommentsOff!);
      if (inRun) for (let i = 0; i < n; i++) if (inRun[i]) marks[i] = 0;
      return marks;
    });
  }
  // A short post the CRF dropped above the comment thread it kept is the page's content (`article/short-post.ts`).
  if (params.articleShortPost && !isArticle && !isListing && !entriesKept && kind !== 'forum') {
    const short = shortPost(blocks, keptOf(out), () => passRegion(s), hidden, params.articleShortPost);
    for (let i = 0; short && i < n; i++)
      if (short.comments[i]) out[i] = 'o';
      else if (short.post[i] && out[i] === 'o') out[i] = labelOf(s, i);
  }
  // An image's caption and credit line are not running text (`article/captions.ts`).
  if (params.articleCaptions) dropMarked(out, (kept) => captionBlocks(blocks, kept));
  // An article's headline line is not its body (`article/headline-drop.ts`).
  if (dropsHeadline(params, kind, isArticle, entriesKept))
    dropMarked(out, () => headlineBlocks(blocks, out, signals.titles));
  // Nor are "Related: …" lines in its paragraphs (`article/read-also.ts`).
  if (params.articleReadAlso && isArticle && !entriesKept) dropMarked(out, () => readAlsoBlocks(blocks, out));
  // Nor are other stories' teaser cards set as `<article>` elements beside it, on a page whose schema.org markup
  // declares an article: a service page's gold keeps its blog teasers (`article/teaser-articles.ts`).
  if (params.articleTeasers && isArticle && !entriesKept && declaresSchemaArticle(signals))
    dropMarked(out, () => teaserArticleBlocks(blocks, out, params.articleTeasers!));
  // Nor is a closing run of other pages' teaser cards built of any element (`article/teaser-cards.ts`).
  if (params.articleTeaserCards && isArticle && !entriesKept)
    dropMarked(out, () => teaserCardBlocks(blocks, out, params.articleTeaserCards!));
  // Nor is its table of contents (`article/toc.ts`).
  if (onPages(params.articleToc, isArticle) && !entriesKept)
    dropMarked(out, (kept) => tocBlocks(blocks, kept));
  // Nor is a call to subscribe set in it (`article/subscribe-boxes.ts`).
  if (params.articleSubscribeBoxes && isArticle && !entriesKept)
    dropMarked(out, (kept) =>
      subscribeBoxBlocks(blocks, kept, params.articleSubscribeBoxes!, !!params.subscribeBoxesRepeated),
    );
  // Nor is a box of other pages (related, popular, promoted) set in or beside it (`article/related-boxes.ts`);
  // with `articleRelatedBoxesOff`, also on a page article mode did not take that is no list page or forum.
  const relatedPage = isArticle || (!!params.articleRelatedBoxesOff && !isListing && kind !== 'forum');
  if (params.articleRelatedBoxes && relatedPage && !entriesKept)
    dropMarked(out, (kept) => relatedBoxBlocks(blocks, kept, params.articleRelatedBoxes!));
  // On a page whose run of entries is kept, a related or promo box is dropped when it holds none of the run
  // (a "Related Training" widget beside a post list) or when the whole kept run lies in it (the run taken for the
  // page's is a "popular tutorials" or "promoted contents" box); a box that is one entry of several is left,
  // a page's own "related products" section among its sections (`relatedBoxesRun`).
  if (params.relatedBoxesRun && entriesKept && run && kind !== 'forum' && !keepsReplies(s)) {
    dropMarked(out, (kept) => relatedBoxBlocksByRun(blocks, kept, params.relatedBoxesRun!, run.inside));
  }
  // Nor is one beside (or among) a kept run of entries: a page builder's sections taken for entries hold the
  // newsletter section as one of them; a grid's cards that all carry the word are left (`subscribeBoxBlocks`).
  if (params.entriesSubscribeBoxes && entriesKept)
    dropMarked(out, (kept) => subscribeBoxBlocks(blocks, kept, params.entriesSubscribeBoxes!, true));
  // Nor is a call-to-action box (`article/cta-boxes.ts`).
  if (
    params.articleCtaBoxes &&
    isArticle &&
    !entriesKept &&
    (!params.articleCtaBoxesDeclared || kind === 'article' || signals.dated)
  )
    dropMarked(out, (kept) => ctaBoxBlocks(blocks, kept, params.articleCtaBoxes!));
  // Calls to action set as button links alone on their line (`article/button-links.ts`).
  if (params.articleButtonLinks && isArticle && !entriesKept)
    dropMarked(out, (kept) => buttonLinkBlocks(blocks, kept, params.articleButtonLinks!));
  // Nor is its byline or date line (`article/bylines.ts`).
  if (params.articleBylines && isArticle && !entriesKept)
    dropMarked(out, (kept) =>
      bylineBlocks(blocks, kept, params.articleBylines!, !!params.articleBylineNames),
    );
  // Nor are a blog's sidebar boxes beside the post (`sidebar-boxes.ts`), unless they are the kept run.
  if (params.dropSidebars && !(run && entriesKept))
    dropMarked(out, (kept) => sidebarBoxBlocks(blocks, kept, params.dropSidebars!));
}
