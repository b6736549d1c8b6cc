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

/** Labels from posteriors (rows of `labels.length` probabilities, in the model's label order). */
export function secondPass(
  blocks: readonly Block[],
  post: Float64Array,
  labels: readonly string[],
  params: AutoParams = DEFAULT_AUTO_PARAMS,
  signals: PageSignals = NO_SIGNALS,
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
  return state.out;
}
