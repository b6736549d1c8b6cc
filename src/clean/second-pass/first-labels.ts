// The second pass's first labels: certain boilerplate marked, p(o) mixed with each block's region, the
// threshold applied (never emptying a page), and the main region kept.
import type { Block, Label } from '../../blocks/block.js';
import { mixAlike, mixWithGroup } from '../alike-mix.js';
import { consentBlocks } from '../consent.js';
import { dialogBlocks } from '../dialogs.js';
import { hiddenBlocks, screenReaderBlocks } from '../hidden.js';
import { declaredKind, declaresProductOnly, type PageSignals } from '../page-kind.js';
import { salePriceReaderBlocks } from '../sale-price-reader.js';
import { hiddenBlocksOutsideChunks } from '../streamed-chunks.js';
import { keepMainRegion } from './main-region.js';
import type { AutoParams } from './params.js';
import { contentLabel, inHead, type PassState } from './state.js';

/** The page's chrome landmarks: a script shell renders these server-side around an empty content slot. */
const CHROME = ['header', 'nav', 'footer'];

/** Whether a block can be the text of a page none of whose blocks passes (`keepAnyMinWords`). */
function fallbackCandidate(b: Block, minWords: number): boolean {
  if (minWords <= 0) return true;
  return b.words - b.linkWords >= minWords && !CHROME.some((c) => b.containers.includes(c));
}

/** The block's region: its innermost enclosing div or td (td ids are shifted below −1 to keep them apart). */
function regionKey(b: Block): number {
  for (let i = b.containers.length - 1; i >= 0; i--) {
    const c = b.containers[i];
    if (c === 'div') return b.divGroup;
    if (c === 'td' || c === 'th') return -2 - b.tdGroup;
  }
  return b.divGroup >= 0 ? b.divGroup : b.tdGroup >= 0 ? -2 - b.tdGroup : -1;
}

/**
 * p(o) becomes 1 for the marked blocks. Every block's p(o) is written (unmarked ones with their own value): a
 * store made only for a marked block is first met on a page long after `secondPass` was optimized, and undid
 * that large compilation each time (a speed detail only: the values are the same).
 */
function markBoilerplate(pO: Float64Array, marks: Uint8Array): void {
  for (let i = 0; i < pO.length; i++) pO[i] = marks[i] ? 1 : pO[i];
}

