// Table analysis (Kitten §3.1). Placeholder: counts tables and their grid size; no classification yet.
import { type DocumentNode, type ElementNode, walk } from '../../html/node.js';
import type { TableAnalysis } from './types.js';

export function analyzeTables(doc: DocumentNode, _opts: { tables: boolean }): TableAnalysis {
  const tables: ElementNode[] = [];
  walk(doc, (n) => {
    if (n.kind === 'element' && n.name === 'table') tables.push(n);
  });
  const info = tables.map((t, index) => {
    let leaf = true;
    let rows = 0;
    let cols = 0;
    walk(t, (n) => {
      if (n.kind !== 'element') return;
      if (n.name === 'table') {
        leaf = false;
        return false;
      }
      if (n.name === 'tr') {
        rows++;
        cols = Math.max(
          cols,
          n.children.filter((c) => c.kind === 'element' && (c.name === 'td' || c.name === 'th')).length,
        );
      }
    });
    return { index, leaf, kind: null, rows, cols, cells: null };
  });
  return { tables: info, sentences: new Map() };
}
