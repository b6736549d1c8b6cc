// The text format reads only the tables that kept text sits in (`analyzeTables`' `only`, `kittenLines` given a
// function): the lines must be those of the whole analysis, and the tables left out unclassified.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseHtml5 } from '../src/html/parse.js';
import { extract } from '../src/index.js';
import { findTables } from '../src/structure/tables/grid.js';
import { analyzeTables } from '../src/structure/tables/index.js';

const ROWS = (k: number) =>
  Array.from(
    { length: 4 },
    (_, i) => `<tr><td>Item ${k}.${i}</td><td>${10 * i + k} kg</td><td>${i + 2} EUR</td></tr>`,
  ).join('');
// Two data tables: the first kept (the page's content), the second inside a nav the auto cleaner drops.
const PAGE = `<html><body><main><h1>Prices of the week</h1><p>The prices of this week are in the table below, per kilogram and in euros.</p>
<table><thead><tr><th>Item</th><th>Weight</th><th>Price</th></tr></thead><tbody>${ROWS(1)}</tbody></table></main>
<nav><table><thead><tr><th>Item</th><th>Weight</th><th>Price</th></tr></thead><tbody>${ROWS(2)}</tbody></table></nav></body></html>`;

test('analyzeTables with `only` reads those tables as the whole analysis does and leaves the others unread', () => {
  const doc = parseHtml5(PAGE);
  const opts = { tables: true };
  const whole = analyzeTables(doc, opts);
  const [first, second] = findTables(doc);
  const part = analyzeTables(doc, opts, new Set([first.el]));
  assert.deepEqual(part.lines.get(first.el), whole.lines.get(first.el));
  assert.ok(whole.lines.has(second.el));
  assert.equal(part.lines.has(second.el), false);
  assert.equal(part.tables[1].kind, null);
  assert.deepEqual(
    part.tables.map((t) => [t.rows, t.cols]),
    whole.tables.map((t) => [t.rows, t.cols]),
  );
});

const textOf = (r: ReturnType<typeof extract>): string => {
  assert.equal(r.status, 'ok');
  return r.status === 'ok' ? r.text : '';
};

test('the text format gives the same text with either analysis', () => {
  for (const clean of ['auto', 'none'] as const) {
    const text = textOf(extract(PAGE, { clean }));
    // json makes the whole analysis first, and its text from it
    const viaJson = textOf(extract(PAGE, { clean, format: 'json' }));
    assert.equal(text, viaJson);
    assert.match(text, /Item 1\.0/);
  }
});
