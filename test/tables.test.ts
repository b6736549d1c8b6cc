import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseHtml5 } from '../src/html/parse.js';
import { extract } from '../src/index.js';
import { MAX_SPAN } from '../src/limits.js';
import { packageRoot } from '../src/ml/bundled-models.js';
import { buildGrid, findTables, normalizeSpace, type TableGrid } from '../src/structure/tables/grid.js';
import { analyzeTables, isCalendar } from '../src/structure/tables/index.js';
import { linearizeTable } from '../src/structure/tables/linearize.js';
import { bundledTableModel, parseTableModel } from '../src/structure/tables/model.js';
import { fixRoles, guessRoles } from '../src/structure/tables/roles.js';
import { tableRowLines } from '../src/structure/tables/rows.js';
import type { CellRole } from '../src/structure/tables/types.js';
import { readExcludedPages, trainTableModels } from '../src/training/table-trees.js';
import { forSpacedTexts } from './helpers/spaced-texts.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/tables/${name}`, import.meta.url), 'utf8');
const FIGURE4 = readFileSync(new URL('./golden/kitten-figure4.html', import.meta.url), 'utf8');
const FIGURE4_SENTENCES = [
  'Dimensions Comparison ;; DS Lite ; Length: 133.0mm / Original DS ; Length: 148.7mm / PSP ; Length: 170.0mm.',
  'Dimensions Comparison ;; DS Lite ; Width: 73.9mm / Original DS ; Width: 84.7mm / PSP ; Width: 74.0mm.',
  'Dimensions Comparison ;; DS Lite ; Depth: 21.5mm / Original DS ; Depth: 28.8mm / PSP ; Depth: 23.0mm.',
  'Dimensions Comparison ;; DS Lite ; Weight: 218g / Original DS ; Weight: 275g / PSP ; Weight: 260g.',
];

function gridOf(html: string, index = 0): TableGrid {
  const t = findTables(parseHtml5(html))[index];
  return buildGrid(t.el, true, 1_000_000);
}

/** Roles given per grid slot, as letters (h d n t f x), turned into per-cell roles. */
function rolesOf(grid: TableGrid, letters: string[]): CellRole[] {
  const map: Record<string, CellRole> = {
    h: 'header',
    d: 'data',
    n: 'neutral',
    t: 'thema',
    f: 'finalImportant',
    x: 'finalNonImportant',
  };
  return grid.cells.map((c) => map[letters[c.row][c.col]]);
}

function slotText(g: TableGrid): string[] {
  const out: string[] = [];
  for (let r = 0; r < g.rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < g.cols; c++) {
      const id = g.slots[r * g.cols + c];
      row.push(id < 0 ? '-' : g.cells[id].text);
    }
    out.push(row.join('|'));
  }
  return out;
}

test('Figure 4 through the whole pipeline gives exactly the four sentences of §3.1.2', () => {
  const r = extract(FIGURE4, { clean: 'none', scope: 'corpus' });
  assert.equal(r.status, 'ok');
  if (r.status !== 'ok') return;
  assert.deepEqual(r.text.trimEnd().split('\n'), FIGURE4_SENTENCES);
  assert.equal(r.tables.length, 1);
  assert.equal(r.tables[0].kind, 'data');
  assert.deepEqual(r.tables[0].cells?.[0], ['neutral', 'header', 'header', 'header']);
  assert.deepEqual(r.tables[0].cells?.[1], ['header', 'data', 'data', 'data']);
  // The cell texts ride beside the roles, one row per <tr>, in the same shape.
  assert.deepEqual(r.tables[0].texts?.[0], ['', 'DS Lite', 'Original DS', 'PSP']);
  assert.deepEqual(r.tables[0].texts?.[4], ['Weight', '218g', '275g', '260g']);
  assert.equal(r.tables[0].texts?.length, r.tables[0].cells?.length);
});

test('Figure 4 linearized from given roles, independently of the classifier', () => {
  const g = gridOf(FIGURE4);
  assert.equal(g.caption, 'Dimensions Comparison');
  const roles = rolesOf(g, ['nhhh', 'hddd', 'hddd', 'hddd', 'hddd']);
  assert.deepEqual(linearizeTable(g, roles), FIGURE4_SENTENCES);
});

