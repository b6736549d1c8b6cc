import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { sentenceBreakOpeners } from '../src/clean/sentence-breaks.js';
import { assertOnlyWhenSet, assertUnchanged, page } from './helpers/segments.js';

test('a capitalised line after a <br> under a finished sentence opens a paragraph', () => {
  const blocks = page('<p>It is "because" not "cuz".<br>It is "you" not "u".</p>');
  assert.equal(blocks.length, 2);
  const out: Label[] = ['p', 'c'];
  sentenceBreakOpeners(blocks, out, 1);
  assert.deepEqual(out, ['p', 'p']);
});

test('a cut sentence, a question, an ellipsis, a label, capitals, a short line or code change nothing', () => {
  const cases: [string, Label[]][] = [
    ['<p>The regime knows that the<br>majority of people</p>', ['p', 'c']],
    ['<p>Is my application leaking memory?<br>Where are the bottlenecks?</p>', ['p', 'c']],
    ['<p>Title: Revival of the K-8 School.<br>Author(s): Pardini, Priscilla</p>', ['p', 'c']],
    ['<p>Order today and save.<br>FREE shipping</p>', ['p', 'c']],
    ['<p>Most of them are, as a matter of fact, Catholics...<br>If a nationalist does not</p>', ['p', 'c']],
    ['<pre>Build it first.<br>Then run it.</pre>', ['p', 'c']],
  ];
  assertUnchanged(cases, (b, o) => sentenceBreakOpeners(b, o, 1));
  const short = page('<p>Thanks.<br>Another line here.</p>');
  const out: Label[] = ['p', 'c'];
  sentenceBreakOpeners(short, out, 3);
  assert.deepEqual(out, ['p', 'c']);
});

test('settleSegmentBounds applies sentenceBreaks only when set', () => {
  assertOnlyWhenSet(
    '<p>I agree with what was said above.<br>The daughter of Cheney said so too.</p>',
    ['p', 'c'],
    { sentenceBreaks: 1 },
    ['p', 'p'],
  );
});
