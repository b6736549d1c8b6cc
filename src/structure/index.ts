// Kitten's rewriting of the kept segments into parser-ready lines: tables (§3.1), lists (§3.2),
// segmentation (§3.3) and abbreviations (§3.3), each switchable by its option.
import type { Segment } from '../blocks/block.js';
import { textSample } from '../blocks/segments.js';
import type { ElementNode } from '../html/node.js';
import type { LogSink } from '../log.js';
import { type Options, tableTextOf } from '../options.js';
import { AbbrFinder } from './abbr.js';
import { LanguageResolver } from './language.js';
import { ListContext } from './lists/context.js';
import { introClause, type Line, type ListEnv, listLines } from './lists/index.js';
import { resolveUp } from './lists/resolve-up.js';
import { closeSentence, segmentUnits, type Unit, type UnitOptions } from './segmentation.js';
import type { TableAnalysis } from './tables/types.js';

export { closeSentence } from './segmentation.js';

/** The nearest table a segment sits in, if any. */
function enclosingTable(seg: Segment, memo: Map<ElementNode, ElementNode | null>): ElementNode | null {
  return resolveUp<ElementNode | null>(memo, seg.blocks[0].node, null, (el, outer) =>
    el.name === 'table' ? el : outer,
  );
}

/**
 * The page's table analysis, or a function making it for the given tables only (`analyzeTables`' `only`): the
 * lines show a data table's text where a kept segment sits in it (its nearest table), no other table's.
 */
export type TablesFor = TableAnalysis | ((wanted: ReadonlySet<ElementNode>) => TableAnalysis);

interface OutLine extends Line {
  /** A plain paragraph or heading line: the only kind that can introduce a list. */
  plain: boolean;
  /** Position in the page of the line's last block (plain lines). */
  lastBlock?: number;
}

export function kittenLines(
  segments: readonly Segment[],
  tablesFor: TablesFor,
  opts: Options,
  log: LogSink,
): string[] {
  // Each segment's nearest table (none without `tables`); a data table's lines stand for its segments.
  const tableMemo = new Map<ElementNode, ElementNode | null>();
  const nearest = segments.map((seg) => (opts.tables ? enclosingTable(seg, tableMemo) : null));
  const tables =
    typeof tablesFor === 'function'
      ? tablesFor(new Set(nearest.filter((t): t is ElementNode => t !== null)))
      : tablesFor;

  const ctx = opts.lists ? new ListContext() : null;
  const env: ListEnv | null = ctx
    ? {
        ctx,
        langs: new LanguageResolver(() => textSample(segments)),
        log,
        surveys: new Map(),
        paper: opts.scope === 'corpus',
      }
    : null;
  const unitOptions: UnitOptions = {
    segmentation: opts.segmentation,
    abbr: opts.abbr ? new AbbrFinder() : null,
    itemKey: ctx ? (b) => ctx.of(b.node).item : null,
    log,
  };

  const out: OutLine[] = [];
  let group: Unit[] = [];
  let groupTop: ElementNode | null = null;
  const flush = () => {
    if (!env || !groupTop || group.length === 0) return;
    const prev = out[out.length - 1];
    // The introduction is the text right before the list: no block of the page (kept or not) in between.
    const adjacent =
      prev?.plain && prev.lastBlock !== undefined && prev.lastBlock + 1 === group[0].blocks[0].id;
    const intro = adjacent ? introClause(prev.text) : null;
    const r = listLines(group, groupTop, intro, env);
    if (r.introUsed) out.pop();
    for (const l of r.lines) out.push({ ...l, plain: false });
    group = [];
    groupTop = null;
  };

  const emittedTables = new Set<ElementNode>();
  for (let s = 0; s < segments.length; s++) {
    const seg = segments[s];
    const near = nearest[s];
    const table = near && tables.lines.has(near) ? near : null;
    if (table) {
      flush();
      if (!emittedTables.has(table)) {
        emittedTables.add(table);
        // The paper's sentences end themselves; rows of cells are closed as any other line.
        const close = tableTextOf(opts) === 'rows';
        for (const text of tables.lines.get(table)!) out.push({ text, close, plain: false });
      }
      continue;
    }
    for (const unit of segmentUnits(seg, unitOptions)) {
      const top = ctx ? ctx.of(unit.blocks[0].node).top : null;
      if (top) {
        if (top !== groupTop) flush();
        group.push(unit);
        groupTop = top;
        continue;
      }
      flush();
      out.push({
        text: unit.text,
        close: true,
        plain: true,
        lastBlock: unit.blocks[unit.blocks.length - 1].id,
      });
    }
  }
  flush();

  const lines: string[] = [];
  for (const l of out) {
    const text = l.close && opts.segmentation ? closeSentence(l.text) : l.text;
    if (text !== '') lines.push(text);
  }
  return lines;
}
