// Training of the table classifier (logistic, issue 10) and the cell-role tree (Kitten §3.1.1 and §3.1.2) from hand labels, with 10-fold cross-validation.
// Reads the labelled pages from a corpora folder (never at extraction or test time on the real corpora).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { logisticScore } from '../ml/logistic.js';
import { predict, type TreeParams, trainTree, treeSize, treeToJSON } from '../ml/tree.js';
import { type CvResult, crossValidate, foldsByGroup, formatScores, scoreConfusion } from '../ml/tree-cv.js';
import { CELL_FEATURES, cellFeatures, TABLE_FEATURES } from '../structure/tables/features.js';
import type { TableGrid } from '../structure/tables/grid.js';
import { layoutGuard } from '../structure/tables/index.js';
import { fixRoles, ROLES } from '../structure/tables/roles.js';
import type { CellRole } from '../structure/tables/types.js';
import { siteOfPage } from './page-site.js';
import {
  cellRolesFromSlots,
  type ExcludedPages,
  isExcluded,
  type LeafTable,
  leafTablesOf,
  readLabels,
  readPage,
  readPageBytes,
} from './table-dataset.js';
import {
  leaveOneSourceOut,
  nestedTableCv,
  selectTableParams,
  subsetScores,
  type TABLE_PARAM_GRID,
  trainTableClassifier,
} from './table-selection.js';

export interface TrainOptions {
  /** Folder holding labels.jsonl. */
  labelsDir: string;
  /** Path of the model to write (models/tables.json); null writes nothing. */
  out: string | null;
  seed: number;
  /** Folder of the corpora the labels point into (`<corpus>/input/<page>`). */
  /** Folder of the corpora the labels refer to (`<corpus>/input/<page>`). */
  corporaDir: string;
  folds?: number;
  /** Pages and sites never trained on nor scored (the CI gate's, data/gate-pages.tsv). */
  exclude?: ExcludedPages;
}

export const CELL_TREE_PARAMS: Partial<TreeParams> = {
  maxDepth: 12,
  minLeaf: 2,
  minGain: 1e-4,
  balanced: false,
};
/** Identical tables (same text and shape, e.g. one calendar template on many pages) kept at most this often. */
const MAX_COPIES = 3;

interface CellTable {
  group: string;
  corpus: string;
  grid: TableGrid;
  features: number[][];
  roles: CellRole[];
}

/** Cross-validation of the cell tree as the pipeline uses it: tree predictions, then the rule fix-ups. */
function crossValidateCellsFixed(
  tables: CellTable[],
  features: string[],
  folds: number,
  seed: number,
): CvResult & {
  headerRows: { total: number; typed: number };
  headerRowsByCorpus: Map<string, { total: number; typed: number }>;
} {
  const classes = ROLES.slice();
  const foldOf = foldsByGroup(
    tables.map((t) => t.group),
    folds,
    seed,
  );
  const confusion = classes.map(() => new Array(classes.length).fill(0));
  const headerRows = { total: 0, typed: 0 };
  const headerRowsByCorpus = new Map<string, { total: number; typed: number }>();
  for (let f = 0; f < folds; f++) {
    const train = tables.filter((_, i) => foldOf[i] !== f);
    const test = tables.filter((_, i) => foldOf[i] === f);
    if (!train.length || !test.length) continue;
    const tree = trainTree(
      train.flatMap((t) => t.features),
      train.flatMap((t) => t.roles.map((r) => classes.indexOf(r))),
      classes,
      features,
      CELL_TREE_PARAMS,
    );
    for (const t of test) {
      const predicted = fixRoles(
        t.grid,
        t.features.map((x) => predict(tree, x) as CellRole),
      );
      t.roles.forEach((r, i) => {
        confusion[classes.indexOf(r)][classes.indexOf(predicted[i])]++;
      });
      countHeaderRows(t, predicted, headerRows);
      const own = headerRowsByCorpus.get(t.corpus) ?? { total: 0, typed: 0 };
      headerRowsByCorpus.set(t.corpus, own);
      countHeaderRows(t, predicted, own);
    }
  }
  return { ...scoreConfusion(classes, confusion), headerRows, headerRowsByCorpus };
}

/**
 * Header rows of a labelled data table (rows whose non-empty cells are all labelled header) and how many of
 * them the pipeline types header in full — the "header rows typed header".
 */
