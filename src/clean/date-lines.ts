// A line that is only a numeric date (the corpus scope's second pass, `dateLines`): a forum post's
// "05-06-2005, 05:41 PM" header, a classified ad's "12-13-06" under its text. CleanEval's gold leaves such stamps
// out (on the dev pages 202 of 206 whole-line numeric dates outside table cells), while it keeps a blog's
// written date headings ("Friday, 14 Jul, 2006", with a word) and a data table's date cells. The CRF keeps the
// stamps with the posts. With `dateLines` 1, a kept block that is a whole line (not on the line of the block
// before or after it) holding only digits in a day-month-year pattern, with an optional time, outside table
// cells, is dropped.
import type { Block } from '../blocks/block.js';
import { dataRow, rowOf } from './row-fill.js';
import { onSameLine } from './segment-bounds.js';

export interface DateLineParams {
  /** Corpus scope: drop kept whole lines holding only a numeric date and time, outside table cells (0 = off). */
  dateLines?: number;
}

/** "05-06-2005", "12/1/06", "2005.06.05", with an optional ", 05:41 PM" / "at 17:41:02". */
const NUMERIC_DATE =
  /^\d{1,4}[-./]\d{1,2}[-./]\d{2,4}(?:,?\s*(?:at\s+)?\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?)?$/;

/** 1 for each kept whole line that is only a numeric date, outside table cells (see the file comment). */
export function dateLineBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (!kept[i] || !NUMERIC_DATE.test(b.text)) continue;
    if ((i > 0 && onSameLine(b)) || (i + 1 < blocks.length && onSameLine(blocks[i + 1]))) continue;
    // A data table's date column is its records' field.
    const row = rowOf(b);
    if (row && dataRow(row)) continue;
    out[i] = 1;
  }
  return out;
}
