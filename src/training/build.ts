// Training the block CRF from annotated pages: feature tables under a feature set, templates,
// and the CRF trainer. Shared by `kitten learn`, the bundled-model build and cross-validation.
import type { Block, Label } from '../blocks/block.js';
import { crfTable } from '../clean/crf.js';
import type { DocumentNode } from '../html/node.js';
import type { CrfModelJson } from '../ml/crf/model.js';
import { parseTemplates } from '../ml/crf/template.js';
import { type ExpandedSequence, expandSequence, FeatureInterner, trainExpanded } from '../ml/crf/train.js';

export interface LabelledPage {
  blocks: Block[];
  doc: DocumentNode;
  labels: Label[];
  /** Weight of the page in training (default 1). */
  weight?: number;
}

export const CRF_LABELS = ['p', 'h', 'l', 'c', 'o'];

/** Context columns (ours) whose value is joined with the neighbouring row's: boundaries depend on them. */
const PAIR_COLUMNS = ['tag', 'cont', 'split', 'words', 'shape'];

/** Victor columns also read at the previous and next block (the rest only at the current block). */
function victorNeighbour(column: string): boolean {
  return (
    column.startsWith('container.') ||
    column.startsWith('split.') ||
    column === 'sentence-begin' ||
    column === 'sentence-end' ||
    column === 'bullet' ||
    column === 'ext.tag' ||
    column === 'ext.link-density' ||
    column === 'ext.text-length' ||
    column === 'div-group.word-ratio' ||
    column === 'td-group.word-ratio'
  );
}

/**
 * CRF++ templates for a table: our context columns at offsets −2..+2 (and the pair columns joined with their
 * neighbours), Victor's columns at offset 0 and the structural ones at ±1, the previous block's sentence end
 * with this block's sentence begin (continuations), and the label bigram.
 */
export function templatesFor(columns: readonly string[]): string[] {
  const lines: string[] = [];
  let n = 0;
  const add = (refs: [number, string][]) =>
    lines.push(`U${String(n++).padStart(3, '0')}:${refs.map(([o, c]) => `%x[${o},${c}]`).join('/')}`);
  for (const c of columns) {
    if (c.startsWith('kim.')) {
      if (c === 'kim.keep') for (let o = -2; o <= 2; o++) add([[o, c]]);
      else add([[0, c]]);
      continue;
    }
    const ctx = c.startsWith('ctx.') ? c.slice(4) : c.includes('.') || c.includes('-') ? null : c;
    if (ctx !== null) {
      for (let o = -2; o <= 2; o++) add([[o, c]]);
      if (PAIR_COLUMNS.includes(ctx)) {
        add([
          [-1, c],
          [0, c],
        ]);
        add([
          [0, c],
          [1, c],
        ]);
      }
    } else if (victorNeighbour(c)) for (let o = -1; o <= 1; o++) add([[o, c]]);
    else add([[0, c]]);
  }
  if (columns.includes('sentence-end') && columns.includes('sentence-begin'))
    add([
      [-1, 'sentence-end'],
      [0, 'sentence-begin'],
    ]);
  if (columns.includes('ext.tag'))
    add([
      [-1, 'ext.tag'],
      [0, 'ext.tag'],
    ]);
  lines.push('B');
  return lines;
}

export interface LearnOptions {
  /** The feature set (see clean/crf.ts): `cleaneval`, `context`, `combined`, `corpus` or a feature-set file. */
  featureSet: string;
  c?: number;
  minFrequency?: number;
  maxIterations?: number;
  description?: string;
  log?: (line: string) => void;
}

/** Pages expanded once into interned feature ids, ready for one or several trainings. */
export interface PreparedData {
  featureSet: string;
  columns: string[];
  templates: string[];
  interner: FeatureInterner;
  sequences: ExpandedSequence[];
}

export function preparePages(pages: readonly LabelledPage[], featureSet: string): PreparedData {
  const columns = crfTable(featureSet, pages[0].blocks, pages[0].doc).columns;
  const templates = templatesFor(columns);
  const parsed = parseTemplates(templates, columns);
  const interner = new FeatureInterner();
  const sequences = pages.map((p) => {
    const rows = crfTable(featureSet, p.blocks, p.doc).rows;
    const seq = expandSequence({ rows, labels: p.labels }, parsed, CRF_LABELS, interner);
    seq.weight = p.weight ?? 1;
    return seq;
  });
  return { featureSet, columns, templates, interner, sequences };
}

/** Trains on the prepared sequences whose index passes `use` (all by default). */
export function learnPrepared(
  data: PreparedData,
  opts: LearnOptions,
  use: (index: number) => boolean = () => true,
): CrfModelJson {
  return trainExpanded(
    data.sequences.filter((_, i) => use(i)),
    data.interner,
    {
      columns: data.columns,
      templates: data.templates,
      labels: CRF_LABELS,
      config: data.featureSet,
      c: opts.c ?? 1,
      minFrequency: opts.minFrequency ?? 2,
      maxIterations: opts.maxIterations ?? 150,
      pruneBelow: 1e-3,
      precision: 4,
      description: opts.description ?? '',
      log: opts.log,
    },
  );
}

export function learnCrf(pages: readonly LabelledPage[], opts: LearnOptions): CrfModelJson {
  return learnPrepared(preparePages(pages, opts.featureSet), opts);
}

/** Compact JSON: one line per field, arrays on one line each (the weights dominate the size). */
export function serializeModel(json: CrfModelJson): string {
  const lines = Object.entries(json).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  return `{\n${lines.join(',\n')}\n}\n`;
}
