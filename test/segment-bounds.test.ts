import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block, Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { secondPass } from '../src/clean/auto.js';
import { separation, settleSegmentBounds } from '../src/clean/segment-bounds.js';
import { parseHtml5 } from '../src/html/parse.js';

const LABELS = ['p', 'h', 'l', 'c', 'o'];
const page = (html: string): Block[] => buildBlocks(parseHtml5(html));

/** Posterior rows: each block's p(o) and its likeliest content label, with `second` as the runner-up. */
function posteriors(rows: [number, string, string?][]): Float64Array {
  const out = new Float64Array(rows.length * LABELS.length);
  rows.forEach(([pO, label, second], i) => {
    const rest = 1 - pO;
    out[i * LABELS.length + LABELS.indexOf('o')] = pO;
    out[i * LABELS.length + LABELS.indexOf(label)] = second ? rest * 0.6 : rest;
    if (second) out[i * LABELS.length + LABELS.indexOf(second)] = rest * 0.4;
  });
  return out;
}

test('separation: block tags, one or more <br>, inline tags, nothing at all', () => {
  const blocks = page('<p>one</p><p>two <b>bold</b><br>after<br><br>para</p>x<i>y</i>');
  assert.deepEqual(
    blocks.map((b) => [b.text, separation(b)]),
    [
      ['one', 'block'],
      ['two', 'block'],
      ['bold', 'inline'],
      ['after', 'break'],
      ['para', 'breaks'],
      ['x', 'block'],
      ['y', 'glued'],
    ],
  );
});

test('joinInline: text after kept text across inline tags continues its paragraph; a block tag still opens one', () => {
  const blocks = page('<p>Read <a href="/x">the full report</a> before Monday.</p><p>Next paragraph.</p>');
  assert.equal(blocks.length, 4);
  const out: Label[] = ['p', 'h', 'p', 'p'];
  settleSegmentBounds(blocks, out, { joinInline: 1 });
  assert.deepEqual(out, ['p', 'c', 'c', 'p']);
  // Off, nothing changes; and an inline block after a dropped one is not joined to anything.
  const off: Label[] = ['p', 'h', 'p', 'p'];
  settleSegmentBounds(blocks, off, {});
  assert.deepEqual(off, ['p', 'h', 'p', 'p']);
  const afterDropped: Label[] = ['o', 'h', 'c', 'p'];
  settleSegmentBounds(blocks, afterDropped, { joinInline: 1 });
  assert.deepEqual(afterDropped, ['o', 'h', 'c', 'p']);
});

test('markupKinds: a segment opened in a heading is h, in a list item l; continuations and paragraphs stay', () => {
  const blocks = page('<h2>Title</h2><ul><li>first item</li><li>second <b>item</b></li></ul><p>text</p>');
  const out: Label[] = ['p', 'p', 'h', 'c', 'h'];
  settleSegmentBounds(blocks, out, { markupKinds: 1 });
  assert.deepEqual(out, ['h', 'l', 'l', 'c', 'h']);
});

test('the second pass applies the bounds only when its parameters ask for them (the main scope has none)', () => {
  const blocks = page('<p>Read <a href="/x">the full report</a> now.</p>');
  const post = posteriors([
    [0.1, 'p'],
    [0.1, 'p'],
    [0.1, 'p'],
  ]);
  assert.deepEqual(secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0 }), ['p', 'p', 'p']);
  assert.deepEqual(secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0, joinInline: 1 }), [
    'p',
    'c',
    'c',
  ]);
});

test('breakContinues: an h or l after one <br> outside heading and list markup continues the segment', () => {
  const blocks = page(
    '<p><b>LYMPHEDEMA</b><br>therapists in your state</p><p>Phone 555-0100<br><a href="/x">www.example.org</a></p>' +
      '<ul><li>first<br>second line</li></ul><p>para<br><br>after a blank line</p>',
  );
  assert.deepEqual(
    blocks.map((b) => b.text),
    [
      'LYMPHEDEMA',
      'therapists in your state',
      'Phone 555-0100',
      'www.example.org',
      'first',
      'second line',
      'para',
      'after a blank line',
    ],
  );
  const labels = (): Label[] => ['h', 'h', 'p', 'h', 'l', 'l', 'p', 'h'];
  const out = labels();
  settleSegmentBounds(blocks, out, { breakContinues: 1 });
  // Inside a list item the markup says item, and two <br> are a blank line: both stay.
  assert.deepEqual(out, ['h', 'c', 'p', 'c', 'l', 'l', 'p', 'h']);
  const off = labels();
  settleSegmentBounds(blocks, off, {});
  assert.deepEqual(off, labels());
  // After a dropped block the line opens its own segment.
  const afterDropped: Label[] = ['o', 'h', 'p', 'h', 'l', 'l', 'p', 'h'];
  settleSegmentBounds(blocks, afterDropped, { breakContinues: 1 });
  assert.equal(afterDropped[1], 'h');
});

test('listItemOpens: a continuation that starts a new <li> opens a segment of its markup kind', () => {
  const blocks = page(
    '<ul><li>first item</li><li>second item</li><li><p>third, a paragraph</p></li></ul><p>x <b>y</b></p>',
  );
  const out: Label[] = ['l', 'c', 'c', 'p', 'c'];
  settleSegmentBounds(blocks, out, { listItemOpens: 1 });
  assert.deepEqual(out, ['l', 'l', 'p', 'p', 'c']);
  const off: Label[] = ['l', 'c', 'c', 'p', 'c'];
  settleSegmentBounds(blocks, off, {});
  assert.deepEqual(off, ['l', 'c', 'c', 'p', 'c']);
});

test('breaksOpen: text after a blank line of two <br> opens a segment; one <br> and a line of dashes continue', () => {
  const blocks = page(
    '<p>First part<br><br>Second part<br>same line group<br><br>--<br><br><b>Short title</b></p>',
  );
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['First part', 'Second part', 'same line group', '--', 'Short title'],
  );
  const on: Label[] = ['p', 'c', 'c', 'c', 'c'];
  settleSegmentBounds(blocks, on, { breaksOpen: 1 });
  assert.deepEqual(on, ['p', 'p', 'c', 'c', 'p']);
  const off: Label[] = ['p', 'c', 'c', 'c', 'c'];
  settleSegmentBounds(blocks, off, {});
  assert.deepEqual(off, ['p', 'c', 'c', 'c', 'c']);
  // After a blank line the bold line is a line of its own, so `boldHeadings` may call it a heading.
  const bold: Label[] = ['p', 'c', 'c', 'c', 'c'];
  settleSegmentBounds(blocks, bold, { breaksOpen: 1, boldHeadings: 12 });
  assert.deepEqual(bold, ['p', 'p', 'c', 'c', 'h']);
});