function countHeaderRows(t: CellTable, predicted: CellRole[], acc: { total: number; typed: number }): void {
  const { grid } = t;
  for (let r = 0; r < grid.rows; r++) {
    const ids = new Set<number>();
    for (let c = 0; c < grid.cols; c++) {
      const id = grid.slots[r * grid.cols + c];
      if (id >= 0 && grid.cells[id].text.length > 0) ids.add(id);
    }
    if (ids.size === 0 || ![...ids].every((id) => t.roles[id] === 'header')) continue;
    acc.total++;
    if ([...ids].every((id) => predicted[id] === 'header')) acc.typed++;
  }
}

/** Grouped cross-validation of the table classifier, plain and as the pipeline uses it (guarded tables layout). */
function crossValidateTables(
  X: number[][],
  y: number[],
  groups: string[],
  small: boolean[],
  features: string[],
  params: (typeof TABLE_PARAM_GRID)[number],
  folds: number,
  seed: number,
): { plain: CvResult; guarded: CvResult } {
  const classes = ['layout', 'data'];
  const foldOf = foldsByGroup(groups, folds, seed);
  const plain = [
    [0, 0],
    [0, 0],
  ];
  const guarded = [
    [0, 0],
    [0, 0],
  ];
  for (let f = 0; f < folds; f++) {
    const train = y.map((_, i) => i).filter((i) => foldOf[i] !== f);
    const test = y.map((_, i) => i).filter((i) => foldOf[i] === f);
    if (!train.length || !test.length) continue;
    const model = trainTableClassifier(
      train.map((i) => X[i]),
      train.map((i) => y[i]),
      features,
      params,
    );
    for (const i of test) {
      const p = logisticScore(model, X[i]) > 0 ? 1 : 0;
      plain[y[i]][p]++;
      guarded[y[i]][small[i] ? 0 : p]++;
    }
  }
  return { plain: scoreConfusion(classes, plain), guarded: scoreConfusion(classes, guarded) };
}

function signature(t: LeafTable): string {
  return `${t.grid.rows}x${t.grid.cols}:${t.grid.cells.map((c) => c.text).join('|')}`;
}

export interface TableSamples {
  labels: number;
  pages: number;
  tX: number[][];
  tY: number[];
  tG: string[];
  tSmall: boolean[];
  /** The corpus of each table (for per-corpus figures). */
  tCorpus: string[];
  /** `corpus/page#index` of each table (for error listings). */
  tKey: string[];
  cX: number[][];
  cY: number[];
  cG: string[];
  cellTableList: CellTable[];
  skippedCopies: number;
  /** Labels of excluded (gate) pages and sites, left out. */
  excluded: number;
  cellTables: number;
  problems: string[];
}

/** The labelled tables as training samples: table features, cell features, and the site of each. */
export function collectTableSamples(
  labelsDir: string,
  corporaDir: string,
  exclude?: ExcludedPages,
): TableSamples {
  const labels = readLabels(join(labelsDir, 'labels.jsonl'));
  const byPage = new Map<string, typeof labels>();
  for (const l of labels) {
    const key = `${l.corpus}/${l.page}`;
    byPage.set(key, [...(byPage.get(key) ?? []), l]);
  }
  const tX: number[][] = [];
  const tY: number[] = [];
  const tG: string[] = [];
  const tSmall: boolean[] = [];
  const tCorpus: string[] = [];
  const tKey: string[] = [];
  const cX: number[][] = [];
  const cY: number[] = [];
  const cG: string[] = [];
  const copies = new Map<string, number>();
  const problems: string[] = [];
  let skippedCopies = 0;
  let cellTables = 0;
  const cellTableList: CellTable[] = [];
  let excluded = 0;
  let excludedPages = 0;
  for (const [key, pageLabels] of byPage) {
    const { corpus, page } = pageLabels[0];
    // Folds hold out whole sites: a site's template tables never sit on both sides.
    const site =
      pageLabels[0].site ?? siteOfPage(corporaDir, corpus, page, readPageBytes(corporaDir, corpus, page));
    if (isExcluded(exclude, corpus, page, site)) {
      excluded += pageLabels.length;
      excludedPages++;
      continue;
    }
    const tables = leafTablesOf(readPage(corporaDir, corpus, page), corpus, page);
    for (const l of pageLabels) {
      const t = tables.find((x) => x.index === l.index);
      if (!t || (l.rows !== undefined && (t.grid.rows !== l.rows || t.grid.cols !== l.cols))) {
        problems.push(`${key}#${l.index}: table not found or shape changed`);
        continue;
      }
      const sig = signature(t);
      const n = (copies.get(sig) ?? 0) + 1;
      copies.set(sig, n);
      if (n > MAX_COPIES) {
        skippedCopies++;
        continue;
      }
      tX.push(t.features);
      tY.push(l.kind === 'data' ? 1 : 0);
      tG.push(site);
      tSmall.push(layoutGuard(t.grid));
      tCorpus.push(corpus);
      tKey.push(`${key}#${l.index}`);
      if (l.kind === 'data' && l.cells) {
        const roles = cellRolesFromSlots(t.grid, l.cells);
        if (!roles) {
          problems.push(`${key}#${l.index}: cell roles do not match the grid`);
          continue;
        }
        cellTables++;
        const feats = cellFeatures(t.grid);
        cellTableList.push({ group: site, corpus, grid: t.grid, features: feats, roles });
        roles.forEach((r, i) => {
          cX.push(feats[i]);
          cY.push(ROLES.indexOf(r));
          cG.push(site);
        });
      }
    }
  }
  return {
    labels: labels.length,
    pages: byPage.size - excludedPages,
    tX,
    tY,
    tG,
    tSmall,
    tCorpus,
    tKey,
    cX,
    cY,
    cG,
    cellTableList,
    skippedCopies,
    excluded,
    cellTables,
    problems,
  };
}

