// The crf cleaner (Victor): a linear-chain CRF labels the page's blocks from their feature table.
// The model is loaded once per process (per worker) and cached by path.
import { existsSync } from 'node:fs';
import type { Block, Label } from '../blocks/block.js';
import { extractFeatureColumns, type FeatureColumns } from '../blocks/features/index.js';
import { type FeatureSet, loadFeatureSet } from '../blocks/features/sets/index.js';
import { pageTallies } from '../blocks/page-tallies.js';
import type { DocumentNode } from '../html/node.js';
import { type BundledModel, bundledModelPath, forgetModelFile, loadModelFile } from '../ml/bundled-models.js';
import { type ColumnTable, contextColumns } from '../ml/crf/block-features.js';
import { KIND_COLUMNS, kindColumns } from '../ml/crf/kind-columns.js';
import { MAIN_COLUMN, mainColumn } from '../ml/crf/main-column.js';
import { CrfModel } from '../ml/crf/model.js';
import { rowsOfColumns } from '../ml/crf/template.js';
import type { Options } from '../options.js';

export const BUNDLED_CRF_MODEL: BundledModel = 'crf.json';

/**
 * Named feature sets: how a page's blocks become the table a model was trained on (a model names its set in
 * its `config` field). Any other name is the path of a feature-set file (JSON, YAML or Victor's format)
 * whose variables override Victor's `cleaneval` preset.
 */
const FEATURE_SETS: Record<string, (blocks: readonly Block[], doc: DocumentNode) => FeatureColumns> = {
  /** Victor's features (the `cleaneval` preset of blocks/features/sets). */
  cleaneval: (blocks) => extractFeatureColumns(blocks, loadFeatureSet('cleaneval')),
  /** Our markup-context and page-level columns alone. */
  context: (blocks) => contextColumns(blocks),
  /** Victor's features plus the context columns (the auto cleaner's model); the page is tallied once for both. */
  combined: (blocks) => combinedColumns(blocks),
  /** `combined` plus the segment-kind column (`ml/crf/kind-columns.ts`): the corpus scope's model. */
  corpus: (blocks) => corpusColumns(blocks),
  /** `corpus` plus the main scope's p(o) in tenths (`ml/crf/main-column.ts`): a second decode per page. */
  'corpus-main': (blocks, doc) => {
    const combined = combinedColumns(blocks);
    const corpus = withKindColumns(combined, blocks);
    return {
      columns: [...corpus.columns, `ctx.${MAIN_COLUMN}`],
      values: [...corpus.values, mainColumn(combined.columns, combined.values, blocks.length, doc)],
    };
  },
};

function corpusColumns(blocks: readonly Block[]): FeatureColumns {
  return withKindColumns(combinedColumns(blocks), blocks);
}

function withKindColumns({ columns, values }: FeatureColumns, blocks: readonly Block[]): FeatureColumns {
  return {
    columns: [...columns, ...KIND_COLUMNS.map((c) => `ctx.${c}`)],
    values: [...values, ...kindColumns(blocks)],
  };
}

function combinedColumns(blocks: readonly Block[]): FeatureColumns {
  const tallies = pageTallies(blocks);
  const victor = extractFeatureColumns(blocks, loadFeatureSet('cleaneval'), tallies);
  const context = contextColumns(blocks, tallies);
  return {
    columns: [...victor.columns, ...context.columns.map((c) => `ctx.${c}`)],
    values: [...victor.values, ...context.values],
  };
}

export function featureSetNames(): string[] {
  return Object.keys(FEATURE_SETS);
}

/** The feature table of `blocks` under the named feature set, or Victor's features under a feature-set file. */
export function crfTable(featureSet: string, blocks: readonly Block[], doc: DocumentNode): ColumnTable {
  const { columns, values } = crfColumns(featureSet, blocks, doc);
  return { columns, rows: rowsOfColumns(values, blocks.length) };
}

/** `crfTable` column by column (`values[c][i]`), the form a model decodes without a row per block. */
export function crfColumns(featureSet: string, blocks: readonly Block[], doc: DocumentNode): FeatureColumns {
  const make = FEATURE_SETS[featureSet];
  if (make) return make(blocks, doc);
  return extractFeatureColumns(blocks, featureSetFile(featureSet));
}

const setFiles = new Map<string, FeatureSet>();

/** A feature-set file, read once per process; an unreadable or malformed file is a clear error. */
function featureSetFile(path: string): FeatureSet {
  let set = setFiles.get(path);
  if (!set) {
    if (!existsSync(path))
      throw new Error(
        `unknown feature set ${JSON.stringify(path)} (known: ${featureSetNames().join(', ')}, or a file)`,
      );
    set = loadFeatureSet(path);
    setFiles.set(path, set);
  }
  return set;
}

/** The model at `path`, or the bundled model when `path` is null (loaded once per process). */
export function loadCrfModel(path: string | null, bundled: BundledModel = BUNDLED_CRF_MODEL): CrfModel {
  return loadModelFile(path ?? bundledModelPath(bundled), CrfModel.parse);
}

/** Drops a cached model, so the next load reads the file again (the annotation tool after `kitten learn`). */
export function forgetCrfModel(path: string): void {
  forgetModelFile(path);
}

const LABELS = new Set<string>(['p', 'h', 'l', 'c', 'o']);

/** Labels blocks with a model (a `c` after an `o` opens a paragraph, as `buildSegments` reads it). */
export function labelWithModel(model: CrfModel, blocks: readonly Block[], doc: DocumentNode): Label[] {
  if (blocks.length === 0) return [];
  const { values } = crfColumns(model.json.config, blocks, doc);
  return Array.from(model.decodeColumnIndexes(values, blocks.length), (i) => {
    const l = model.labels[i];
    return LABELS.has(l) ? (l as Label) : 'o';
  });
}

export function labelCrf(blocks: readonly Block[], doc: DocumentNode, opts: Options): Label[] {
  return labelWithModel(loadCrfModel(opts.model), blocks, doc);
}
