// The bundled table model (models/tables.json): the data/layout tree and the cell-role tree, loaded once.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DecisionTree, treeFromJSON } from '../../ml/tree.js';

export interface TableModel {
  table: DecisionTree;
  cell: DecisionTree;
}

/** The folder holding package.json above this file (works from src/ under tsx and from dist/src/). */
export function packageRoot(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

export function parseTableModel(json: unknown): TableModel {
  const o = json as { table?: unknown; cell?: unknown };
  return { table: treeFromJSON(o.table), cell: treeFromJSON(o.cell) };
}

let cached: TableModel | null | undefined;

/** The bundled model, or null when the package ships none (the rule-based fallback is used then). */
export function bundledTableModel(): TableModel | null {
  if (cached !== undefined) return cached;
  const root = packageRoot();
  const path = root ? join(root, 'models', 'tables.json') : null;
  cached = path && existsSync(path) ? parseTableModel(JSON.parse(readFileSync(path, 'utf8'))) : null;
  return cached;
}
