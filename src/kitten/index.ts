// Kitten's rewriting of the kept segments into parser-ready lines: tables (§3.1), lists (§3.2),
// segmentation (§3.3) and abbreviations (§3.3), each switchable by its option.
import type { Segment } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import type { LogSink } from '../log.js';
import type { Options } from '../options.js';
import { AbbrFinder } from './abbr.js';
import { LanguageResolver } from './language.js';
import { ListContext } from './lists/context.js';
import { introClause, type Line, type ListEnv, listLines } from './lists/index.js';
import { closeSentence, segmentUnits, type Unit } from './segmentation.js';
import type { TableAnalysis } from './tables/types.js';

export { closeSentence } from './segmentation.js';

function enclosingDataTable(seg: Segment, tables: TableAnalysis): ElementNode | null {
  let el: ElementNode | null = seg.blocks[0].node;
  while (el) {
    if (el.name === 'table') return tables.sentences.has(el) ? el : null;
    el = el.parent?.kind === 'element' ? el.parent : null;
  }
  return null;
}

/** The first characters of the kept text, for the language detector (read only when a list needs it). */
function sampleText(segments: readonly Segment[], max = 20_000): string {
  const parts: string[] = [];
  let n = 0;
  for (const s of segments) {
    if (n >= max) break;
    parts.push(s.text);
    n += s.text.length + 1;
  }
  return parts.join(' ');
}

interface OutLine extends Line {
  /** A plain paragraph or heading line: the only kind that can introduce a list. */
  plain: boolean;
}

export function kittenLines(
  segments: readonly Segment[],
  tables: TableAnalysis,
  opts: Options,
  log: LogSink,
): string[] {
  const ctx = opts.lists ? new ListContext() : null;
  const env: ListEnv | null = ctx
    ? { ctx, langs: new LanguageResolver(() => sampleText(segments)), log, surveys: new Map() }
    : null;
  const unitsBySegment = segmentUnits(segments, {
    segmentation: opts.segmentation,
    abbr: opts.abbr ? new AbbrFinder() : null,
    itemKey: ctx ? (b) => ctx.of(b.node).item : null,
    log,
  });

  const out: OutLine[] = [];
  let group: Unit[] = [];
  let groupTop: ElementNode | null = null;
  const flush = () => {
    if (!env || !groupTop || group.length === 0) return;
    const prev = out[out.length - 1];
    const intro = prev?.plain ? introClause(prev.text) : null;
    const r = listLines(group, groupTop, intro, env);
    if (r.introUsed) out.pop();
    for (const l of r.lines) out.push({ ...l, plain: false });
    group = [];
    groupTop = null;
  };

  const emittedTables = new Set<ElementNode>();
  segments.forEach((seg, i) => {
    const table = opts.tables ? enclosingDataTable(seg, tables) : null;
    if (table) {
      flush();
      if (!emittedTables.has(table)) {
        emittedTables.add(table);
        for (const text of tables.sentences.get(table)!) out.push({ text, close: false, plain: false });
      }
      return;
    }
    for (const unit of unitsBySegment[i]) {
      const top = ctx ? ctx.of(unit.blocks[0].node).top : null;
      if (top) {
        if (top !== groupTop) flush();
        group.push(unit);
        groupTop = top;
        continue;
      }
      flush();
      out.push({ text: unit.text, close: true, plain: true });
    }
  });
  flush();

  const lines: string[] = [];
  for (const l of out) {
    const text = l.close && opts.segmentation ? closeSentence(l.text) : l.text;
    if (text !== '') lines.push(text);
  }
  return lines;
}
