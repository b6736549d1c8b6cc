// Training of the two table trees (Kitten §3.1.1 and §3.1.2) from hand labels, with 10-fold cross-validation.
// Reads the labelled pages from a corpora folder (never at extraction or test time on the real corpora).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { predict, type TreeParams, trainTree, treeSize, treeToJSON } from '../ml/tree.js';
import { type CvResult, crossValidate, foldsByGroup, formatScores, scoreConfusion } from '../ml/tree-cv.js';
import { CELL_FEATURES, cellFeatures, TABLE_FEATURES } from '../structure/tables/features.js';
import type { TableGrid } from '../structure/tables/grid.js';
import { tooSmallForData } from '../structure/tables/index.js';
import { fixRoles, ROLES } from '../structure/tables/roles.js';
import type { CellRole } from '../structure/tables/types.js';
import { siteOfPage } from './page-site.js';
import {
  cellRolesFromSlots,
  type LeafTable,
  leafTablesOf,
  readLabels,
  readPage,
  readPageBytes,
} from './table-dataset.js';

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
}

export const TABLE_TREE_PARAMS: Partial<TreeParams> = {
  maxDepth: 6,
  minLeaf: 5,
  minGain: 1e-3,
  balanced: false,
};
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
): CvResult {
  const classes = ROLES.slice();
  const foldOf = foldsByGroup(
    tables.map((t) => t.group),
    folds,
    seed,
  );
  const confusion = classes.map(() => new Array(classes.length).fill(0));
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
    }
  }
  return scoreConfusion(classes, confusion);
}

/** Cross-validation of the table tree as the pipeline uses it: tables too small for data are layout. */
function crossValidateTablesGuarded(
  X: number[][],
  y: number[],
  groups: string[],
  small: boolean[],
  features: string[],
  folds: number,
  seed: number,
): CvResult {
  const classes = ['layout', 'data'];
  const foldOf = foldsByGroup(groups, folds, seed);
  const confusion = [
    [0, 0],
    [0, 0],
  ];
  for (let f = 0; f < folds; f++) {
    const train = y.map((_, i) => i).filter((i) => foldOf[i] !== f);
    const test = y.map((_, i) => i).filter((i) => foldOf[i] === f);
    if (!train.length || !test.length) continue;
    const tree = trainTree(
      train.map((i) => X[i]),
      train.map((i) => y[i]),
      classes,
      features,
      TABLE_TREE_PARAMS,
    );
    for (const i of test) confusion[y[i]][small[i] ? 0 : classes.indexOf(predict(tree, X[i]))]++;
  }
  return scoreConfusion(classes, confusion);
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
  cX: number[][];
  cY: number[];
  cG: string[];
  cellTableList: CellTable[];
  skippedCopies: number;
  cellTables: number;
  problems: string[];
}