export async function trainTableModels(opts: TrainOptions): Promise<{ report: string }> {
  const folds = opts.folds ?? 10;
  const samples = collectTableSamples(opts.labelsDir, opts.corporaDir, opts.exclude);
  const { tX, tY, tG, tSmall, cX, cY, cG, cellTableList, skippedCopies, cellTables, problems } = samples;
  const cellClasses = ROLES.slice();
  const tableFeatures = TABLE_FEATURES.slice();
  const cellFeatureNames = CELL_FEATURES.slice();
  // The table classifier's settings: chosen by grouped CV over TABLE_PARAM_GRID; the honest figures are nested CV
  // and leave one corpus out.
  const set = { X: tX, y: tY, groups: tG, small: tSmall };
  const all = tY.map((_, i) => i);
  const chosen = selectTableParams(set, all, tableFeatures, folds, opts.seed);
  const TABLE_PARAMS = chosen.params;
  const dataLine = (name: string, r: CvResult) => {
    const d = r.scores[1];
    return `  ${name.padEnd(18)} data ${String(d.support).padStart(4)}  P ${d.precision.toFixed(3)}  R ${d.recall.toFixed(3)}  F ${d.f.toFixed(3)}`;
  };
  const nested = nestedTableCv(set, tableFeatures, folds, 5, opts.seed);
  const byCorpus = [...new Set(samples.tCorpus)].sort().map((corpus) =>
    dataLine(
      corpus,
      subsetScores(set, nested.predicted, (i) => samples.tCorpus[i] === corpus),
    ),
  );
  // Leave one corpus out: trained on the other corpora only (settings chosen on them), scored on the held-out one.
  const loco = leaveOneSourceOut(set, samples.tCorpus, tableFeatures, 5, opts.seed);
  const tableCvs = crossValidateTables(tX, tY, tG, tSmall, tableFeatures, TABLE_PARAMS, folds, opts.seed);
  const tableCv = tableCvs.plain;
  const cellCv = crossValidate(cX, cY, cG, cellClasses, cellFeatureNames, CELL_TREE_PARAMS, folds, opts.seed);
  const tableGuardedCv = tableCvs.guarded;
  const cellFixedCv = crossValidateCellsFixed(cellTableList, cellFeatureNames, folds, opts.seed);
  const tableModel = trainTableClassifier(tX, tY, tableFeatures, TABLE_PARAMS);
  const cellTree = trainTree(cX, cY, cellClasses, cellFeatureNames, CELL_TREE_PARAMS);
  const counts = {
    labels: samples.labels,
    pages: samples.pages,
    tables: tY.length,
    sites: new Set(tG).size,
    data: tY.filter((y) => y === 1).length,
    layout: tY.filter((y) => y === 0).length,
    duplicatesSkipped: skippedCopies,
    excluded: samples.excluded,
    cellTables,
    cells: cY.length,
  };
  const report = [
    `table trees trained on ${counts.tables} leaf tables (${counts.data} data, ${counts.layout} layout) from ${counts.pages} pages of ${counts.sites} sites; ${counts.duplicatesSkipped} duplicate tables skipped; ${counts.excluded} labels of excluded (gate) pages left out; cells: ${counts.cells} from ${counts.cellTables} data tables`,
    '',
    formatScores(
      `Table 1 — data/layout leaf tables, ${folds}-fold cross-validation (folds by site, seed ${opts.seed})`,
      tableCv,
    ),
    '',
    formatScores(
      'Table 1b — the same with the layout guards (too small, calendar, form in a table: what the pipeline outputs)',
      tableGuardedCv,
    ),
    '',
    `table classifier (logistic) settings chosen by ${folds}-fold CV grouped by site: ${JSON.stringify(TABLE_PARAMS)} (data F ${chosen.f.toFixed(3)} on the CV that chose them)`,
    '',
    formatScores(
      `Table 1c — nested CV (outer ${folds} folds by site, settings chosen on each outer training part by 5-fold CV by site), guarded: the held-out estimate`,
      nested.cv,
    ),
    'Table 1c by corpus (data tables):',
    ...byCorpus,
    '',
    'Table 1d — leave one corpus out (trained on the other corpora, settings chosen on them by 5-fold CV by site), guarded: the figure for new sites',
    ...loco.bySource.map((b) => dataLine(b.source, b.cv)),
    dataLine('pooled', loco.pooled),
    '',
    formatScores(
      `Table 2 — cell roles of data tables, ${folds}-fold cross-validation (folds by site, seed ${opts.seed})`,
      cellCv,
    ),
    '',
    formatScores('Table 2b — the same after the rule fix-ups (what the pipeline outputs)', cellFixedCv),
    `header rows typed header (all their cells): ${cellFixedCv.headerRows.typed}/${cellFixedCv.headerRows.total} = ${(cellFixedCv.headerRows.typed / Math.max(1, cellFixedCv.headerRows.total)).toFixed(3)}`,
    ...[...cellFixedCv.headerRowsByCorpus]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([c, h]) =>
          `  ${c.padEnd(18)} ${h.typed}/${h.total} = ${(h.typed / Math.max(1, h.total)).toFixed(3)}`,
      ),
    '',
    `table classifier: logistic, ${tableFeatures.length} features; largest weights (per standard deviation): ${strongestWeights(tableModel)}`,
    `cell tree ${JSON.stringify(treeSize(cellTree))}`,
    ...problems.map((p) => `warning: ${p}`),
  ].join('\n');
  if (opts.out) {
    const model = {
      about:
        'Kitten table models: data/layout leaf-table classifier (L2 logistic) and cell-role classifier (CART). Produced by `kitten learn --tables --labels data/tables --corpora CORPORA` from data/tables/labels.jsonl.',
      seed: opts.seed,
      trainedOn: counts,
      params: { table: TABLE_PARAMS, cell: CELL_TREE_PARAMS },
      crossValidation: {
        table: tableCv.scores.map((s) => ({ ...s })),
        tableWithGuard: tableGuardedCv.scores.map((s) => ({ ...s })),
        tableNested: nested.cv.scores.map((s) => ({ ...s })),
        tableLeaveOneCorpusOut: {
          pooled: loco.pooled.scores[1],
          byCorpus: Object.fromEntries(loco.bySource.map((b) => [b.source, b.cv.scores[1]])),
        },
        headerRowsTypedHeader: cellFixedCv.headerRows,
        headerRowsTypedHeaderByCorpus: Object.fromEntries(cellFixedCv.headerRowsByCorpus),
        cell: cellCv.scores.map((s) => ({ ...s })),
        cellAfterFixups: cellFixedCv.scores.map((s) => ({ ...s })),
      },
      table: tableModel,
      cell: treeToJSON(cellTree),
    };
    writeFileSync(opts.out, `${JSON.stringify(model)}\n`);
  }
  return { report };
}
export { readExcludedPages } from './table-dataset.js';

/** The classifier's five largest standardized weights, signed (`+` pushes towards data). */
function strongestWeights(m: { features: string[]; weights: number[] }): string {
  return m.features
    .map((f, k) => ({ f, w: m.weights[k] }))
    .sort((a, b) => Math.abs(b.w) - Math.abs(a.w))
    .slice(0, 6)
    .map(({ f, w }) => `${f} ${w > 0 ? '+' : ''}${w.toFixed(2)}`)
    .join(', ');
}