test('the rule-based fallback also reads Figure 4 right', () => {
  const a = analyzeTables(parseHtml5(FIGURE4), { tables: true, tableModel: null });
  assert.deepEqual([...a.lines.values()][0], FIGURE4_SENTENCES);
});

test('tables switched off: every table listed, no kind, no cells, no sentences', () => {
  const a = analyzeTables(parseHtml5(FIGURE4), { tables: false });
  assert.deepEqual(a.tables, [
    { index: 0, leaf: true, kind: null, rows: 5, cols: 4, cells: null, texts: null },
  ]);
  assert.equal(a.lines.size, 0);
  const r = extract(FIGURE4, { clean: 'none', tables: false });
  assert.ok(r.status === 'ok' && !r.text.includes(';;'));
});

test('linearization with only column headers, only row headers, and none', () => {
  const cols = gridOf('<table><tr><th>Name</th><th>Age</th></tr><tr><td>Ann</td><td>31</td></tr></table>');
  assert.deepEqual(linearizeTable(cols, rolesOf(cols, ['hh', 'dd'])), ['Name: Ann / Age: 31.']);
  const rows = gridOf(
    '<table><tr><th>Oslo</th><td>4</td><td>-3</td></tr><tr><th>Rome</th><td>15</td><td>7</td></tr></table>',
  );
  assert.deepEqual(linearizeTable(rows, rolesOf(rows, ['hdd', 'hdd'])), ['Oslo: 4 / -3.', 'Rome: 15 / 7.']);
  const none = gridOf('<table><tr><td>a</td><td>b.</td></tr></table>');
  assert.deepEqual(linearizeTable(none, rolesOf(none, ['dd'])), ['a / b.']);
});

test('linearization closes a Chinese or Japanese sentence with 。, never an ASCII full stop', () => {
  const g = gridOf('<table><tr><th>商品</th><th>価格</th></tr><tr><td>りんご</td><td>百円</td></tr></table>');
  assert.deepEqual(linearizeTable(g, rolesOf(g, ['hh', 'dd'])), ['商品: りんご / 価格: 百円。']);
  const done = gridOf('<table><tr><td>東京</td><td>晴れ。</td></tr></table>');
  assert.deepEqual(linearizeTable(done, rolesOf(done, ['dd'])), ['東京 / 晴れ。']);
});

test('linearization: thema cell, legend, two header levels, repeated header skipped', () => {
  const g = gridOf(
    `<table><tr><td colspan="3">Sales</td></tr>
     <tr><td></td><td colspan="2">2020</td></tr>
     <tr><td></td><td>Q1</td><td>Q2</td></tr>
     <tr><td>North</td><td>5</td><td>6</td></tr>
     <tr><td></td><td>Q1</td><td>Q2</td></tr>
     <tr><td>South</td><td>7</td><td></td></tr>
     <tr><td colspan="3">In millions</td></tr></table>`,
  );
  const roles = rolesOf(g, ['ttt', 'nhh', 'nhh', 'hdd', 'nxx', 'hdd', 'fff']);
  assert.deepEqual(linearizeTable(g, roles), [
    'Sales ;; In millions ;; 2020 Q1 ; North: 5 / 2020 Q2 ; North: 6.',
    'Sales ;; In millions ;; 2020 Q1 ; South: 7.',
  ]);
});

test('grid: rowspan and colspan expanded, thead first and tfoot last, caption read', () => {
  const g = gridOf(
    `<table><caption> Cap <b>tion</b></caption><tfoot><tr><td>f1</td><td>f2</td><td>f3</td></tr></tfoot>
     <thead><tr><th rowspan="2">A</th><th colspan="2">B</th></tr><tr><th>b1</th><th>b2</th></tr></thead>
     <tbody><tr><td>1</td><td colspan="2" rowspan="0">2</td></tr><tr><td>3</td></tr></tbody></table>`,
  );
  assert.equal(g.caption, 'Cap tion');
  assert.deepEqual(slotText(g), ['A|B|B', 'A|b1|b2', '1|2|2', '3|2|2', 'f1|f2|f3']);
  assert.equal(g.cells.find((c) => c.text === '2')?.rowspan, 2);
  assert.equal(g.cells[0].section, 'thead');
});

