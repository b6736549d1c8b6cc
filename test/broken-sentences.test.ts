import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { brokenSentenceLines } from '../src/clean/broken-sentences.js';
import { assertOnlyWhenSet, assertUnchanged, page } from './helpers/segments.js';

test('a sentence a single <br> cuts in two is one line', () => {
  const blocks = page('<p>Pillows that help you rest more deeply<br>and wake up feeling refreshed.</p>');
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['Pillows that help you rest more deeply', 'and wake up feeling refreshed.'],
  );
  const out: Label[] = ['p', 'p'];
  brokenSentenceLines(blocks, out, 1);
  assert.deepEqual(out, ['p', 'c']);
});

test('with 2, a heading element broken over two lines is one heading', () => {
  const blocks = page('<h2>Cosmetic Packaging Design<br><span>That Captures Beauty</span></h2>');
  const one: Label[] = ['h', 'h'];
  brokenSentenceLines(blocks, one, 1);
  assert.deepEqual(one, ['h', 'h']);
  const two: Label[] = ['h', 'h'];
  brokenSentenceLines(blocks, two, 2);
  assert.deepEqual(two, ['h', 'c']);
});

test('lines after a sentence, a colon, a blank line or a block, or opening in capitals, stay apart', () => {
  const cases: [string, Label[]][] = [
    ['<p>It rained all day.<br>and then it stopped.</p>', ['p', 'p']],
    ['<p>Ingredients:<br>flour, sugar</p>', ['p', 'p']],
    ['<p>Jane Doe<br>12 Main Street</p>', ['p', 'p']],
    ['<p>one thing<br><br>and another</p>', ['p', 'p']],
    ['<p>one thing</p><p>and another</p>', ['p', 'p']],
    ['<h2>Design</h2><br><h3>That Captures Beauty</h3>', ['h', 'h']],
  ];
  assertUnchanged(cases, (blocks, out) => brokenSentenceLines(blocks, out, 2));
});

test('settleSegmentBounds applies brokenSentences only when set', () => {
  assertOnlyWhenSet('<p>rest more deeply<br>and wake up</p>', ['p', 'p'], { brokenSentences: 1 }, ['p', 'c']);
});

test('lines of code stay lines', () => {
  const cases: [string, Label[]][] = [
    ['<pre><code>sudo ufw default deny incoming<br>sudo ufw enable</code></pre>', ['p', 'p']],
    ['<p>run <code>ls -la<br>cd src</code></p>', ['p', 'p', 'p']],
  ];
  assertUnchanged(cases, (blocks, out) => brokenSentenceLines(blocks, out, 2));
});

test('a contact block keeps its e-mail and phone lines', () => {
  const cases: [string, Label[]][] = [
    ['<p>Suzanne Pagel<br>suzanne.pagel@example.org</p>', ['p', 'p']],
    ['<p>(415) 742-4306<br>hello world</p>', ['p', 'p']],
  ];
  assertUnchanged(cases, (blocks, out) => brokenSentenceLines(blocks, out, 2));
});
