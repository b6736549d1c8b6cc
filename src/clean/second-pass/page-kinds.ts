// The second pass's page-level decisions: the page's run of entries, article mode, and the steps that undo or
// extend it by the kind of page (a landing page, an undated collection, a thread, a list page).
import type { Label } from '../../blocks/block.js';
import { isProse } from '../../blocks/prose.js';
import { keepArticle } from '../article/mode.js';
import { regionOverRun } from '../article/region-over-run.js';
import { postBesideTeasers } from '../article/teaser-run-post.js';
import { isUndatedCollection, runKind } from '../collection-page.js';
import { commentTreeText } from '../comment-tree.js';
import { type EntriesRun, findEntries, keepsEntries, listingFirst } from '../entries.js';
import { runIsComments } from '../entries-comments.js';
import { runOneLarge } from '../entries-one-large.js';
import { runInSidebar } from '../entries-sidebars.js';
import { runBesideStory } from '../entries-story-apart.js';
import { runIsWidgets } from '../entries-widgets.js';
import { articleIsEntry } from '../entry-article.js';
import { entryControlBlocks } from '../entry-controls.js';
import { FURNITURE, fieldVerdicts } from '../entry-fields.js';
import { facetBlocks } from '../facets.js';
import { isLandingPage } from '../landing.js';
import { keepListingIntro } from '../listing-intro.js';
import { runIsListing } from '../listing-page.js';
import { declaresNonArticle } from '../page-kind.js';
import { parallelBodies } from '../parallel-bodies.js';
import { parallelPosts } from '../parallel-posts.js';
import { runIsSignedReplies } from '../signed-replies.js';
import { runHoldsThread, threadReplies } from '../thread.js';
import { dropMarked, labelOf, NOT_RUNNING_TEXT, type PassState, passRegion, revive } from './state.js';

