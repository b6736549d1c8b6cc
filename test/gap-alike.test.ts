import assert from 'node:assert/strict';
import { test } from 'node:test';
import { alikeGapBlocks } from '../src/clean/gap-fill.js';
import { blocksOf } from './helpers/second-pass.js';

// A portal's teasers, headline and excerpt both links; the CRF kept the first and the last; a short byline
// between two kept paragraphs of another kind of markup.
const teaser = (k: number) =>
  `<div class="teaser"><h3><a href="/s${k}">Headline ${k} of the day</a></h3>` +
  `<p><a href="/s${k}">The excerpt of story ${k}, a sentence long.</a></p></div>`;
const PAGE = `<html><body>${[1, 2, 3, 4].map(teaser).join('')}<p>Closing words.</p><div>by Ann</div><p>More text.</p></body></html>`;
const keptText = (t: string) => /[14]/.test(t) || t.startsWith('Closing') || t.startsWith('More');

test('gapAlike: dropped teasers between kept teasers of the same markup come back, a short gap does not', () => {
  const blocks = blocksOf(PAGE);
  const marks = alikeGapBlocks(
    blocks,
    blocks.map((b) => keptText(b.text)),
    1,
  );
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    [
      'Headline 2 of the day',
      'The excerpt of story 2, a sentence long.',
      'Headline 3 of the day',
      'The excerpt of story 3, a sentence long.',
    ],
  );
});
