// The paper's worked examples (Kitten §3.2–3.3, Figures 7–10) through the whole pipeline, and the switches.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { type ExtractOptions, extract, type LogEvent, type PageOk } from '../src/index.js';

const fixture = (name: string) => readFileSync(new URL(`./golden/kitten-${name}`, import.meta.url), 'utf8');

function run(html: string, opts: ExtractOptions = {}): PageOk {
  const r = extract(html, { clean: 'none', ...opts });
  assert.equal(r.status, 'ok');
  return r as PageOk;
}
const textOf = (html: string, opts: ExtractOptions = {}) => run(html, opts).text;

test('Figure 7: a short-item list after a colon becomes one sentence', () => {
  assert.equal(
    textOf(fixture('figure7.html')),
    'The following list contains a general guideline of different body styles and wedding dress styles to consider: Hourglass-shaped brides, Pear-shaped brides, Petite brides, Plus-size brides, Tall brides.\n',
  );
});

test('Figure 8: the introductory clause ending with "to" is repeated before each item (corpus scope)', () => {
  assert.equal(
    textOf(fixture('figure8.html'), { scope: 'corpus' }),
    'Before selecting a college, parents need to determine how much funding can be available from conventional sources such as savings, income from the family budget, trusts, and part-time jobs, if more money is needed. Before selecting a college, parents need to explore the availability of scholarships, low-interest student and parent loans, second mortgages, and conventional loans. Before selecting a college, parents need to examine their own life insurance policies and retirement programs to ensure that college funds will be available in the event of their death.\n',
  );
});

// The paper prints "phones, which" although its source reads "phones,which": Kitten keeps the page's words,
// so the only difference from the printed text is that missing space.
test('Figure 9: <br> inside a paragraph does not cut sentences (three sentences, one line)', () => {
  assert.equal(
    textOf(fixture('figure9.html')),
    "FIRST-GENERATION (1G) mobile phones,which have been around since the 1970s, use analogue technology to transmit voice calls. Sound quality is generally poor, use of radio spectrum is inefficient, and calls can be intercepted quite easily. Of the world's 800m mobile-phone users, around 70m, mostly in the developing world, have 1G phones.\n",
  );
});

test('Figure 10: acronym titles are written between brackets, both occurrences, and logged', () => {
  const r = run(fixture('figure10.html'));
  assert.equal(
    r.text,
    'Accessible Arts is the peak arts organisation in NSW (New South Wales) promoting creative expression and participation in arts and cultural activities by people with disabilities. This site provides information on art and disability in NSW (New South Wales).\n',
  );
  const events: LogEvent[] = r.log.filter((e) => e.type === 'abbr-expanded');
  assert.deepEqual(events, [
    { type: 'abbr-expanded', abbr: 'NSW', expansion: 'New South Wales' },
    { type: 'abbr-expanded', abbr: 'NSW', expansion: 'New South Wales' },
  ]);
});

test('--no-lists keeps one line per item and the introduction as it is', () => {
  assert.equal(
    textOf(fixture('figure7.html'), { lists: false }),
    'The following list contains a general guideline of different body styles and wedding dress styles to consider.\nHourglass-shaped brides.\nPear-shaped brides.\nPetite brides.\nPlus-size brides.\nTall brides.\n',
  );
});

test('--no-segmentation: every <br> breaks the line and no punctuation is added', () => {
  const lines = textOf(fixture('figure9.html'), { segmentation: false }).split('\n');
  assert.equal(lines.length, 7); // six lines and the final newline
  assert.equal(lines[0], 'FIRST-GENERATION (1G) mobile phones,which have been around');
  assert.equal(lines[2], 'Sound quality is generally poor, use of radio spectrum is inefficient,');
  assert.equal(textOf('<h1>Title</h1><p>Body</p>', { segmentation: false }), 'Title\nBody\n');
  assert.equal(textOf('<h1>Title</h1><p>Body</p>'), 'Title.\nBody.\n');
});

test('--no-abbr leaves abbreviations alone and logs nothing', () => {
  const r = run(fixture('figure10.html'), { abbr: false });
  assert.ok(!r.text.includes('(New South Wales)'));
  assert.equal(r.log.length, 0);
});

test('cleaneval and victor formats keep the words of the page', () => {
  const ce = run(fixture('figure10.html'), { format: 'cleaneval' }).output;
  assert.ok(!ce.includes('New South Wales'));
  const v = run(fixture('figure7.html'), { format: 'victor' }).output;
  assert.match(v, /\[l\] Tall brides/);
});

test('deep nesting: lists and abbreviations 20,000 deep go through without overflow', () => {
  const lists = run(`<p>Intro:</p>${'<ul><li>x '.repeat(20_000)}`);
  assert.equal(lists.text.split('\n').length, 20_002);
  const abbrs = run(`<p>${'<abbr title="t">a '.repeat(20_000)}</p>`);
  assert.ok(abbrs.text.startsWith('a (t) a (t)'));
});

test('victor and cleaneval results still give the text, tables and log of the text format when asked', () => {
  for (const name of ['figure7.html', 'figure9.html', 'figure10.html']) {
    const page = fixture(name);
    const asText = run(page, { clean: 'auto' });
    for (const format of ['victor', 'cleaneval'] as const) {
      const r = run(page, { clean: 'auto', format });
      assert.notEqual(r.output, asText.output, `${name} ${format}`);
      assert.equal(r.text, asText.text, `${name} ${format}`);
      assert.deepEqual(r.tables, asText.tables, `${name} ${format}`);
      assert.deepEqual(r.log, asText.log, `${name} ${format}`);
    }
  }
});
