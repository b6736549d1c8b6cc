// The auto cleaner's second pass: page-level steps over the CRF's posteriors, each switched and tuned by a
// parameter of `training.auto` (0 = off). The phases run in this order; each file says why it comes where it does.
import type { Block, Label } from '../../blocks/block.js';
import { NO_SIGNALS, type PageSignals } from '../page-kind.js';
import { articleFurniture } from './article-furniture.js';
import { closingSteps } from './closing-steps.js';
import { firstLabels } from './first-labels.js';
import { gapSteps } from './gap-steps.js';
import { pageFurniture } from './page-furniture.js';
import { pageKinds } from './page-kinds.js';
import { type AutoParams, DEFAULT_AUTO_PARAMS } from './params.js';
import { productPage } from './product-page.js';
import { revivals } from './revivals.js';
import { threadFurniture } from './thread-furniture.js';

/** The page-level decisions the second pass took, for a step that runs after it (the learned corrector's gate). */
export interface SecondPassFacts {
  /** Article mode took the page. */
  article: boolean;
  /** A run of entries is kept as the page's content. */
  entriesKept: boolean;
  /** The page is kept as a listing before article mode. */
  listing: boolean;
  /** The product step ran for a product's page (declared or found by its buy box), or it declares a product alone. */
  product: boolean;
}

/**
 * Labels from posteriors (rows of `labels.length` probabilities, in the model's label order); `facts`, when
 * given, is filled with the page-level decisions.
 */
export function secondPass(
  blocks: readonly Block[],
  post: Float64Array,
  labels: readonly string[],
  params: AutoParams = DEFAULT_AUTO_PARAMS,
  signals: PageSignals = NO_SIGNALS,
  facts?: SecondPassFacts,
): Label[] {
  const state = firstLabels(blocks, post, labels, params, signals);
  pageKinds(state);
  revivals(state);
  articleFurniture(state);
  threadFurniture(state);
  productPage(state);
  pageFurniture(state);
  gapSteps(state);
  closingSteps(state);
  if (facts) {
    facts.article = state.isArticle;
    facts.entriesKept = state.entriesKept;
    facts.listing = state.isListing;
    facts.product = state.productKind === 'product' || state.productOnly;
  }
  return state.out;
}
