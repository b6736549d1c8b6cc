import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { crfColumns } from '../src/clean/crf.js';
import { parseHtml5 } from '../src/html/parse.js';
import { kindColumns } from '../src/ml/crf/kind-columns.js';

test('seps: what separates each block from the previous and the next one, the page ends as block tags', () => {
  const doc = parseHtml5('<p>one</p><p><b>Heading</b><br>line <i>more</i><br><br>para</p><div>last</div>');
  const blocks = buildBlocks(doc);
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['one', 'Heading', 'line', 'more', 'para', 'last'],
  );
  assert.deepEqual(kindColumns(blocks), [['BB', 'B1', '1i', 'i2', '2B', 'BB']]);
});

test('the corpus feature set is the combined one plus the kind column, last', () => {
  const doc = parseHtml5('<h2>Title</h2><ul><li>a b</li><li>c d</li></ul><p>Text here.</p>');
  const blocks = buildBlocks(doc);
  const combined = crfColumns('combined', blocks, doc);
  const corpus = crfColumns('corpus', blocks, doc);
  assert.deepEqual(corpus.columns, [...combined.columns, 'ctx.seps']);
  assert.deepEqual(corpus.values.slice(0, -1), combined.values);
  assert.deepEqual(corpus.values.at(-1), ['BB', 'BB', 'BB', 'BB']);
});

test('kindColumns of no blocks is one empty column', () => {
  assert.deepEqual(kindColumns([]), [[]]);
});