test('grid: a rowspan never crosses its row group, spans are capped, text is normalized', () => {
  const g = gridOf(
    `<table><tbody><tr><td rowspan="9">a</td><td>b&nbsp;&nbsp;c<br>d</td></tr></tbody>
     <tbody><tr><td>e</td><td colspan="99999">f</td></tr></tbody></table>`,
  );
  assert.equal(g.rows, 2);
  assert.equal(g.cols, 1 + MAX_SPAN);
  assert.equal(g.cells[1].text, 'b c d');
  assert.equal(g.cells[1].brs, 1);
  assert.equal(slotText(g)[1].split('|')[0], 'e');
});

test('grid: the slot budget truncates huge spans instead of allocating them', () => {
  const html = `<table>${'<tr><td colspan="1000" rowspan="1000">x</td></tr>'.repeat(50)}</table>`;
  const t = findTables(parseHtml5(html))[0];
  const g = buildGrid(t.el, true, 100_000);
  assert.ok(g.rows * g.cols <= 100_000);
  assert.ok(g.truncated);
});

test('grid invariants hold on random tables (fast-check)', () => {
  const cell = fc.record({
    th: fc.boolean(),
    rs: fc.oneof(
      fc.constant(''),
      fc.integer({ min: -2, max: 6 }).map((n) => ` rowspan="${n}"`),
    ),
    cs: fc.oneof(
      fc.constant(''),
      fc.integer({ min: -2, max: 6 }).map((n) => ` colspan="${n}"`),
    ),
    text: fc.constantFrom('', '1', 'ab', ' x y '),
  });
  fc.assert(
    fc.property(fc.array(fc.array(cell, { maxLength: 5 }), { maxLength: 6 }), (rows) => {
      const html = `<table>${rows
        .map(
          (r) =>
            `<tr>${r.map((c) => `<${c.th ? 'th' : 'td'}${c.rs}${c.cs}>${c.text}</${c.th ? 'th' : 'td'}>`).join('')}</tr>`,
        )
        .join('')}</table>`;
      const g = gridOf(html);
      assert.equal(g.slots.length, g.rows * g.cols);
      g.cells.forEach((c, i) => {
        assert.ok(c.row + c.rowspan <= g.rows && c.col + c.colspan <= g.cols);
        for (let r = c.row; r < c.row + c.rowspan; r++)
          for (let k = c.col; k < c.col + c.colspan; k++) assert.equal(g.slots[r * g.cols + k], i);
      });
      const a = analyzeTables(parseHtml5(html), { tables: true });
      for (const t of a.tables) if (t.cells) assert.equal(t.cells.length, t.rows);
    }),
  );
});

test('every table in pre-order, leafness and nesting, without recursion on 50,000 nested tables', () => {
  const found = findTables(
    parseHtml5(
      '<table><tr><td><table><tr><td>x</td></tr></table><table><tr><td>y</td></tr></table></td></tr></table>',
    ),
  );
  assert.deepEqual(
    found.map((t) => [t.index, t.leaf, t.depth]),
    [
      [0, false, 0],
      [1, true, 1],
      [2, true, 1],
    ],
  );
  const n = 50_000;
  const deep = `${'<table><tr><td>'.repeat(n)}x${'</td></tr></table>'.repeat(n)}`;
  const a = analyzeTables(parseHtml5(deep), { tables: true });
  assert.equal(a.tables.length, n);
  assert.equal(a.tables.filter((t) => t.leaf).length, 1);
  assert.equal(a.tables[0].kind, null);
  assert.equal(a.tables[n - 1].leaf, true);
});

test('fix-ups: a lone data cell among headers, a full-width first row, empty cells', () => {
  const g = gridOf(
    '<table><tr><td colspan="3">Title</td></tr><tr><td>A</td><td>B</td><td>C</td></tr><tr><td></td><td>1</td><td>2</td></tr></table>',
  );
  const fixed = fixRoles(g, ['data', 'header', 'data', 'header', 'header', 'data', 'data']);
  assert.deepEqual(fixed, ['thema', 'header', 'header', 'header', 'neutral', 'data', 'data']);
});

test('rule-based guess: header row and a first column of labels', () => {
  const g = gridOf(
    '<table><tr><td>City</td><td>Max</td><td>Min</td></tr><tr><td>Oslo</td><td>4</td><td>-3</td></tr><tr><td>Rome</td><td>15</td><td>7</td></tr></table>',
  );
  assert.deepEqual(guessRoles(g), [
    'header',
    'header',
    'header',
    'header',
    'data',
    'data',
    'header',
    'data',
    'data',
  ]);
});

