import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dateLineBlocks } from '../src/clean/date-lines.js';
import { blocksOf } from './helpers/second-pass.js';

// A forum thread: each post a numeric date stamp on a line of its own, then the post; a written blog date heading;
// a date inside a sentence; a data table of dates (three rows of two cells).
const post = (k: number) =>
  `<div class="stamp">05-0${k}-2005, 05:4${k} PM</div><div class="post">Post number ${k}, with its running text.</div>`;
const PAGE =
  `<html><body><h2>Friday, 14 Jul, 2006</h2>${[1, 2].map(post).join('')}` +
  '<p>Posted on <b>12/01/98</b> by the editor.</p>' +
  '<table><tr><td>11/13/91</td><td>11 years</td></tr><tr><td>09/29/95</td><td>7 years</td></tr>' +
  '<tr><td>12/01/98</td><td>3 years</td></tr></table></body></html>';

test('dateLines: a kept line that is only a numeric date goes, not a written date, a date in a sentence, a data cell', () => {
  const blocks = blocksOf(PAGE);
  const marks = dateLineBlocks(
    blocks,
    blocks.map(() => true),
  );
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    ['05-01-2005, 05:41 PM', '05-02-2005, 05:42 PM'],
  );
  // Dropped blocks stay as they are.
  assert.equal(
    dateLineBlocks(
      blocks,
      blocks.map(() => false),
    ).reduce((a, b) => a + b, 0),
    0,
  );
});
