// Training the block CRF from annotated pages: feature tables under a named configuration, templates,
// and the CRF trainer. Shared by `kitten learn`, the bundled-model build and cross-validation.
import type { Block, Label } from '../blocks/block.js';
import { crfTable } from '../clean/crf.js';
import type { DocumentNode } from '../html/node.js';
import type { CrfModelJson } from '../ml/crf/model.js';
import { defaultTemplates } from '../ml/crf/template.js';
import { trainCrf } from '../ml/crf/train.js';

export interface LabelledPage {
  blocks: Block[];
  doc: DocumentNode;
  labels: Label[];
}

export const CRF_LABELS = ['p', 'h', 'l', 'c', 'o'];

/** Columns whose value is joined with the neighbouring row's (label boundaries depend on them). */
const PAIR_COLUMNS = ['tag', 'cont', 'split', 'words', 'shape'];

export interface LearnOptions {
  config: string;
  c?: number;
  minFrequency?: number;
  maxIterations?: number;
  description?: string;
  log?: (line: string) => void;
}

export function templatesFor(columns: readonly string[]): string[] {
  return defaultTemplates(
    columns,
    PAIR_COLUMNS.filter((c) => columns.includes(c)),
  );
}

export function learnCrf(pages: readonly LabelledPage[], opts: LearnOptions): CrfModelJson {
  const data = pages.map((p) => ({ rows: crfTable(opts.config, p.blocks, p.doc).rows, labels: p.labels }));
  const columns = crfTable(opts.config, pages[0].blocks, pages[0].doc).columns;
  return trainCrf(data, {
    columns,
    templates: templatesFor(columns),
    labels: CRF_LABELS,
    config: opts.config,
    c: opts.c ?? 1,
    minFrequency: opts.minFrequency ?? 2,
    maxIterations: opts.maxIterations ?? 150,
    pruneBelow: 1e-3,
    precision: 4,
    description: opts.description ?? '',
    log: opts.log,
  });
}

/** Compact JSON: one line per field, arrays on one line each (the weights dominate the size). */
export function serializeModel(json: CrfModelJson): string {
  const lines = Object.entries(json).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}
