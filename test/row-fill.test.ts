import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rowFillBlocks } from '../src/clean/row-fill.js';
import { blocksOf } from './helpers/second-pass.js';

// A job board: each row a title cell (kept), a location cell and a date cell the CRF drops, a score cell; beside
// it a layout table of one row, a menu cell and the content cell.
const row = (k: number) =>
  `<tr><td>Job ${k}: a clerk wanted for a busy office in town</td><td>PA - Reading</td>` +
  `<td>${k} Days Ago</td><td>${k}</td></tr>`;
const PAGE =
  `<html><body><table>${[1, 2, 3].map(row).join('')}</table>` +
  '<table><tr><td>About us</td><td>The content cell of a layout table, with its running text.</td></tr></table>' +
  '</body></html>';
const keptText = (t: string) => t.startsWith('Job') || t.startsWith('The content');

test('rowFill: short cells of a data row holding kept text come back, not numbers nor a layout row', () => {
  const blocks = blocksOf(PAGE);
  const marks = rowFillBlocks(
    blocks,
    blocks.map((b) => keptText(b.text)),
    8,
  );
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    ['PA - Reading', '1 Days Ago', 'PA - Reading', '2 Days Ago', 'PA - Reading', '3 Days Ago'],
  );
  // At most `rowFill` words.
  const short = rowFillBlocks(
    blocks,
    blocks.map((b) => keptText(b.text)),
    2,
  );
  assert.equal(
    short.reduce((a, b) => a + b, 0),
    0,
  );
});
