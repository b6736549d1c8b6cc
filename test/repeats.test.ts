import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { dropRepeats } from '../src/clean/repeats.js';
import { parseHtml5 } from '../src/html/parse.js';

const keptOf = (html: string, params: Parameters<typeof dropRepeats>[2]) => {
  const blocks = buildBlocks(parseHtml5(html));
  const out: Label[] = blocks.map(() => 'p');
  dropRepeats(blocks, out, params);
  return blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text);
};

test('a marquee looping its short items goes after its first period (dropShortRepeats)', () => {
  const marquee = '<div class="m"><span>Book Now</span> <span>Acme</span> '.repeat(3);
  const html = `<main><p>We design packaging that sells.</p>${marquee}</main><p>Contact us any day.</p>`;
  assert.deepEqual(keptOf(html, { dropDuplicates: 3, dropShortRepeats: 4 }), [
    'We design packaging that sells.',
    'Book Now',
    'Acme',
    'Contact us any day.',
  ]);
  // Off.
  assert.equal(keptOf(html, { dropDuplicates: 3 }).length, 8);
});

test('short values repeated with other text between them, table cells and code stay', () => {
  // A collection's cards repeat "Buy" after each different name: no loop.
  const cards = ['Red mug', 'Blue mug', 'Green mug', 'Grey mug']
    .map((name) => `<div><h3>${name}</h3><span>Buy</span></div>`)
    .join('');
  assert.equal(keptOf(cards, { dropDuplicates: 3, dropShortRepeats: 4 }).length, 8);
  // Two like links or captions in an article are a pair, not a loop.
  const pair = '<p>See the <a href="a">docs</a>.</p><p><a href="b">link</a></p><p><a href="c">link</a></p>';
  assert.equal(keptOf(pair, { dropDuplicates: 3, dropShortRepeats: 4 }).length, 5);
  // A list of like links is a list (Readability.js's base-url test: "link" after "link").
  const links = `<ul>${'<li><a href="x">link</a></li>'.repeat(4)}</ul>`;
  assert.equal(keptOf(links, { dropDuplicates: 3, dropShortRepeats: 4 }).length, 4);
  const table = `<table>${'<tr><td>Yes</td><td>Yes</td></tr>'.repeat(4)}</table>`;
  assert.equal(keptOf(table, { dropDuplicates: 3, dropShortRepeats: 4 }).length, 8);
  const code = `<pre>${'<span>arg</span> <span>x</span>\n'.repeat(4)}</pre>`;
  assert.equal(keptOf(code, { dropDuplicates: 3, dropShortRepeats: 4 }).length, 8);
});

test('a long repeat is kept once whatever its place (dropDuplicates)', () => {
  const html = '<p>Free shipping on all orders.</p><p>Body.</p><p>Free shipping on all orders.</p>';
  assert.deepEqual(keptOf(html, { dropDuplicates: 3 }), ['Free shipping on all orders.', 'Body.']);
});

test("a repeated phrase inside a sentence stays; a copy's lines still go (duplicatesInline)", () => {
  // Each phase's bold label repeats, its sentence does not: the label is the body's wording.
  const phases = ['Cut the wood.', 'Sand the edges.']
    .map((s) => `<p><strong>Tasks in this phase:</strong> ${s}</p>`)
    .join('');
  const on = keptOf(phases, { dropDuplicates: 3, duplicatesInline: 3 });
  assert.equal(on.filter((t) => t === 'Tasks in this phase:').length, 2);
  // Off: the second label goes, and its sentence is left without its start.
  assert.equal(keptOf(phases, { dropDuplicates: 3 }).filter((t) => t === 'Tasks in this phase:').length, 1);
  // A second copy of a paragraph repeats its every part: the copy goes.
  const copy = '<p><b>Sale ends today:</b> all mugs half price.</p>'.repeat(2);
  assert.equal(keptOf(copy, { dropDuplicates: 3, duplicatesInline: 3 }).length, 2);
  // Lines a `<br>` parts are lines of their own, not parts of a sentence.
  const lines = '<p>Read the full story here<br>Our new mugs ship today<br>Read the full story here</p>';
  assert.equal(keptOf(lines, { dropDuplicates: 3, duplicatesInline: 3 }).length, 2);
});

test("a program's recurring lines stay up to a count; a listing's second rendering goes (duplicatesInCode)", () => {
  // A highlighter wraps each line of a listing in its own element.
  const run = (name: string) =>
    `<pre><code><div>start task ${name} now</div><div>print the total sum</div></code></pre>`;
  const html = `<p>Two runs of the job.</p>${run('alpha')}${run('beta')}${run('gamma')}`;
  const params = { dropDuplicates: 3, duplicatesInCode: 2 };
  // The recurring line is kept twice, the third time it goes.
  assert.equal(keptOf(html, params).filter((t) => t === 'print the total sum').length, 2);
  // Off: once.
  assert.equal(keptOf(html, { dropDuplicates: 3 }).filter((t) => t === 'print the total sum').length, 1);
  // A listing repeating an earlier one line for line is a copy.
  const copy = `${run('alpha')}${run('alpha')}`;
  assert.equal(keptOf(copy, params).length, 2);
});

test('a card price rendered twice in a row is kept once (dropShortTwins)', () => {
  const card = (name: string, price: string) =>
    `<div class="card"><h3>${name}</h3><div class="price"><div class="regular">${price}</div>` +
    `<div class="sale">${price}</div></div></div>`;
  const html = `<main>${card('Dark Roast Coffee', '$19.99')}${card('Vanilla Latte', '$39.99')}</main>`;
  assert.deepEqual(keptOf(html, { dropDuplicates: 3, dropShortTwins: 1 }), [
    'Dark Roast Coffee',
    '$19.99',
    'Vanilla Latte',
    '$39.99',
  ]);
  // Off: both copies stay.
  assert.equal(keptOf(html, { dropDuplicates: 3 }).length, 6);
});

test('a heading over its namesake, a twin opening a sentence, table cells stay (dropShortTwins)', () => {
  // A letter index: the heading "B" over the language "B".
  const index = '<h2>B</h2><ul><li>B</li><li>Bash</li></ul>';
  assert.equal(keptOf(index, { dropDuplicates: 3, dropShortTwins: 1 }).length, 3);
  // The heading "C" over the item "C – ISO/IEC 9899", whose link is only part of its line.
  const item = '<div>C</div><ul><li><a href="c">C</a> – ISO/IEC 9899</li></ul>';
  assert.equal(keptOf(item, { dropDuplicates: 3, dropShortTwins: 1 }).length, 3);
  const table = '<table><tr><td>Yes</td><td>Yes</td></tr></table>';
  assert.equal(keptOf(table, { dropDuplicates: 3, dropShortTwins: 1 }).length, 2);
});
