// The main scope's verdict as a column of the corpus CRF (`corpus-main` feature set). The corpus model is
// trained on 50 CleanEval pages; the main model on ~400 pages of five corpora, and its p(o) tells running text
// from navigation across sites better, though its idea of content is narrower (no comments, no side text).
// As a column the corpus CRF learns how far to trust it, instead of a fixed mixing weight.
//
// The main model is the bundled `auto.json`; cross-validation must give each page the p(o) of a main model
// that never saw its site (else the column is in-sample and the corpus CRF over-trusts it), so a dev tool
// can name the model per page with `setMainColumnModel`.
import type { DocumentNode } from '../../html/node.js';
import { bundledModelPath, loadModelFile } from '../bundled-models.js';
import { CrfModel } from './model.js';
import type { Columns } from './template.js';

export const MAIN_COLUMN = 'main';

type Resolver = (doc: DocumentNode) => string | null;
let resolve: Resolver = () => null;

/** Dev tools (cross-validation): the main model file to use for a page (null: the bundled one). */
export function setMainColumnModel(r: Resolver | null): void {
  resolve = r ?? (() => null);
}

/** The main model file for a page: the one a dev tool named (a CV fold's), else the bundled `auto.json`. */
export function mainColumnModelPath(doc: DocumentNode): string {
  return resolve(doc) ?? bundledModelPath('auto.json');
}

/**
 * The main model's p(o) of each block in tenths (`m0`..`m9`), from the page's `combined` columns (the main
 * model's feature set; a model trained before later columns were appended reads only those it names).
 */
export function mainColumn(
  combinedColumns: readonly string[],
  combinedValues: Columns,
  n: number,
  doc: DocumentNode,
): string[] {
  const model = loadModelFile(mainColumnModelPath(doc), CrfModel.parse);
  if (model.json.config !== 'combined' || model.columns.some((c, i) => combinedColumns[i] !== c))
    throw new Error('the main-column model must be trained on the `combined` feature set of this version');
  const post = model.columnPosteriors(combinedValues, n);
  const L = model.labels.length;
  const o = model.labels.indexOf('o');
  const out: string[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = `m${Math.min(9, Math.floor(10 * post[i * L + o]))}`;
  return out;
}
