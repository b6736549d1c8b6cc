// Cross-validation of the block CRF grouped by site: each page carries a fold (a hash of its site, see
// dev-pages.ts `siteFold`), and fold k's model is trained on the pages of the other folds only, so no site
// is on both sides. The features are expanded once for all folds.
import type { CrfModelJson } from '../ml/crf/model.js';
import { type LabelledPage, type LearnOptions, learnPrepared, preparePages } from './build.js';

/** Trains the model of each fold in `which` (default all) on the pages whose fold differs. */
export function trainFoldModels<P extends LabelledPage & { fold: number }>(
  pages: readonly P[],
  folds: number,
  learn: LearnOptions,
  which: readonly number[] = [...Array(folds).keys()],
  done: (fold: number, model: CrfModelJson, trainedOn: number) => void = () => {},
): CrfModelJson[] {
  for (const p of pages)
    if (!(p.fold >= 0 && p.fold < folds)) throw new Error(`page fold ${p.fold} is outside 0..${folds - 1}`);
  const prepared = preparePages(pages, learn.featureSet);
  return which.map((k) => {
    const trainedOn = pages.filter((p) => p.fold !== k).length;
    if (trainedOn === 0) throw new Error(`fold ${k}: no training page outside it`);
    const model = learnPrepared(prepared, learn, (i) => pages[i].fold !== k);
    done(k, model, trainedOn);
    return model;
  });
}
