// The bundled table model (models/tables.json): the data/layout tree and the cell-role tree, loaded once.
import { bundledModelPath, hasBundledModel, loadModelFile } from '../../ml/bundled-models.js';
import { type DecisionTree, treeFromJSON } from '../../ml/tree.js';

export interface TableModel {
  table: DecisionTree;
  cell: DecisionTree;
}

export function parseTableModel(json: unknown): TableModel {
  const o = json as { table?: unknown; cell?: unknown };
  return { table: treeFromJSON(o.table), cell: treeFromJSON(o.cell) };
}

/** The bundled model, or null when the package ships none (the rule-based fallback is used then). */
export function bundledTableModel(): TableModel | null {
  if (!hasBundledModel('tables.json')) return null;
  return loadModelFile(bundledModelPath('tables.json'), (text) => parseTableModel(JSON.parse(text)));
}
