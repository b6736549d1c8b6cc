// A data table's row is one record (the corpus scope's second pass, `rowFill`): CleanEval's gold keeps every
// field of a listing's entry, a job board's location and date cells beside the kept title and summary. The CRF
// decides block by block and drops such short cells as navigation. In a row of a data table (2+ cells, and 3+
// rows of its table with as many cells) holding kept text outside links, a dropped cell text of at most `rowFill`
// words, not links, with a letter, comes back: the first of a run as a paragraph, the cells after it continuing
// it (the gold writes "Reading 5 Days Ago" as one line). By markup only, so in any language. Layout tables
// (a navigation cell beside the content cell) have few rows of one width and are left alone.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { isText } from './gap-fill.js';

export interface RowFillParams {
  /** Corpus scope: the most words of a dropped cell text that comes back in a row holding kept text (0 = off). */
  rowFill?: number;
}

/** The fewest rows of one width that make a table a data table. */
const MIN_ROWS = 3;
/** A field says something: a bare number in a cell (a score, a count) is not one. */
const LETTER = /\p{L}/u;

/** Whether a block reads as text rather than links (less than half its words are link text). */
const notLinks = (b: Block): boolean => 2 * b.linkWords < b.words;

/** The nearest enclosing `<tr>` of a block, unless a table or a cell-less element comes first; else null. */
export function rowOf(b: Block): ElementNode | null {
  let n: ElementNode | null = b.node;
  while (n) {
    if (n.name === 'tr') return n;
    if (n.name === 'table' || n.name === 'body') return null;
    const p: ElementNode['parent'] = n.parent;
    n = p && p.kind === 'element' ? p : null;
  }
  return null;
}

/** The number of cells (`<td>`/`<th>` children) of a row. */
const cellCount = (r: ElementNode): number =>
  r.children.filter((c) => c.kind === 'element' && (c.name === 'td' || c.name === 'th')).length;

/** The rows of a row's table (through `<tbody>`/`<thead>`/`<tfoot>`), the row's own siblings included. */
function tableRows(r: ElementNode): ElementNode[] {
  const parent = r.parent;
  if (parent?.kind !== 'element') return [r];
  const table = parent.name === 'table' ? parent : parent.parent;
  if (table?.kind !== 'element') return [r];
  const rows: ElementNode[] = [];
  for (const c of table.children) {
    if (c.kind !== 'element') continue;
    if (c.name === 'tr') rows.push(c);
    else if (c.name === 'tbody' || c.name === 'thead' || c.name === 'tfoot')
      for (const g of c.children) if (g.kind === 'element' && g.name === 'tr') rows.push(g);
  }
  return rows;
}

/** Whether a row is one record of a data table: 2+ cells, and 3+ rows of its table have as many. */
export function dataRow(r: ElementNode): boolean {
  const n = cellCount(r);
  return n >= 2 && tableRows(r).filter((x) => cellCount(x) === n).length >= MIN_ROWS;
}

/** 1 for each dropped short cell text in a data row holding kept text outside links (see the file comment). */
export function rowFillBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const rows = blocks.map(rowOf);
  const keptRows = new Set<ElementNode>();
  for (let i = 0; i < blocks.length; i++) {
    const r = rows[i];
    if (r && kept[i] && isText(blocks[i]) && notLinks(blocks[i])) keptRows.add(r);
  }
  const data = new Map<ElementNode, boolean>();
  for (let i = 0; i < blocks.length; i++) {
    const r = rows[i];
    const b = blocks[i];
    if (
      !r ||
      kept[i] ||
      !keptRows.has(r) ||
      !isText(b) ||
      !notLinks(b) ||
      b.words > maxWords ||
      !LETTER.test(b.text)
    )
      continue;
    if (!data.has(r)) data.set(r, dataRow(r));
    if (data.get(r)) out[i] = 1;
  }
  return out;
}
