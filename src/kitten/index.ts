// Kitten's rewriting of the kept segments into parser-ready lines (tables, lists, segmentation).
import type { Segment } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import type { LogSink } from '../log.js';
import type { Options } from '../options.js';
import type { TableAnalysis } from './tables/types.js';

const FINAL_PUNCT = /[.!?…:;]["'»”’)\]]*$/u;

/** Adds a full stop where a line ends without sentence punctuation (Kitten §3.3). */
export function closeSentence(line: string): string {
  return FINAL_PUNCT.test(line) ? line : `${line}.`;
}

function enclosingDataTable(seg: Segment, tables: TableAnalysis): ElementNode | null {
  let el: ElementNode | null = seg.blocks[0].node;
  while (el) {
    if (el.name === 'table') return tables.sentences.has(el) ? el : null;
    el = el.parent?.kind === 'element' ? el.parent : null;
  }
  return null;
}

export function kittenLines(
  segments: readonly Segment[],
  tables: TableAnalysis,
  opts: Options,
  _log: LogSink,
): string[] {
  const lines: string[] = [];
  const emittedTables = new Set<ElementNode>();
  for (const seg of segments) {
    const table = opts.tables ? enclosingDataTable(seg, tables) : null;
    if (table) {
      if (!emittedTables.has(table)) {
        emittedTables.add(table);
        lines.push(...tables.sentences.get(table)!);
      }
      continue;
    }
    lines.push(opts.segmentation ? closeSentence(seg.text) : seg.text);
  }
  return lines;
}
