import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { repeatedRunBlocks } from '../src/clean/repeated-runs.js';
import { parseHtml5 } from '../src/html/parse.js';

const keptOf = (html: string, minRun: number) => {
  const blocks = buildBlocks(parseHtml5(html));
  const marks = repeatedRunBlocks(
    blocks,
    blocks.map(() => true),
    minRun,
  );
  return blocks.filter((_, i) => !marks[i]).map((b) => b.text);
};

// A buy box written twice, for narrow and wide screens: short blocks a duplicates rule by word count misses.
const box =
  '<div class="box"><h2>Tumbler</h2><span>$35.00</span><span>Size</span><span>20 oz</span><span>Venom</span></div>';

test("a product page's second copy of its buy box goes, the first stays", () => {
  const html = `<main>${box}<p>A go-to for coffee on the go.</p>${box}<p>Keeps drinks cold.</p></main>`;
  assert.deepEqual(keptOf(html, 5), [
    'Tumbler',
    '$35.00',
    'Size',
    '20 oz',
    'Venom',
    'A go-to for coffee on the go.',
    'Keeps drinks cold.',
  ]);
  // Off, or a longer run asked for.
  assert.equal(keptOf(html, 0).length, 12);
  assert.equal(keptOf(html, 6).length, 12);
});

test('repeats shorter than the run, or out of order, stay', () => {
  // Spec rows sharing values ("Yes", "Steel") repeat a block or two, not a run.
  const specs =
    '<dl><dt>Lid</dt><dd>Yes</dd><dt>Body</dt><dd>Steel</dd><dt>Straw</dt><dd>Yes</dd><dt>Base</dt><dd>Steel</dd></dl>';
  assert.equal(keptOf(specs, 3).length, 8);
  const shuffled = '<p>a b</p><p>c d</p><p>e f</p><p>e f</p><p>c d</p><p>a b</p>';
  assert.equal(keptOf(shuffled, 3).length, 6);
});

test('a run appearing three times is data: the features every plan card lists', () => {
  const plan = (name: string, price: string) =>
    `<div class="plan"><h3>${name}</h3><p>${price}</p><ul><li>Phone consultation.</li><li>Keyword optimized.</li><li>Personalized draft.</li></ul></div>`;
  const html = `<main>${plan('Basic', '$99')}${plan('Plus', '$149')}${plan('Premium', '$199')}</main>`;
  assert.equal(keptOf(html, 3).length, 15);
});