/** The page's run of entries (unless comments, a sidebar's or widgets), article mode, and what undoes it. */
export function pageKinds(s: PassState): void {
  const { blocks, out, params, signals, n, pO, hidden, kind, onlyRegion, productOnly } = s;
  const contentOf = (i: number): Label => labelOf(s, i);
  // A listing's entries are its content: on a page not taken as an article, its largest run of entries
  // built alike is kept whole; a declared forum thread's posts come before article mode.
  const found = params.entries ? findEntries(blocks, params, kind) : null;
  // A post's parts (the post, its comments, the reply form) are no listing, a declared thread's posts are
  // (`entries-comments.ts`).
  // Nor are a blog's sidebar boxes (`entries-sidebars.ts`).
  // Unless its entries carry post signatures: a forum's replies marked up as comments (`signed-replies.ts`).
  const signed = !!found && kind !== 'forum' && runIsSignedReplies(blocks, found, params);
  // Nor a blog's column of widget boxes beside its text (`entries-widgets.ts`), whose kept boxes may go.
  const widgets = !!found && kind !== 'forum' && runIsWidgets(blocks, found, params);
  if (widgets && params.entriesDropWidgets) for (let i = 0; i < n; i++) if (found.inside[i]) out[i] = 'o';
  const run: EntriesRun | null =
    found &&
    kind !== 'forum' &&
    ((runIsComments(blocks, found, params) && !signed) || runInSidebar(blocks, found, params) || widgets)
      ? null
      : found;
  // Nor, on a page article mode does not take, other pages' links beside a dated story (`entries-story-apart.ts`).
  const besideStory =
    !!run && kind === null && runBesideStory(blocks, run, pO, () => passRegion(s), signals, params);
  const isListing = listingFirst(run, params, kind) && runHoldsThread(run, params);
  s.run = run;
  s.signed = signed;
  s.isListing = isListing;
  let isArticle = false;
  let fullRegionOnly = false;
  // A landing page's headed sections are its content: article mode is undone when it drops several (`landing.ts`).
  const beforeArticle =
    params.landingSections ||
    params.landingUndated ||
    params.threadRescueBelow ||
    params.collectionUndated ||
    params.articleContinued ||
    params.articleSureBelow ||
    params.articleSureRuns
      ? out.slice()
      : null;
  s.beforeArticle = beforeArticle;
  // Not when the page has a run of entries to keep: they, not a region, are then its content.
  const fallbackArticle = onlyRegion !== null && !run && (params.articleOnFallback ?? 0) > 0;
  const { regionHidden } = s;
  // A page declaring itself a shop's or a site's page, not an article, gets no lower share (`declaresNonArticle`).
  const articleParams =
    s.articleParams.articleFullRegion && params.articleFullRegionDeclared && declaresNonArticle(signals)
      ? { ...s.articleParams, articleFullRegion: 0 }
      : s.articleParams;
  if (params.article && (onlyRegion === null || fallbackArticle) && !isListing) {
    const admitted = { lowerShare: false };
    isArticle = keepArticle(
      blocks,
      out,
      s.mixed,
      contentOf,
      articleParams,
      params.articleMinShare,
      hidden,
      // On a page nothing passed, the region replaces the fallback's only when that kept next to nothing.
      fallbackArticle,
      admitted,
    );
    // Taken only at `articleFullRegion`'s lower share (a story the CRF kept whole beside a teaser run): like the
    // teaser-run route below, a story, which the undated-collection undo spares.
    fullRegionOnly = isArticle && admitted.lowerShare && beforeArticle !== null;
  }
  // A story's region taken back whole and kept as the article, or the labels left as they were when article
  // mode refuses it.
  const takeStory = (inside: ArrayLike<number>): boolean => {
    const before = out.slice();
    for (let i = 0; i < n; i++) if (inside[i] && out[i] === 'o' && !hidden?.[i]) out[i] = contentOf(i);
    const taken = keepArticle(blocks, out, s.mixed, contentOf, articleParams, 0, hidden);
    if (!taken) for (let i = 0; i < n; i++) out[i] = before[i];
    return taken;
  };
  // A story beside a run of other stories' teaser cards is the page's article, whatever the CRF kept
  // (`article/teaser-run-post.ts`); its run, being teaser cards, is not undone as an undated collection's.
  let besideTeasers = false;
  if (
    params.articleBesideTeasers &&
    params.article &&
    !isArticle &&
    !isListing &&
    run &&
    kind !== 'forum' &&
    !productOnly
  ) {
    const story = postBesideTeasers(
      blocks,
      run,
      () => passRegion(s),
      regionHidden,
      params.articleBesideTeasers,
    );
    if (story) {
      isArticle = takeStory(story.inside);
      besideTeasers = isArticle;
    }
  }
  // The dated story beside a run of links is the page's article when it holds running text (`STORY_PROSE` words
  // of paragraphs): a short post in `<br>`-split lines is left to the page's other steps, whose CRF labels keep
  // it where article mode would take its footer line.
  if (besideStory && !isArticle && !isListing && !productOnly && params.article) {
    const story = passRegion(s);
    if (story && proseWords(blocks, story.inside) >= STORY_PROSE) {
      isArticle = takeStory(story.inside);
      besideTeasers = isArticle;
    }
  }
  s.besideTeasers = besideTeasers;
  // So is an undated collection's: its grid of entries is its content (`collection-page.ts`).
  const landing =
    isArticle && !!beforeArticle && isLandingPage(blocks, beforeArticle, out, pO, params, signals, run);
  const collection =
    isArticle &&
    !!beforeArticle &&
    !landing &&
    !besideTeasers &&
    !fullRegionOnly &&
    isUndatedCollection(blocks, run, params, signals, out);
  // So is a list page's whose region holds its run but keeps little of it (`article/region-over-run.ts`).
  const overRun =
    isArticle &&
    !!beforeArticle &&
    !landing &&
    !collection &&
    !besideTeasers &&
    !productOnly &&
    !!params.articleOverRun &&
    regionOverRun(blocks, run, passRegion(s), params);
  if (beforeArticle && (landing || collection || overRun)) {
    for (let i = 0; i < n; i++) out[i] = beforeArticle[i];
    isArticle = false;
  }
  s.isArticle = isArticle;
  // An undeclared thread article mode took for an article (its first post) keeps the replies (`thread.ts`).
  const replies =
    isArticle && beforeArticle ? threadReplies(blocks, run, beforeArticle, out, pO, params, signed) : null;
  for (let i = 0; replies && i < n; i++) if (replies[i]) out[i] = beforeArticle![i];
  s.replies = replies;
  // Its other posts, which the CRF dropped, come back where the kept post's body sits (`parallel-posts.ts`).
  const parallel = isArticle && kind === null ? parallelPosts(blocks, run, out, params) : null;
  for (let i = 0; parallel && i < n; i++) if (parallel[i] && !hidden?.[i]) out[i] = contentOf(i);
  // Kept text in several posts: the body chain several of them keep brings back the others' (`parallel-bodies.ts`).
  const bodies =
    isArticle && kind === null && !parallel
      ? parallelBodies(blocks, run, out, params.threadParallelPosts ?? 0, params)
      : null;
  for (let i = 0; bodies && i < n; i++) if (bodies[i] && !hidden?.[i]) out[i] = contentOf(i);
  // An undeclared discussion page article mode did not take keeps its reply tree (`comment-tree.ts`).
  if (kind === null && params.threadCommentTree && !isArticle && !isListing)
    revive(s, (kept) => commentTreeText(blocks, kept, pO, params));
  // A list page article mode took for an article (its intro) keeps its run beside it (`listing-page.ts`).
  // So does one whose article is one of its own entries (`entry-article.ts`).
  const listPage =
    isArticle &&
    !productOnly &&
    (runIsListing(blocks, run, params) || articleIsEntry(blocks, run, out, params));
  // An undated collection whose article mode was undone keeps its run whatever it declares, and an undated
  // declared article counts as undeclared when its run outweighs the rest (`collection-page.ts`).
  const entriesKept =
    !!run &&
    !(besideStory && !isArticle) &&
    !(!isArticle && !isListing && runOneLarge(blocks, run, out, params)) &&
    (listPage ||
      (collection && (params.collectionKeepsRun ?? 0) > 0) ||
      keepsEntries(
        run,
        params,
        isArticle ? kind : runKind(blocks, run, out, kind, signals, params),
        isListing,
        isArticle,
        productOnly,
      ));
  s.entriesKept = entriesKept;
  if (run && entriesKept) keepEntries(s, run);
}

