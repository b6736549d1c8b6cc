import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { leadInSplits, runInHeadParagraphs } from '../src/clean/run-in-heads.js';
import { settleSegmentBounds } from '../src/clean/segment-bounds.js';
import { breakLineTitles } from '../src/clean/short-headings.js';
import { assertOnlyWhenSet, page } from './helpers/segments.js';

test('runInHeads: a heading segment opened by a bold lead-in ending as a sentence is a paragraph', () => {
  const blocks = page(
    '<p><b>Ease of Deployment.</b> Smaller companies can deploy such technologies quickly.</p>' +
      '<p><b>Scope:</b> all of it, for everyone who reads.</p>' +
      '<p><b>Overview</b> Students learn about local leaders.</p>' +
      '<p><b>Short.</b> Two words</p><h2><b>Real heading.</b> with text after it here</h2>',
  );
  assert.deepEqual(
    blocks.map((b) => b.text),
    [
      'Ease of Deployment.',
      'Smaller companies can deploy such technologies quickly.',
      'Scope:',
      'all of it, for everyone who reads.',
      'Overview',
      'Students learn about local leaders.',
      'Short.',
      'Two words',
      'Real heading.',
      'with text after it here',
    ],
  );
  const out: Label[] = ['h', 'c', 'h', 'c', 'h', 'c', 'h', 'c', 'h', 'c'];
  runInHeadParagraphs(blocks, out, 3);
  // Not "Overview" (no closing punctuation), not a lead-in with two words after it, not a heading element.
  assert.deepEqual(out, ['p', 'c', 'p', 'c', 'h', 'c', 'h', 'c', 'h', 'c']);
});

test('leadInSplit: a short bold title with no closing punctuation splits from the text after it', () => {
  const blocks = page(
    '<p><b>Keywords</b> Service Learning, Deaf Students, Careers, Leadership</p>' +
      '<p><b>Napster</b> paved the way for every file-swapping program.</p>' +
      '<p><b>Plan.</b> Yet even that is largely illusory, they say.</p>' +
      '<p><b>·</b> City of God is released on January 3.</p>' +
      '<p><b>A title far too long to be one here</b> and then the words after it go on.</p>',
  );
  const out: Label[] = ['p', 'c', 'p', 'c', 'p', 'c', 'h', 'c', 'p', 'c'];
  leadInSplits(blocks, out, 5);
  // Only "Keywords": "paved" opens in lower case, "Plan." ends as a sentence, "·" has no letter, the last
  // title has more than 5 words.
  assert.deepEqual(out, ['h', 'p', 'p', 'c', 'p', 'c', 'h', 'c', 'p', 'c']);
});

test('settleSegmentBounds runs both only when their keys are set', () => {
  assertOnlyWhenSet(
    '<p><b>Final Words</b> This project is wonderful for students.</p><p><b>Note.</b> Read it all first.</p>',
    ['p', 'c', 'h', 'c'],
    { runInHeads: 3, leadInSplit: 5 },
    ['h', 'p', 'p', 'c'],
  );
});

test('breakTitles: a title-like first line before a long line after one <br> splits as heading and paragraph', () => {
  const long =
    'You completed treatment, now what do you do? Read about living in remission and the visits after it.';
  const blocks = page(
    `<p>Life After Treatment (5)<br>${long}</p>` +
      `<p>Hey joshua<br>i have probably checked your site sixty times in the last ten days to see what you found there</p>` +
      `<p>Job type: Full time<br>${long}</p>` +
      `<ul><li>Item title<br>${long}</li></ul>`,
  );
  const out: Label[] = ['p', 'c', 'p', 'c', 'p', 'c', 'l', 'c'];
  breakLineTitles(blocks, out, 6);
  // Not a line going on in lower case, not a "Label: value" field, not inside a list item.
  assert.deepEqual(out, ['h', 'p', 'p', 'c', 'p', 'c', 'l', 'c']);
  const off: Label[] = ['p', 'c', 'p', 'c', 'p', 'c', 'l', 'c'];
  settleSegmentBounds(blocks, off, {});
  assert.deepEqual(off, ['p', 'c', 'p', 'c', 'p', 'c', 'l', 'c']);
});