/** The page's first labels from its posteriors, and the state the later phases share. */
export function firstLabels(
  blocks: readonly Block[],
  post: Float64Array,
  labels: readonly string[],
  params: AutoParams,
  signals: PageSignals,
): PassState {
  const L = labels.length;
  const oIndex = labels.indexOf('o');
  const n = blocks.length;
  const pO = new Float64Array(n);
  for (let i = 0; i < n; i++) pO[i] = oIndex >= 0 ? post[i * L + oIndex] : 0;
  // A hidden block is certain boilerplate before any page-level step, so that a hidden copy of the body
  // neither stays nor pulls its region along.
  // With `keepStreamed`, React's streamed chunks are shown text (`streamed-chunks.ts`).
  const hidden =
    params.dropHidden || params.articleHidden
      ? params.keepStreamed
        ? hiddenBlocksOutsideChunks(blocks)
        : hiddenBlocks(blocks)
      : null;
  if (hidden && params.dropHidden) {
    const visible = new Set<string>();
    if (params.dropHidden === 1) for (let i = 0; i < n; i++) if (!hidden[i]) visible.add(blocks[i].text);
    for (let i = 0; i < n; i++)
      if (hidden[i] && (params.dropHidden > 1 || visible.has(blocks[i].text))) pO[i] = 1;
  }
  // So is text only a screen reader announces ("Skip to content", "opens in a new window").
  if (params.dropScreenReader) {
    const reader = screenReaderBlocks(blocks, params.dropScreenReader > 1);
    // A sale price read out beside its hidden struck/inserted amounts is the card's price line
    // (`sale-price-reader.ts`): 1 = left to the CRF, 2 = kept like content.
    if (params.salePriceReader) {
      const price = salePriceReaderBlocks(blocks);
      for (let i = 0; i < n; i++)
        if (price[i]) {
          reader[i] = 0;
          if (params.salePriceReader > 1) pO[i] = 0;
        }
    }
    markBoilerplate(pO, reader);
  }
  // A cookie-consent dialog's text is boilerplate before any page-level step too (`consent.ts`).
  if (params.dropConsent) {
    markBoilerplate(pO, consentBlocks(blocks, params.dropConsent > 1));
  }
  // So is an on-demand dialog's (`dialogs.ts`): a sign-up modal, a page builder's popup.
  if (params.dropDialogs) {
    markBoilerplate(pO, dialogBlocks(blocks, params.dropDialogs, params));
  }
  let mixed = params.region > 0 ? mixWithGroup(blocks, pO, params.region, regionKey) : pO;
  if (params.alikeMix) mixed = mixAlike(blocks, mixed, params);
  // A page is never emptied while its body has text: when no block passes, the region of the most
  // content-like block is kept (a one-paragraph page, or a page unlike anything in training, still yields its
  // main text). With `keepAnyInBody` the head's `<title>` is no candidate: a script shell has nothing else.
  let threshold = params.keepBelow;
  let onlyRegion: number | null = null;
  if (n > 0 && !mixed.some((p) => p < threshold)) {
    let best = -1;
    for (let i = 0; i < n; i++)
      if (
        (best < 0 || mixed[i] < mixed[best]) &&
        !(params.keepAnyInBody && inHead(blocks[i])) &&
        fallbackCandidate(blocks[i], params.keepAnyMinWords ?? 0)
      )
        best = i;
    if (best >= 0) {
      onlyRegion = regionKey(blocks[best]);
      threshold = Number.POSITIVE_INFINITY;
    }
  }
  const out: Label[] = new Array(n);
  for (let i = 0; i < n; i++) {
    if (mixed[i] >= threshold || (onlyRegion !== null && regionKey(blocks[i]) !== onlyRegion)) {
      out[i] = 'o';
      continue;
    }
    out[i] = contentLabel(post, i, labels);
  }
  const kind = declaredKind(signals);
  if (params.mainShare && params.mainShare > 0 && onlyRegion === null)
    keepMainRegion(blocks, out, mixed, post, labels, params, kind === 'forum');
  // The product step may start again from the labels before article mode and the entries (`productFromCrf`).
  const productOnly = declaresProductOnly(signals, params);
  return {
    blocks,
    post,
    labels,
    params,
    signals,
    n,
    pO,
    out,
    hidden,
    // The blocks article mode reads as hidden.
    regionHidden: params.articleHidden ? hidden : null,
    kind,
    onlyRegion,
    mixed,
    productOnly,
    beforeKinds: productOnly && params.productFromCrf ? out.slice() : null,
    run: null,
    signed: false,
    isListing: false,
    isArticle: false,
    beforeArticle: null,
    // The region's retries without class weights and cleaning only on a page that declares an article: on
    // the others a retried region is as often a service's or a listing's one section.
    articleParams: kind === 'article' ? params : withoutDegrade(params),
    besideTeasers: false,
    replies: null,
    entriesKept: false,
    productKind: null,
  };
}

const undegraded = new WeakMap<AutoParams, AutoParams>();

/**
 * `params` with `articleDegrade` 0, made once per parameter object (callers share it, read-only): a copy of
 * ~220 keys for every page was 1 % of a CLI run's allocations.
 */
function withoutDegrade(params: AutoParams): AutoParams {
  let made = undegraded.get(params);
  if (made === undefined) {
    made = Object.freeze({ ...params, articleDegrade: 0 });
    undegraded.set(params, made);
  }
  return made;
}