test('the bundled model is found from the package root and loads', () => {
  assert.ok(packageRoot());
  const m = bundledTableModel();
  assert.ok(m);
  assert.deepEqual(m?.table.classes, ['layout', 'data']);
  assert.ok(m?.cell.classes.includes('header'));
});

test('calendar guard: a month under weekdays (a title bar above them too) or 20+ days; not a week plan', () => {
  const row = (cells: string[], tag = 'td') =>
    `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`;
  const weeks = [0, 1, 2, 3, 4].map((w) =>
    row([1, 2, 3, 4, 5, 6, 7].map((d) => (w * 7 + d <= 31 ? String(w * 7 + d) : ''))),
  );
  const weekdays = row(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], 'th');
  assert.ok(isCalendar(gridOf(`<table>${weekdays}${weeks.join('')}</table>`)));
  // A prev/next bar above the weekday row.
  const bar = '<tr><td>«</td><td colspan="5">December 2006</td><td>»</td></tr>';
  assert.ok(isCalendar(gridOf(`<table>${bar}${weekdays}${weeks.join('')}</table>`)));
  // No weekday row, but most of a month's days.
  assert.ok(isCalendar(gridOf(`<table>${weeks.join('')}</table>`)));
  // A training plan under the weekdays holds text, not day numbers: the tree decides.
  const plan = ['Rest', '5 miles', 'Intervals', 'Rest', '4 miles', 'Long run', 'Cross-train'];
  assert.ok(!isCalendar(gridOf(`<table>${weekdays}${row(plan)}${row(plan)}${row(plan)}</table>`)));
  // A league table of seven columns of small numbers is not a calendar either.
  const league = [row(['Team', 'P', 'W', 'D', 'L', 'GD', 'Pts'], 'th')].concat(
    ['Rovers', 'United', 'City', 'Town'].map((t, i) =>
      row([t, '9', String(7 - i), '1', String(1 + i), String(9 - 3 * i), String(22 - 3 * i)]),
    ),
  );
  assert.ok(!isCalendar(gridOf(`<table>${league.join('')}</table>`)));
});

test('training leaves the excluded (gate) pages out', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'kitten-tables-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const gate = join(dir, 'gate-pages.tsv');
  writeFileSync(gate, '# gate\ncorpus\tpage\tsite\nmini\tnews\t-\n');
  const { report } = await trainTableModels({
    labelsDir: new URL('./fixtures/tables/labels', import.meta.url).pathname,
    corporaDir: new URL('./fixtures/tables/corpora', import.meta.url).pathname,
    out: null,
    seed: 3,
    folds: 2,
    exclude: readExcludedPages(gate),
  });
  // news.html holds 3 of the 13 labelled tables (1 data).
  assert.match(report, /10 leaf tables \(4 data, 6 layout\) from 3 pages/);
  assert.match(report, /3 labels of excluded \(gate\) pages left out/);
});

test('training on the in-repo mini corpus writes a usable model and a report', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'kitten-tables-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'tables.json');
  const { report } = await trainTableModels({
    labelsDir: new URL('./fixtures/tables/labels', import.meta.url).pathname,
    corporaDir: new URL('./fixtures/tables/corpora', import.meta.url).pathname,
    out,
    seed: 3,
    folds: 2,
  });
  assert.match(report, /13 leaf tables \(5 data, 8 layout\)/);
  assert.match(report, /Table 1/);
  assert.match(report, /header \(\d+\)/);
  const json = JSON.parse(readFileSync(out, 'utf8'));
  assert.equal(json.seed, 3);
  const model = parseTableModel(json);
  const a = analyzeTables(parseHtml5(fixture('corpora/mini/input/shop.html')), {
    tables: true,
    tableModel: model,
  });
  assert.deepEqual(
    a.tables.map((t) => t.kind),
    ['layout', 'data', 'layout'],
  );
});