/** The labelled tables as training samples: table features, cell features, and the site of each. */
export function collectTableSamples(labelsDir: string, corporaDir: string): TableSamples {
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
  const cX: number[][] = [];
  const cY: number[] = [];
  const cG: string[] = [];
  const copies = new Map<string, number>();
  const problems: string[] = [];
  let skippedCopies = 0;
  let cellTables = 0;
  const cellTableList: CellTable[] = [];
  for (const [key, pageLabels] of byPage) {
    const { corpus, page } = pageLabels[0];
    const tables = leafTablesOf(readPage(corporaDir, corpus, page), corpus, page);
    // Folds hold out whole sites: a site's template tables never sit on both sides.
    const site =
      pageLabels[0].site ?? siteOfPage(corporaDir, corpus, page, readPageBytes(corporaDir, corpus, page));
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
      tSmall.push(tooSmallForData(t.grid));
      if (l.kind === 'data' && l.cells) {
        const roles = cellRolesFromSlots(t.grid, l.cells);
        if (!roles) {
          problems.push(`${key}#${l.index}: cell roles do not match the grid`);
          continue;
        }
        cellTables++;
        const feats = cellFeatures(t.grid);
        cellTableList.push({ group: site, grid: t.grid, features: feats, roles });
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
    pages: byPage.size,
    tX,
    tY,
    tG,
    tSmall,
    cX,
    cY,
    cG,
    cellTableList,
    skippedCopies,
    cellTables,
    problems,
  };
}

export async function trainTableModels(opts: TrainOptions): Promise<{ report: string }> {
  const folds = opts.folds ?? 10;
  const samples = collectTableSamples(opts.labelsDir, opts.corporaDir);
  const { tX, tY, tG, tSmall, cX, cY, cG, cellTableList, skippedCopies, cellTables, problems } = samples;
  const tableClasses = ['layout', 'data'];
  const cellClasses = ROLES.slice();
  const tableFeatures = TABLE_FEATURES.slice();
  const cellFeatureNames = CELL_FEATURES.slice();
  const tableCv = crossValidate(tX, tY, tG, tableClasses, tableFeatures, TABLE_TREE_PARAMS, folds, opts.seed);
  const cellCv = crossValidate(cX, cY, cG, cellClasses, cellFeatureNames, CELL_TREE_PARAMS, folds, opts.seed);
  const tableGuardedCv = crossValidateTablesGuarded(tX, tY, tG, tSmall, tableFeatures, folds, opts.seed);
  const cellFixedCv = crossValidateCellsFixed(cellTableList, cellFeatureNames, folds, opts.seed);
  const tableTree = trainTree(tX, tY, tableClasses, tableFeatures, TABLE_TREE_PARAMS);
  const cellTree = trainTree(cX, cY, cellClasses, cellFeatureNames, CELL_TREE_PARAMS);
  const counts = {
    labels: samples.labels,
    pages: samples.pages,
    tables: tY.length,
    sites: new Set(tG).size,
    data: tY.filter((y) => y === 1).length,
    layout: tY.filter((y) => y === 0).length,
    duplicatesSkipped: skippedCopies,
    cellTables,
    cells: cY.length,
  };
  const report = [
    `table trees trained on ${counts.tables} leaf tables (${counts.data} data, ${counts.layout} layout) from ${counts.pages} pages of ${counts.sites} sites; ${counts.duplicatesSkipped} duplicate tables skipped; cells: ${counts.cells} from ${counts.cellTables} data tables`,
    '',
    formatScores(
      `Table 1 — data/layout leaf tables, ${folds}-fold cross-validation (folds by site, seed ${opts.seed})`,
      tableCv,
    ),
    '',
    formatScores(
      'Table 1b — the same with the small-table guard (what the pipeline outputs)',
      tableGuardedCv,
    ),
    '',
    formatScores(
      `Table 2 — cell roles of data tables, ${folds}-fold cross-validation (folds by site, seed ${opts.seed})`,
      cellCv,
    ),
    '',
    formatScores('Table 2b — the same after the rule fix-ups (what the pipeline outputs)', cellFixedCv),
    '',
    `table tree ${JSON.stringify(treeSize(tableTree))}, cell tree ${JSON.stringify(treeSize(cellTree))}`,
    ...problems.map((p) => `warning: ${p}`),
  ].join('\n');
  if (opts.out) {
    const model = {
      about:
        'Kitten table trees: data/layout leaf-table classifier and cell-role classifier (CART). Produced by `kitten learn --tables --labels data/tables --corpora CORPORA` from data/tables/labels.jsonl.',
      seed: opts.seed,
      trainedOn: counts,
      params: { table: TABLE_TREE_PARAMS, cell: CELL_TREE_PARAMS },
      crossValidation: {
        table: tableCv.scores.map((s) => ({ ...s })),
        tableWithGuard: tableGuardedCv.scores.map((s) => ({ ...s })),
        cell: cellCv.scores.map((s) => ({ ...s })),
        cellAfterFixups: cellFixedCv.scores.map((s) => ({ ...s })),
      },
      table: treeToJSON(tableTree),
      cell: treeToJSON(cellTree),
    };
    writeFileSync(opts.out, `${JSON.stringify(model)}\n`);
  }
  return { report };
}
