// Table linearization requirements of issue 10, on the tables-* golden pages: a textbook table is data with
// either cleaner and reads one line per data row with its headers, the list after it is kept, the thead/tfoot
// repeat never becomes a line, rows stay whole whatever the cleaner drops, calendars are layout.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { buildSegments } from '../src/blocks/segments.js';
import { parseHtml5 } from '../src/html/parse.js';
import { extract, type PageOk, resolveOptions } from '../src/index.js';
import { kittenLines } from '../src/structure/index.js';
import { analyzeTables } from '../src/structure/tables/index.js';

// The pages are golden pages (test/golden/tables-*.html, checked file by file by test/golden.test.ts); these
// tests state the requirements on them explicitly.
const dir = new URL('./golden/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');
const CLEANERS = ['none', 'auto'] as const;

// The paper's sentences (`--table-text sentences`, the `corpus` scope's default); rows are tested below.
function ok(html: string, clean: (typeof CLEANERS)[number]): PageOk {
  const r = extract(html, { clean, tableText: 'sentences' });
  assert.equal(r.status, 'ok');
  return r as PageOk;
}

test('the textbook table is data with both cleaners: one line per data row with its headers, the list after kept', () => {
  for (const clean of CLEANERS) {
    const r = ok(read('tables-textbook.html'), clean);
    assert.equal(r.tables.length, 1);
    assert.equal(r.tables[0].kind, 'data', clean);
    // One row of roles per <tr>, in source order; the thead row and its tfoot repeat are both header rows.
    const cells = r.tables[0].cells!;
    assert.equal(cells.length, 5);
    assert.deepEqual(cells[0], ['header', 'header', 'header']);
    assert.deepEqual(cells[4], ['header', 'header', 'header']);
    const lines = r.text.split('\n');
    for (const [plan, price, data] of [
      ['Basic', '10 EUR', '5 GB'],
      ['Plus', '20 EUR', '20 GB'],
      ['Max', '35 EUR', '100 GB'],
    ]) {
      const line = lines.find((l) => l.includes(plan));
      assert.ok(line, `${clean}: a line for ${plan}`);
      for (const part of [`Plan: ${plan}`, `Price: ${price}`, `Data: ${data}`])
        assert.ok(line.includes(part), line);
    }
    // No line holds only headers (neither the thead's nor the tfoot's repeat).
    for (const l of lines)
      assert.ok(!/^(Plan|Price|Data)\.?$/.test(l.trim()), `${clean}: header-only line ${l}`);
    assert.ok(lines.includes('All prices include VAT.'), clean);
    assert.ok(lines.includes('Unused data does not roll over.'), clean);
  }
});

test("the main scope's default table text: the same page's table one line per row as shown, cells joined by |", () => {
  const r = extract(read('tables-textbook.html'), { clean: 'none' });
  assert.equal(r.status, 'ok');
  assert.equal(
    r.status === 'ok' ? r.text : '',
    [
      'Plans.',
      'Our mobile plans.',
      'We offer three plans for every budget, all billed monthly without any commitment.',
      // The header row, the data rows, then the tfoot's repeat, as the page shows them.
      'Plan | Price | Data.',
      'Basic | 10 EUR | 5 GB.',
      'Plus | 20 EUR | 20 GB.',
      'Max | 35 EUR | 100 GB.',
      'Plan | Price | Data.',
      'All prices include VAT.',
      'Unused data does not roll over.',
      '',
    ].join('\n'),
  );
});

test('a data table stays whole in its rows whatever cells the cleaner drops', () => {
  const html = read('tables-textbook.html');
  const doc = parseHtml5(html);
  const blocks = buildBlocks(doc);
  const tables = analyzeTables(doc, { tables: true });
  // Keep every block but drop every other table cell, as a cleaner might.
  let k = 0;
  const labels = blocks.map((b) => {
    let n = b.node.parent;
    while (n && n.kind === 'element' && n.name !== 'td' && n.name !== 'th') n = n.parent;
    if (n && n.kind === 'element') return k++ % 2 === 0 ? 'o' : 'p';
    return 'p';
  });
  const all = kittenLines(
    buildSegments(
      blocks,
      blocks.map(() => 'p'),
    ),
    tables,
    resolveOptions({ tableText: 'sentences' }),
    () => {},
  );
  const some = kittenLines(
    buildSegments(blocks, labels),
    tables,
    resolveOptions({ tableText: 'sentences' }),
    () => {},
  );
  assert.deepEqual(some, all);
  assert.ok(all.some((l) => l.includes('Plan: Plus') && l.includes('Data: 20 GB')));
});

test('a calendar is layout; a key-value card is data with its labels', () => {
  assert.equal(ok(read('tables-calendar.html'), 'none').tables[0].kind, 'layout');
  const kv = ok(read('tables-key-value.html'), 'none');
  assert.equal(kv.tables[0].kind, 'data');
  assert.match(kv.text, /Price: 25 EUR/);
});
