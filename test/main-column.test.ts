import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { crfColumns } from '../src/clean/crf.js';
import { parseHtml5 } from '../src/html/parse.js';
import { bundledModelPath } from '../src/ml/bundled-models.js';
import { setMainColumnModel } from '../src/ml/crf/main-column.js';

const HTML = readFileSync(new URL('./fixtures/corpus/news.html', import.meta.url), 'utf8');

test('corpus-main: the corpus columns plus the main model p(o) in tenths, low on the body, high on furniture', () => {
  const doc = parseHtml5(HTML);
  const blocks = buildBlocks(doc);
  const corpus = crfColumns('corpus', blocks, doc);
  const withMain = crfColumns('corpus-main', blocks, doc);
  assert.deepEqual(withMain.columns, [...corpus.columns, 'ctx.main']);
  assert.deepEqual(withMain.values.slice(0, -1), corpus.values);
  const main = withMain.values.at(-1)!;
  assert.equal(main.length, blocks.length);
  for (const v of main) assert.match(v, /^m[0-9]$/);
  // The longest paragraph is running text for the main model; a short link is not.
  const longest = blocks.reduce((a, b) => (b.words > a.words ? b : a));
  const link = blocks.findIndex((b) => b.inLink && b.words <= 3);
  assert.ok(Number(main[longest.id].slice(1)) < 5, main[longest.id]);
  assert.ok(link >= 0 && Number(main[link].slice(1)) >= 5, `${blocks[link].text}: ${main[link]}`);
});

test('a dev tool can name the main model per page; a model of another feature set is a clear error', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'kitten-main-column-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const json = JSON.parse(readFileSync(bundledModelPath('auto.json'), 'utf8'));
  const wrong = join(dir, 'wrong.json');
  writeFileSync(wrong, JSON.stringify({ ...json, config: 'cleaneval' }));
  const doc = parseHtml5(HTML);
  const blocks = buildBlocks(doc);
  try {
    setMainColumnModel((d) => (d === doc ? wrong : null));
    assert.throws(() => crfColumns('corpus-main', blocks, doc), /combined/);
    const other = parseHtml5(HTML);
    assert.doesNotThrow(() => crfColumns('corpus-main', buildBlocks(other), other));
  } finally {
    setMainColumnModel(null);
  }
});
