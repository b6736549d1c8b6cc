// k-fold cross-validation of a block labeller: every page is labelled by a model that never saw it.
import type { Label } from '../blocks/block.js';
import { CrfModel } from '../ml/crf/model.js';
import { type LabelledPage, type LearnOptions, learnPrepared, preparePages } from './build.js';

/** Labels a page with a trained model (the plain CRF, or CRF plus a second pass). */
export type Labeller<P extends LabelledPage, R = Label[]> = (model: CrfModel, page: P) => R;

/**
 * Trains `folds` models, each on all training pages outside its fold, and labels every training page with
 * the model of its fold; pages in `heldOut` (never trained on) are labelled by the model of fold i mod k.
 */
export function crossValidate<P extends LabelledPage, R = Label[]>(
  training: readonly P[],
  heldOut: readonly P[],
  folds: number,
  learn: LearnOptions,
  labeller: Labeller<P, R>,
): Map<P, R> {
  const out = new Map<P, R>();
  const prepared = preparePages(training, learn.featureSet);
  for (let k = 0; k < folds; k++) {
    const json = learnPrepared(prepared, learn, (i) => i % folds !== k);
    const model = new CrfModel(json);
    training.forEach((p, i) => {
      if (i % folds === k) out.set(p, labeller(model, p));
    });
    heldOut.forEach((p, i) => {
      if (i % folds === k) out.set(p, labeller(model, p));
    });
  }
  return out;
}
