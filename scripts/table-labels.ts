// Turns the annotator's decisions into data/tables/labels.jsonl.
//   npx tsx scripts/table-labels.ts decisions.txt CORPORA_DIR > data/tables/labels.jsonl
// A decision line is `corpus page index D|L [roles]`: D data, L layout. For data tables the cell roles start
// from the rule-based guess; `roles`, when given, replaces it: one letter per grid slot (h header, d data,
// n neutral, t thema, f finalImportant, x finalNonImportant), rows separated by `/`.
// A roles override `=r`, `=c` or `=rc` is a shorthand: the first row (after any full-width title rows, which
// are thema), the first column, or both, are headers; every other non-empty cell is data, empty cells are
// neutral, and a later row repeating the header row's texts is a header row (the guideline's rule).
// A line `#@source NAME` names who or what made the decisions below it (each label's `source` field).
// With `--review`, prints each data table's grid with its roles instead, for checking.
import { readFileSync } from 'node:fs';
import type { TableGrid } from '../src/structure/tables/grid.js';
import { slotRoles } from '../src/structure/tables/index.js';
import { guessRoles } from '../src/structure/tables/roles.js';
import type { CellRole } from '../src/structure/tables/types.js';
import { siteOfPage } from '../src/training/page-site.js';
import { leafTablesOf, readPage, readPageBytes, type TableLabel } from '../src/training/table-dataset.js';
import { ROLE_LETTER } from './table-role-letters.js';

const args = process.argv.slice(2);
const review = args.includes('--review');
const [decisionsPath, corporaDir] = args.filter((a) => a !== '--review');
if (!decisionsPath || !corporaDir) {
  process.stderr.write('usage: scripts/table-labels.ts DECISIONS CORPORA_DIR [--review]\n');
  process.exit(2);
}
const LETTER_ROLE = Object.fromEntries(Object.entries(ROLE_LETTER).map(([r, l]) => [l, r])) as Record<
  string,
  CellRole
>;

const byPage = new Map<string, { parts: string[]; source?: string }[]>();
let source: string | undefined;
for (const line of readFileSync(decisionsPath, 'utf8').split('\n')) {
  if (line.startsWith('#@source ')) source = line.slice('#@source '.length).trim() || undefined;
  const parts = line.trim().split(/\s+/);
  if (parts.length < 4 || line.startsWith('#')) continue;
  const key = `${parts[0]}\t${parts[1]}`;
  const list = byPage.get(key) ?? [];
  list.push({ parts, source });
  byPage.set(key, list);
}
for (const [key, decisions] of byPage) {
  const [corpus, page] = key.split('\t');
  const tables = leafTablesOf(readPage(corporaDir, corpus, page), corpus, page);
  const site = siteOfPage(corporaDir, corpus, page, readPageBytes(corporaDir, corpus, page));
  for (const {
    parts: [, , indexText, kind, override],
    source: by,
  } of decisions) {
    const t = tables.find((x) => x.index === Number(indexText));
    if (!t) throw new Error(`${corpus}/${page}: no leaf table ${indexText}`);
    const g = t.grid;
    const label: TableLabel = {
      corpus,
      page,
      index: t.index,
      kind: kind === 'D' ? 'data' : 'layout',
      site,
      rows: g.rows,
      cols: g.cols,
      ...(by ? { source: by } : {}),
    };
    if (label.kind === 'data') {
      let cells = slotRoles(g, guessRoles(g));
      if (override?.startsWith('=')) cells = shorthandRoles(g, override.slice(1));
      else if (override) {
        const rows = override.split('/');
        if (rows.length !== g.rows || rows.some((r) => r.length !== g.cols))
          throw new Error(`${corpus}/${page}#${t.index}: roles override is not ${g.rows}x${g.cols}`);
        cells = rows.map((r) => [...r].map((ch) => LETTER_ROLE[ch]));
      }
      label.cells = cells;
      if (review) {
        const lines = [
          `@ ${corpus} ${page} ${t.index} ${g.rows}x${g.cols}${g.caption ? ` caption=${g.caption.slice(0, 40)}` : ''}`,
        ];
        for (let r = 0; r < Math.min(g.rows, 14); r++) {
          const parts: string[] = [];
          for (let c = 0; c < Math.min(g.cols, 9); c++) {
            const id = g.slots[r * g.cols + c];
            parts.push(`${ROLE_LETTER[cells[r][c]]}:${id < 0 ? '' : g.cells[id].text.slice(0, 14)}`);
          }
          lines.push(`  ${parts.join(' | ')}`);
        }
        lines.push(
          `  roles ${cells.map((r) => r.map((x) => ROLE_LETTER[x]).join('')).join('/')}`.slice(0, 400),
        );
        process.stdout.write(`${lines.join('\n')}\n`);
      }
    }
    if (!review) process.stdout.write(`${JSON.stringify(label)}\n`);
  }
}

/** Slot roles from a shorthand: `r` first row headers, `c` first column headers (see the header comment). */
function shorthandRoles(g: TableGrid, spec: string): CellRole[][] {
  const roles: CellRole[] = g.cells.map((c) => (c.text.length === 0 && c.images === 0 ? 'neutral' : 'data'));
  let r0 = 0;
  const rowIds = (r: number) =>
    [...new Set(Array.from(g.slots.subarray(r * g.cols, (r + 1) * g.cols)))].filter((id) => id >= 0);
  while (
    r0 < g.rows - 1 &&
    g.cols > 1 &&
    rowIds(r0).length === 1 &&
    g.cells[rowIds(r0)[0]].colspan >= g.cols
  ) {
    roles[rowIds(r0)[0]] = 'thema';
    r0++;
  }
  if (spec.includes('r')) {
    const head = rowIds(r0);
    for (const id of head) if (roles[id] === 'data') roles[id] = 'header';
    const key = head.map((id) => g.cells[id].text).join('|');
    for (let r = r0 + 1; r < g.rows; r++) {
      const ids = rowIds(r);
      if (ids.map((id) => g.cells[id].text).join('|') === key)
        for (const id of ids) if (roles[id] === 'data') roles[id] = 'header';
    }
  }
  if (spec.includes('c'))
    for (let r = r0; r < g.rows; r++) {
      const id = g.slots[r * g.cols];
      if (id >= 0 && roles[id] === 'data') roles[id] = 'header';
    }
  return slotRoles(g, roles);
}
