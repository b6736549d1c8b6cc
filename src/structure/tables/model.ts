// The bundled table model (models/tables.json): the data/layout classifier (a logistic model since issue 10; a
// CART tree in older files, still read) and the cell-role tree, loaded once.
import { bundledModelPath, hasBundledModel, loadModelFile } from '../../ml/bundled-models.js';
import { type LogisticModel, logisticFromJSON, logisticPredict } from '../../ml/logistic.js';
import { type DecisionTree, predict, treeFromJSON } from '../../ml/tree.js';

export interface TableModel {
  table: DecisionTree | LogisticModel;
  cell: DecisionTree;
}

export function parseTableModel(json: unknown): TableModel {
  const o = json as { table?: { kind?: unknown }; cell?: unknown };
  const table = o.table?.kind === 'logistic' ? logisticFromJSON(o.table) : treeFromJSON(o.table);
  return { table, cell: treeFromJSON(o.cell) };
}

/** The data/layout decision of the model's table classifier on one feature vector (TABLE_FEATURES order). */
export function predictTableKind(
  classifier: TableModel['table'],
  features: readonly number[],
): 'data' | 'layout' {
  const kind = 'kind' in classifier ? logisticPredict(classifier, features) : predict(classifier, features);
  return kind === 'data' ? 'data' : 'layout';
}

/** The bundled model, or null when the package ships none (the rule-based fallback is used then). */
export function bundledTableModel(): TableModel | null {
  if (!hasBundledModel('tables.json')) return null;
  return loadModelFile(bundledModelPath('tables.json'), (text) => parseTableModel(JSON.parse(text)));
}