test('a header written as a label keeps one colon; tiny tables are never data', () => {
  const g = gridOf(
    '<table><tr><th>Venue:</th><td>Villa Park</td></tr><tr><th>Referee:</th><td>Atkinson</td></tr></table>',
  );
  assert.deepEqual(linearizeTable(g, rolesOf(g, ['hd', 'hd'])), ['Venue: Villa Park.', 'Referee: Atkinson.']);
  const figure =
    '<table><caption>Real GDP growth</caption><tr><td><img src="g.gif" alt="chart"></td></tr></table>';
  assert.equal(analyzeTables(parseHtml5(figure), { tables: true }).tables[0].kind, 'layout');
  const menu = '<table><tr><td>SECTIONS</td></tr><tr><td>Home</td></tr><tr><td>News</td></tr></table>';
  assert.equal(analyzeTables(parseHtml5(menu), { tables: true }).tables[0].kind, 'layout');
});

test('linearization: empty cells do not break a run of column headers; a non-empty data cell does', () => {
  // Two header rows with an empty row between them: the data cell reads both levels.
  const split = gridOf(
    '<table><tr><th>Sales</th><th>Cost</th></tr><tr><td></td><td></td></tr>' +
      '<tr><th>2020</th><th>2021</th></tr><tr><td>5</td><td>7</td></tr></table>',
  );
  assert.deepEqual(linearizeTable(split, rolesOf(split, ['hh', 'dd', 'hh', 'dd'])), [
    'Sales 2020: 5 / Cost 2021: 7.',
  ]);
  // The same with a data row in between: the second header row starts a new run.
  const broken = gridOf(
    '<table><tr><th>Sales</th><th>Cost</th></tr><tr><td>1</td><td>2</td></tr>' +
      '<tr><th>2020</th><th>2021</th></tr><tr><td>5</td><td>7</td></tr></table>',
  );
  assert.deepEqual(linearizeTable(broken, rolesOf(broken, ['hh', 'dd', 'hh', 'dd'])), [
    'Sales: 1 / Cost: 2.',
    '2020: 5 / 2021: 7.',
  ]);
});

test('Figure 4 as rows: the caption, then each row once, its cells joined by " | "', () => {
  const rows = [
    'Dimensions Comparison',
    'DS Lite | Original DS | PSP',
    'Length | 133.0mm | 148.7mm | 170.0mm',
    'Width | 73.9mm | 84.7mm | 74.0mm',
    'Depth | 21.5mm | 28.8mm | 23.0mm',
    'Weight | 218g | 275g | 260g',
  ];
  assert.deepEqual(tableRowLines(gridOf(FIGURE4)), rows);
  // Through the pipeline: rows by default in the main scope, closed as any line; sentences in the corpus scope.
  const main = extract(FIGURE4, { clean: 'none' });
  assert.ok(main.status === 'ok');
  assert.deepEqual(
    main.text.trimEnd().split('\n'),
    rows.map((l) => `${l}.`),
  );
  const asked = extract(FIGURE4, { clean: 'none', tableText: 'sentences' });
  assert.ok(asked.status === 'ok' && asked.text.trimEnd().split('\n').length === FIGURE4_SENTENCES.length);
  const corpus = extract(FIGURE4, { clean: 'none', scope: 'corpus', tableText: 'rows' });
  assert.ok(corpus.status === 'ok' && corpus.text.includes('Width | 73.9mm | 84.7mm | 74.0mm.'));
});

test('rows: a spanning cell is read once, where it starts; empty cells are left out', () => {
  const html =
    '<table><tr><th>Team</th><th colspan="2">Score</th></tr>' +
    '<tr><td rowspan="2">Reds</td><td>3</td><td></td></tr><tr><td>1</td><td>2</td></tr></table>';
  assert.deepEqual(tableRowLines(gridOf(html)), ['Team | Score', 'Reds | 3', '1 | 2']);
});

test('cell texts collapse white space and zero-width spaces as the plain run regexp does', () => {
  const plainRuns = (s: string) => s.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
  // Every code unit alone, doubled, beside a space and at the ends (U+200B is not \s, so not trimmed).
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    const text = `${ch}a${ch}b${ch}${ch}c ${ch}d${ch} e`;
    assert.equal(normalizeSpace(text), plainRuns(text), `U+${c.toString(16)}`);
  }
  forSpacedTexts((text) => assert.equal(normalizeSpace(text), plainRuns(text), JSON.stringify(text)));
});
