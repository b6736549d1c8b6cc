// The auto cleaner (default): the CRF's posterior label probabilities, then a page-level second pass.
// A block is kept when its probability of being boilerplate is below a threshold; a block whose own
// evidence is uncertain follows the evidence of its region (the innermost div/td group it belongs to),
// so that a short line inside a clearly kept region is kept and a stray one in a boilerplate region dropped.
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import { type BundledModel, hasBundledModel } from '../ml/bundled-models.js';
import type { CrfModel } from '../ml/crf/model.js';
import type { Options, Scope } from '../options.js';
import { withMainFallback } from './corpus-fallback.js';
import { BUNDLED_CRF_MODEL, crfColumns, loadCrfModel } from './crf.js';
import { NO_SIGNALS, type PageSignals } from './page-kind.js';
import { type AutoParams, DEFAULT_AUTO_PARAMS } from './second-pass/params.js';
import { secondPass } from './second-pass/second-pass.js';

export { type AutoParams, DEFAULT_AUTO_PARAMS } from './second-pass/params.js';
export { secondPass } from './second-pass/second-pass.js';

/** The posteriors of a page's blocks under a model (n × labels). */
export function pagePosteriors(model: CrfModel, blocks: readonly Block[], doc: DocumentNode): Float64Array {
  return model.columnPosteriors(crfColumns(model.json.config, blocks, doc).values, blocks.length);
}

export function labelAutoWithModel(
  model: CrfModel,
  blocks: readonly Block[],
  doc: DocumentNode,
  params: AutoParams = autoParamsOf(model),
  signals: PageSignals = NO_SIGNALS,
): Label[] {
  if (blocks.length === 0) return [];
  return secondPass(blocks, pagePosteriors(model, blocks, doc), model.labels, params, signals);
}

/**
 * Second-pass parameters stored with the model for a scope (tuned by cross-validation), else the defaults.
 * `training.auto` holds the `main` scope's; `training.autoCorpus` the `corpus` scope's. A model without
 * the latter gets the main parameters with the steps that narrow a page to its article turned off.
 */
export function autoParamsOf(model: CrfModel, scope: Scope = 'main'): AutoParams {
  // Merged once per model and scope (a model's `training` is not changed once loaded; frozen: callers share it):
  // the spread of ~220 keys was 2 % of a CLI run's allocations and 1 % of its CPU when made for every page.
  let byScope = paramsByModel.get(model);
  if (byScope === undefined) {
    byScope = {};
    paramsByModel.set(model, byScope);
  }
  let params = byScope[scope];
  if (params === undefined) {
    params = Object.freeze(mergedParams(model, scope));
    byScope[scope] = params;
  }
  return params;
}

const paramsByModel = new WeakMap<CrfModel, { main?: AutoParams; corpus?: AutoParams }>();

function mergedParams(model: CrfModel, scope: Scope): AutoParams {
  const t = model.json.training as { auto?: Partial<AutoParams>; autoCorpus?: Partial<AutoParams> };
  if (scope === 'corpus')
    return {
      ...DEFAULT_AUTO_PARAMS,
      ...(t.autoCorpus ?? { ...t.auto, article: 0, mainShare: 0, entries: 0 }),
    };
  return { ...DEFAULT_AUTO_PARAMS, ...t.auto };
}

export const BUNDLED_AUTO_MODEL: BundledModel = 'auto.json';
/** The `corpus` scope's bundled model: trained on CleanEval's "all running text" gold alone. */
export const BUNDLED_AUTO_CORPUS_MODEL: BundledModel = 'auto-corpus.json';

/** The bundled model of a scope (the main one when a scope has none of its own, then Victor's CRF). */
function bundledAutoModel(scope: Scope): BundledModel {
  if (scope === 'corpus' && hasBundledModel(BUNDLED_AUTO_CORPUS_MODEL)) return BUNDLED_AUTO_CORPUS_MODEL;
  return hasBundledModel(BUNDLED_AUTO_MODEL) ? BUNDLED_AUTO_MODEL : BUNDLED_CRF_MODEL;
}

export function labelAuto(
  blocks: readonly Block[],
  doc: DocumentNode,
  opts: Options,
  signals: PageSignals = NO_SIGNALS,
): Label[] {
  const model = loadCrfModel(opts.model, bundledAutoModel(opts.scope));
  const params = autoParamsOf(model, opts.scope);
  const labels = labelAutoWithModel(model, blocks, doc, params, signals);
  if (opts.scope !== 'corpus' || !params.mainFallback) return labels;
  // Corpus scope: never (almost) nothing where the main scope keeps a body (`corpus-fallback.ts`).
  return withMainFallback(
    blocks,
    doc,
    labels,
    params.mainFallback,
    signals,
    (m, p, s) => labelAutoWithModel(m, blocks, doc, p, s),
    (m) => autoParamsOf(m, 'main'),
  );
}
