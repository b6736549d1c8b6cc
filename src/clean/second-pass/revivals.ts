// The second pass's revivals: steps that find content by the page's own evidence bring dropped blocks back
// with their content label (a listing's outro, a thread's declared posts, an article's body text the region
// left out).
import { alikeParagraphBlocks } from '../article/alike-paragraphs.js';
import { alikeRowBlocks } from '../article/alike-rows.js';
import { continuedBlocks } from '../article/continued.js';
import { leadBlocks } from '../article/lead.js';
import { sandwichBlocks } from '../article/sandwich.js';
import { sidebarColumnBlocks } from '../article/sidebar-column.js';
import { sureBlocks, sureTextBlocks } from '../article/sure-blocks.js';
import { wholeLineBlocks } from '../article/whole-lines.js';
import { declaredPostBlocks, microdataPostBlocks } from '../declared-posts.js';
import { introducedListBlocks } from '../introduced-lists.js';
import { listingOutroBlocks } from '../listing-outro.js';
import { mainRunBlocks } from '../main-runs.js';
import { notDatedStory } from '../page-date.js';
import { declaresForSale } from '../page-kind.js';
import { runIsPosts } from '../thread-run.js';
import { labelOf, onPages, type PassState, passRegion, revive } from './state.js';

export function revivals(s: PassState): void {
  const { blocks, out, params, signals, n, pO, hidden, kind, run, entriesKept, isListing, isArticle } = s;
  const { beforeArticle } = s;
  // A kept listing's closing text below its grid in its column (a buying guide, FAQ answers) is content too
  // (`listing-outro.ts`); not a thread's.
  if (params.entriesOutro && run && entriesKept && kind !== 'forum')
    revive(s, (kept) => listingOutroBlocks(blocks, run, kept, params.entriesOutro!));
  // A declared thread's posts whose text its JSON-LD spells out are kept (`declared-posts.ts`).
  if (params.declaredPosts && kind === 'forum')
    revive(s, () => {
      const posts = declaredPostBlocks(blocks, signals.postTexts, params.declaredPosts!);
      const micro = params.declaredPostsMicrodata
        ? microdataPostBlocks(blocks, params.declaredPostsMicrodata > 1)
        : null;
      for (let i = 0; micro && i < n; i++) posts[i] |= micro[i];
      return posts;
    });
  // A kept listing's other titled grids in the same `<main>` are its entries too (`main-runs.ts`); not a
  // thread's, whose posts carry signatures or poster details (`thread-run.ts`).
  if (
    params.entriesMainRuns &&
    run &&
    entriesKept &&
    !isListing &&
    !runIsPosts(blocks, run, params.threadRunNoMainRuns ?? 0)
  )
    revive(s, () => mainRunBlocks(blocks, run, params));
  // A paragraph of the body between two kept ones comes back (`article/sandwich.ts`).
  if (params.articleSandwich && isArticle && !entriesKept) {
    const back = sandwichBlocks(
      blocks,
      out,
      pO,
      params.articleSandwich,
      !!params.articleSandwichCousins,
      !!params.articleSandwichItems,
    );
    for (let i = 0; i < n; i++) if (back[i]) out[i] = labelOf(s, i);
  }
  // So do the paragraphs built like two or more kept ones beside them (`article/alike-paragraphs.ts`).
  if (params.articleAlikeParagraphs && isArticle && !entriesKept)
    revive(s, () =>
      alikeParagraphBlocks(
        blocks,
        out,
        pO,
        params.articleAlikeParagraphs!,
        params.articleAlikeParagraphsMixed ?? 0,
      ),
    );
  // So do the region's blocks at the place in their rows of most kept ones (`article/alike-rows.ts`).
  if (params.articleAlikeRows && isArticle && !entriesKept) {
    const region = passRegion(s);
    if (region)
      revive(s, () =>
        alikeRowBlocks(
          blocks,
          out,
          pO,
          region.inside,
          region.top,
          params.articleAlikeRows!,
          params.articleAlikeRowsShare ?? 0.5,
        ),
      );
  }
  // So does the rest of a sentence the CRF kept a piece of (`article/whole-lines.ts`).
  if (params.articleWholeLines && isArticle && !entriesKept)
    revive(s, () => wholeLineBlocks(blocks, out, pO, params.articleWholeLines!));
  // So does the body's text the CRF kept just past the region (`article/continued.ts`).
  const continued = !!params.articleContinued && (!params.articleContinuedDeclared || kind === 'article');
  if (continued && isArticle && !entriesKept && beforeArticle)
    revive(s, () =>
      continuedBlocks(
        blocks,
        beforeArticle,
        out,
        pO,
        hidden,
        params,
        run?.inside ?? null,
        kind === 'article',
      ),
    );
  // So does its lead paragraph, set apart just above the body (`article/lead.ts`).
  if (params.articleLead && isArticle && !entriesKept)
    revive(s, () => leadBlocks(blocks, out, pO, hidden, params));
  // On a page selling something, so do the blocks the CRF was sure of anywhere: a product's description
  // beside the region article mode took (`article/sure-blocks.ts`).
  const sure = !!params.articleSureBelow && onPages(params.articleSurePages, declaresForSale(signals));
  if (sure && isArticle && !entriesKept && beforeArticle)
    revive(s, () => sureBlocks(beforeArticle, out, pO, params.articleSureBelow!));
  // On an undeclared page whose run of entries is not kept, that is not a thread and not a dated story
  // (`page-date.ts`' `notDatedStory`), the sure blocks that are text and lie in line with the region come back.
  const runFound =
    !!params.articleSureRunsFound &&
    isArticle &&
    !entriesKept &&
    !!run &&
    kind === null &&
    !s.signed &&
    !runIsPosts(blocks, run, params.threadRunNoMainRuns ?? 0) &&
    (!params.articleSureRunsFoundUndated ||
      notDatedStory(blocks, !!signals.dated, params.articleSureRunsFoundUndated > 1));
  // So on a list page kept as an article with its run, on every page: a shop's teaser or guide text beside the
  // grid, which the region left out (`article/sure-blocks.ts`).
  if (params.articleSureRuns && isArticle && entriesKept && beforeArticle)
    revive(s, () => sureBlocks(beforeArticle, out, pO, params.articleSureRuns!));
  // And on the undeclared page above, less short lines, link lines and a sidebar column (`article/sidebar-column.ts`).
  else if (params.articleSureRuns && runFound && beforeArticle)
    revive(s, (kept) => {
      const marks = sureTextBlocks(
        blocks,
        beforeArticle,
        out,
        pO,
        params.articleSureRuns!,
        params.articleSureRunsFoundWords ?? 0,
      );
      const side = params.articleSureRunsFoundSide
        ? sidebarColumnBlocks(blocks, kept, marks, {
            sidebarColumnShare: params.articleSureRunsFoundSide,
            sidebarColumnFooters: params.articleSureRunsFoundFooter ?? 0,
          })
        : null;
      for (let i = 0; side && i < n; i++) if (side[i]) marks[i] = 0;
      return marks;
    });
  // A list a kept paragraph announces with a colon is part of it (`introduced-lists.ts`).
  if (params.introducedLists) revive(s, () => introducedListBlocks(blocks, out, params.introducedLists!));
}
