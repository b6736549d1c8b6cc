// Phrasing elements (kbd, samp, var, mark, abbr, time, data, output, ruby, bdi, wbr, …) inside a paragraph do
// not break its line: the blocks they split the text into are separated by inline tags only, and the main
// scope's segment bounds (`joinInline` 2, inside a <p>) continue the paragraph across them whatever label the CRF gave.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { buildSegments } from '../src/blocks/segments.js';
import { separation, settleSegmentBounds } from '../src/clean/segment-bounds.js';
import { page } from './helpers/segments.js';

const PHRASING = ['kbd', 'samp', 'var', 'mark', 'abbr', 'time', 'data', 'output', 'bdi', 'code', 'q', 'cite'];

test('a phrasing element inside a paragraph separates its blocks inline, never as a block', () => {
  for (const tag of PHRASING) {
    const blocks = page(`<p>Press <${tag}>Ctrl</${tag}>+<${tag}>Tab</${tag}> now.</p>`);
    assert.deepEqual(blocks.map((b) => separation(b)).slice(1), ['inline', 'glued', 'glued', 'inline'], tag);
  }
  const ruby = page('<p>Read <ruby>漢<rt>kan</rt></ruby> and <bdi>name</bdi>x<wbr>y.</p>');
  assert.ok(ruby.slice(1).every((b) => separation(b) !== 'block'));
});

test('joinInline: `Press <kbd>Ctrl</kbd>+<kbd>Tab</kbd> to switch.` is one line whatever the CRF says', () => {
  const blocks = page('<p>Press <kbd>Ctrl</kbd>+<kbd>Tab</kbd> to switch.</p><p>Next.</p>');
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['Press', 'Ctrl', '+', 'Tab', 'to switch.', 'Next.'],
  );
  // The CRF's labels on WCXB dev 0565: a paragraph opened at each key.
  const crf: Label[] = ['p', 'p', 'c', 'p', 'c', 'p'];
  const before = buildSegments(blocks, crf).map((s) => s.text);
  assert.deepEqual(before, ['Press', 'Ctrl+', 'Tab to switch.', 'Next.']);
  const out = [...crf];
  settleSegmentBounds(blocks, out, { joinInline: 1 });
  assert.deepEqual(
    buildSegments(blocks, out).map((s) => s.text),
    ['Press Ctrl+Tab to switch.', 'Next.'],
  );
});

test('joinInline 2 (the main scope): only inside a <p>; spans glued outside one stay lines of their own', () => {
  const blocks = page(
    '<p>Press <kbd>Ctrl</kbd>+<kbd>Tab</kbd>.</p><div><span>2026</span><span>1h 54m</span></div>',
  );
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['Press', 'Ctrl', '+', 'Tab', '.', '2026', '1h 54m'],
  );
  const out: Label[] = ['p', 'p', 'c', 'p', 'c', 'p', 'p'];
  settleSegmentBounds(blocks, out, { joinInline: 2 });
  assert.deepEqual(
    buildSegments(blocks, out).map((s) => s.text),
    ['Press Ctrl+Tab.', '2026', '1h 54m'],
  );
});
