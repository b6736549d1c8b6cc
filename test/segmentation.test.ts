// Kitten §3.3 segmentation: closing punctuation and <br> joining, for every cleaner's segments.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildBlocks } from '../src/blocks/build.js';
import { buildSegments } from '../src/blocks/segments.js';
import { labelStructurally } from '../src/clean/structural.js';
import { parseHtml5 } from '../src/html/parse.js';
import { type ExtractOptions, extract, type PageOk, resolveOptions } from '../src/index.js';
import { kittenLines } from '../src/structure/index.js';
import { closeSentence, endsSentence } from '../src/structure/segmentation.js';

const textOf = (html: string, opts: ExtractOptions = {}) =>
  (extract(html, { clean: 'none', ...opts }) as PageOk).text;
const noTables = { tables: [], lines: new Map(), data: new Map() };

test('closeSentence adds a full stop only where a sentence is left open', () => {
  assert.equal(closeSentence('A title'), 'A title.');
  assert.equal(closeSentence('Done.'), 'Done.');
  assert.equal(closeSentence('Really?'), 'Really?');
  assert.equal(closeSentence('Wait…'), 'Wait…');
  assert.equal(closeSentence('He said "no."'), 'He said "no."');
  assert.equal(closeSentence('(It works!)'), '(It works!)');
  assert.equal(closeSentence('He said “no”'), 'He said “no”.');
  assert.equal(closeSentence('Contents:'), 'Contents.');
  assert.equal(closeSentence('one, two,'), 'one, two.');
  assert.equal(closeSentence('See (below)'), 'See (below).');
  assert.equal(closeSentence('A dash -'), 'A dash -.');
  assert.equal(closeSentence('終わり。'), '終わり。');
  assert.equal(closeSentence('trailing  '), 'trailing.');
  assert.ok(!endsSentence('"quoted"'));
});

test('closeSentence always yields a closed sentence (property)', () => {
  fc.assert(
    fc.property(fc.string({ minLength: 1 }), (s) => {
      const out = closeSentence(s);
      if (out !== '') assert.ok(endsSentence(out), JSON.stringify(out));
    }),
  );
});

test('headings, paragraphs and cells are closed; --no-segmentation adds nothing', () => {
  const html = '<h1>Kitten</h1><p>A tool</p><table><tr><td>A layout cell</td></tr></table><p>Done!</p>';
  assert.equal(textOf(html, { tables: false }), 'Kitten.\nA tool.\nA layout cell.\nDone!\n');
  assert.equal(
    textOf(html, { tables: false, segmentation: false }),
    'Kitten\nA tool\nA layout cell\nDone!\n',
  );
});

test('a single <br> is a space, a doubled <br> starts a new line', () => {
  assert.equal(
    textOf('<p>one line<br>goes on. Next<br><br>New part</p>'),
    'one line goes on. Next.\nNew part.\n',
  );
  assert.equal(
    textOf('<p>one line<br>goes on<br><br>New part</p>', { segmentation: false }),
    'one line\ngoes on\nNew part\n',
  );
});

test('segments of other cleaners: a continuation across a paragraph boundary is still closed', () => {
  // The CRF or Kimatu may label a paragraph after a heading `c`; Kitten still separates the sentences.
  const blocks = buildBlocks(parseHtml5('<h2>Title</h2><p>Body text<br>more</p>'));
  assert.deepEqual(labelStructurally(blocks), ['h', 'p', 'c']);
  const merged = buildSegments(blocks, ['h', 'c', 'c']);
  assert.equal(merged.length, 1);
  assert.deepEqual(
    kittenLines(merged, noTables, resolveOptions(), () => {}),
    ['Title.', 'Body text more.'],
  );
  assert.deepEqual(
    kittenLines(merged, noTables, resolveOptions({ segmentation: false }), () => {}),
    ['Title Body text', 'more'],
  );
});

test('a paragraph boundary inside inline markup does not cut the sentence', () => {
  assert.equal(textOf('<p>Read <a href="/x">the <b>paper</b></a> now</p>'), 'Read the paper now.\n');
});

test('unknown, custom and form-label elements run inline: they do not cut the sentence', () => {
  assert.equal(
    textOf('<p>Read <o:p>the</o:p> <custom-x>paper</custom-x> <label>now</label> please</p>'),
    'Read the paper now please.\n',
  );
  assert.equal(textOf('<p>Before</p><hr><p>After</p>'), 'Before.\nAfter.\n');
});

test('closeSentence closes Chinese and Japanese text with the ideographic full stop, never an ASCII one', () => {
  assert.equal(closeSentence('東京の天気'), '東京の天気。');
  assert.equal(closeSentence('今天天气很好，'), '今天天气很好。');
  assert.equal(closeSentence('「引用」'), '「引用」。');
  assert.equal(closeSentence('今日は晴れです。'), '今日は晴れです。');
  assert.equal(closeSentence('【未经授权，不得转载。】'), '【未经授权，不得转载。】');
  assert.equal(closeSentence('《自然》'), '《自然》。');
  assert.equal(closeSentence('Привет мир'), 'Привет мир.');
  assert.equal(closeSentence('한국어 문장'), '한국어 문장.');
});
