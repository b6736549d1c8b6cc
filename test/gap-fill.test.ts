import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { gapBlocks } from '../src/clean/gap-fill.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the document, long enough to be its running text, on it goes.</p>`;
// A small data table between two paragraphs, and a menu of links between the second and the third.
const PAGE = `<html><body>${para(1)}<table><tr><td>Kingdom</td><td>Animalia</td></tr><tr><td>Class</td><td>Mammalia</td></tr></table>${para(2)}<ul><li><a href="/a">Home page</a></li><li><a href="/b">Contact us</a></li></ul>${para(3)}<p>Footer line after the text</p></body></html>`;
const paragraph = (text: string) => text.startsWith('Paragraph');

test('gapFill: a dropped run between kept blocks comes back unless it is mostly links', () => {
  const blocks = blocksOf(PAGE);
  const marks = gapBlocks(
    blocks,
    blocks.map((b) => paragraph(b.text)),
    0.2,
  );
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    ['Kingdom', 'Animalia', 'Class', 'Mammalia'],
  );
});

test('gapFill: the second pass keeps the table the CRF dropped, its cells as items with gapFillCells', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, (b) => (paragraph(b.text) ? 0.1 : 0.9));
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  assert.ok(!kept(blocks, secondPass(blocks, probs, LABELS, params)).includes('Animalia'));
  const out = secondPass(blocks, probs, LABELS, { ...params, gapFill: 0.2, gapFillCells: 1 });
  assert.deepEqual(
    kept(blocks, out).filter((t) => !paragraph(t)),
    ['Kingdom', 'Animalia', 'Class', 'Mammalia'],
  );
  assert.equal(out[blocks.findIndex((b) => b.text === 'Animalia')], 'l');
});
