// What the table analysis reports for each `<table>` of the page (the `tables` array of `-f json`).
import type { ElementNode } from '../../html/node.js';

export type CellRole = 'header' | 'data' | 'neutral' | 'thema' | 'finalImportant' | 'finalNonImportant';

export interface TableInfo {
  /** Pre-order index among all `<table>` elements of the parsed tree. */
  index: number;
  /** True when the table contains no other table. */
  leaf: boolean;
  /** Set for leaf tables (null when table analysis is off). */
  kind: 'data' | 'layout' | null;
  rows: number;
  cols: number;
  /** Role of every grid position (spans expanded) for leaf tables; null otherwise. */
  cells: CellRole[][] | null;
  /** Text of every grid position of data leaf tables (same shape as `cells`; a spanning cell's text in each
   * position it covers, '' where no cell is); null otherwise. */
  texts: string[][] | null;
}

export interface TableAnalysis {
  tables: TableInfo[];
  /** The lines of each data leaf table (the paper's sentences or rows of cells), keyed by its `<table>` element. */
  lines: Map<ElementNode, string[]>;
  /** Each data leaf table's entry of `tables`, keyed by its `<table>` element (the Markdown renderer's pipe tables). */
  data: Map<ElementNode, TableInfo>;
}
