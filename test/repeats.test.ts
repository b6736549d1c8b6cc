import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { findEntries } from '../src/clean/entries.js';
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

test("a kept listing's entries keep their repeated short field values (entriesKeepRepeats)", () => {
  const cards = [
    ['Red', '4.7'],
    ['Blue', '4.7'],
    ['Green', '4.5'],
    ['Grey', '4.5'],
    ['White', '4.2'],
    ['Black', '4.2'],
  ]
    .map(
      ([name, stars]) =>
        `<div class="card"><a href="/m">${name} mug in glazed stoneware</a><p>${stars} out of 5 stars</p>` +
        `<p>${name} mug in glazed stoneware</p><p>Error rating mug, try again.</p></div>`,
    )
    .join('');
  const html = `<p>Free shipping on all orders.</p><div class="grid">${cards}</div><p>Free shipping on all orders.</p>`;
  const blocks = buildBlocks(parseHtml5(html));
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const keptWith = (params: Parameters<typeof dropRepeats>[2]) => {
    const out: Label[] = blocks.map(() => 'p');
    dropRepeats(blocks, out, params, run);
    return blocks.filter((_, i) => out[i] !== 'o').map((b) => b.text);
  };
  // Each entry's rating stays; a card's second copy of its title, the text every card repeats (after its first
  // copy) and the banner's copy still go.
  const ratings = keptWith({ dropDuplicates: 3, entriesKeepRepeats: 8 }).filter((t) => t.includes('stars'));
  assert.equal(ratings.length, 6);
  const all = keptWith({ dropDuplicates: 3, entriesKeepRepeats: 8 });
  assert.equal(all.filter((t) => t.startsWith('Error')).length, 1);
  assert.equal(all.filter((t) => t.startsWith('Red mug')).length, 1);
  assert.equal(all.filter((t) => t.startsWith('Free')).length, 1);
  // Off: the ratings' repeats go too.
  assert.equal(keptWith({ dropDuplicates: 3 }).filter((t) => t.includes('stars')).length, 3);
});
