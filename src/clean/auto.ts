// The auto cleaner (default): the CRF's posterior label probabilities, then a page-level second pass.
// A block is kept when its probability of being boilerplate is below a threshold; a block whose own
// evidence is uncertain follows the evidence of its region (the innermost div/td group it belongs to),
// so that a short line inside a clearly kept region is kept and a stray one in a boilerplate region dropped.
import { existsSync } from 'node:fs';
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import type { CrfModel } from '../ml/crf/model.js';
import { bundledModelPath } from '../ml/crf/models-dir.js';
import type { Options } from '../options.js';
import { BUNDLED_CRF_MODEL, crfTable, loadCrfModel } from './crf.js';

export interface AutoParams {
  /** Keep a block when p(o) is below this. */
  keepBelow: number;
  /** Weight of the region's mean p(o) (by words) mixed into the block's own p(o), 0..1. */
  region: number;
}

export const DEFAULT_AUTO_PARAMS: Readonly<AutoParams> = Object.freeze({ keepBelow: 0.5, region: 0 });

const CONTENT: Label[] = ['p', 'h', 'l', 'c'];

/** The block's region: its innermost enclosing div or td (td ids are shifted below −1 to keep them apart). */
function regionKey(b: Block): number {
  for (let i = b.containers.length - 1; i >= 0; i--) {
    const c = b.containers[i];
    if (c === 'div') return b.divGroup;
    if (c === 'td' || c === 'th') return -2 - b.tdGroup;
  }
  return b.divGroup >= 0 ? b.divGroup : b.tdGroup >= 0 ? -2 - b.tdGroup : -1;
}

/** Labels from posteriors (rows of `labels.length` probabilities, in the model's label order). */
export function secondPass(
  blocks: readonly Block[],
  post: Float64Array,
  labels: readonly string[],
  params: AutoParams = DEFAULT_AUTO_PARAMS,
): Label[] {
  const L = labels.length;
  const oIndex = labels.indexOf('o');
  const idx = CONTENT.map((l) => labels.indexOf(l));
  const n = blocks.length;
  const pO = new Float64Array(n);
  for (let i = 0; i < n; i++) pO[i] = oIndex >= 0 ? post[i * L + oIndex] : 0;
  let mixed = pO;
  if (params.region > 0) {
    const sum = new Map<number, number>();
    const weight = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const k = regionKey(blocks[i]);
      const w = Math.max(blocks[i].words, 1);
      sum.set(k, (sum.get(k) ?? 0) + w * pO[i]);
      weight.set(k, (weight.get(k) ?? 0) + w);
    }
    mixed = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const k = regionKey(blocks[i]);
      mixed[i] = (1 - params.region) * pO[i] + params.region * (sum.get(k)! / weight.get(k)!);
    }
  }
  // A page is never emptied: when no block passes, the region of the most content-like block is kept
  // (a one-paragraph page, or a page unlike anything in training, still yields its main text).
  let threshold = params.keepBelow;
  let onlyRegion: number | null = null;
  if (n > 0 && !mixed.some((p) => p < threshold)) {
    let best = 0;
    for (let i = 1; i < n; i++) if (mixed[i] < mixed[best]) best = i;
    onlyRegion = regionKey(blocks[best]);
    threshold = Number.POSITIVE_INFINITY;
  }
  const out: Label[] = new Array(n);
  for (let i = 0; i < n; i++) {
    if (mixed[i] >= threshold || (onlyRegion !== null && regionKey(blocks[i]) !== onlyRegion)) {
      out[i] = 'o';
      continue;
    }
    let best: Label = 'p';
    let bestP = -1;
    for (let k = 0; k < CONTENT.length; k++) {
      const p = idx[k] >= 0 ? post[i * L + idx[k]] : 0;
      if (p > bestP) {
        bestP = p;
        best = CONTENT[k];
      }
    }
    out[i] = best;
  }
  return out;
}

/** The posteriors of a page's blocks under a model (n × labels). */
export function pagePosteriors(model: CrfModel, blocks: readonly Block[], doc: DocumentNode): Float64Array {
  return model.posteriors(crfTable(model.json.config, blocks, doc).rows);
}

export function labelAutoWithModel(
  model: CrfModel,
  blocks: readonly Block[],
  doc: DocumentNode,
  params: AutoParams = autoParamsOf(model),
): Label[] {
  if (blocks.length === 0) return [];
  return secondPass(blocks, pagePosteriors(model, blocks, doc), model.labels, params);
}

/** Second-pass parameters stored with the model (tuned by cross-validation), else the defaults. */
export function autoParamsOf(model: CrfModel): AutoParams {
  const p = (model.json.training as { auto?: Partial<AutoParams> }).auto;
  return { ...DEFAULT_AUTO_PARAMS, ...p };
}

export const BUNDLED_AUTO_MODEL = 'auto.json';

export function labelAuto(blocks: readonly Block[], doc: DocumentNode, opts: Options): Label[] {
  const bundled = existsSync(bundledModelPath(BUNDLED_AUTO_MODEL)) ? BUNDLED_AUTO_MODEL : BUNDLED_CRF_MODEL;
  return labelAutoWithModel(loadCrfModel(opts.model, bundled), blocks, doc);
}