/** A kept run's entries: their furniture fields go, their dropped text comes back, with its intro. */
function keepEntries(s: PassState, run: EntriesRun): void {
  const { blocks, out, params, n, pO, kind } = s;
  // A declared thread's posts (entriesKind 2) keep the CRF's labels: article mode alone is left out.
  const byKind = s.isListing && params.entriesKind === 2 && kind === 'forum';
  const below = byKind ? 0 : (params.entriesRescueBelow ?? 1);
  const dropAlt = (params.entriesDropAlt ?? 0) > 0;
  const verdict = fieldVerdicts(blocks, run, params);
  for (let i = 0; i < n; i++) {
    if (!run.inside[i]) continue;
    if (verdict[i] === FURNITURE || (dropAlt && NOT_RUNNING_TEXT.has(blocks[i].node.name))) out[i] = 'o';
    else if (out[i] === 'o' && pO[i] < below) out[i] = labelOf(s, i);
  }
  // Its heading and intro above the grid are content too (`listing-intro.ts`).
  if (params.entriesIntro && !byKind)
    keepListingIntro(
      blocks,
      run,
      pO,
      params.entriesIntro,
      out,
      (i) => labelOf(s, i),
      params.entriesIntroControls ?? 0,
      params.entriesIntroShort ?? 0,
    );
  // Its filter and sort panels are controls, not the list (`facets.ts`).
  if (params.entriesDropFacets && !byKind) dropMarked(out, (kept) => facetBlocks(blocks, kept, run));
  // So are the small forms, menus and buttons inside its entries (`entry-controls.ts`).
  if (params.entriesDropControls && !byKind)
    dropMarked(out, (kept) => entryControlBlocks(blocks, kept, run, params.entriesDropControls!));
}

/** Words of paragraphs a dated story's region holds, at least, to be kept as the article beside a run of links. */
const STORY_PROSE = 50;

/** The region's words in running text (`isProse`). */
function proseWords(blocks: PassState['blocks'], inside: Uint8Array): number {
  let words = 0;
  for (let i = 0; i < blocks.length; i++) if (inside[i] && isProse(blocks[i])) words += blocks[i].words;
  return words;
}
