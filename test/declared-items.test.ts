import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { declaredItemBlocks, declaredItems, undeclaredListBlocks } from '../src/clean/declared-items.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

// A recipe site's category page that declares its entries as an ItemList of urls (JSON-LD) and shows them in two
// grids; the CRF keeps the first grid and drops the second, and keeps a "Related pages" list of searches.
const URLS = ['/chili-recipe', '/lasagna-recipe', '/curry-recipe', '/stew-recipe', '/soup-recipe'];
const TITLES = [
  'Easy Weeknight Chili',
  'Classic Baked Lasagna',
  'Chickpea Curry in One Pot',
  'Slow Cooker Beef Stew',
  'Creamy Tomato Soup',
];
const LD = JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, item: { '@id': '/', name: 'Home Page' } }],
    },
    {
      '@type': 'ItemList',
      itemListElement: URLS.map((url, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: `https://food.example${url}`,
      })),
    },
  ],
});
const card = (i: number) =>
  `<a class="card" href="https://food.example${URLS[i]}/"><img alt="A bowl of food on a table"><span>${TITLES[i]}</span></a>`;
const page = (ld: string) => `<html><head><script type="application/ld+json">${ld}</script></head><body>
<h1>Dinner recipes</h1><p>Quick and easy dinners for every night of the week, tested in our kitchen.</p>
<div class="grid">${[0, 1, 2, 3].map(card).join('')}</div>
<div class="more">${card(4)}</div>
<ul class="related"><li><a href="/search?q=pasta">pasta dinners tonight</a></li>
<li><a href="/search?q=soup">soup recipes for winter</a></li><li><a href="/search?q=salad">salad recipes for lunch</a></li></ul>
</body></html>`;
const SITE = page(LD);

test('declared items: the page signals carry the ItemList’s entries, not the breadcrumbs', () => {
  const { signals } = preparedPage(SITE);
  assert.deepEqual(
    signals.listItems?.map((x) => x.url),
    URLS.map((u) => `https://food.example${u}`),
  );
  // Microdata ListItems with a nested item, and an OfferCatalog's offered products, are read too.
  const micro = declaredItems(
    [{ '@type': 'OfferCatalog', itemListElement: [{ '@type': 'Offer', itemOffered: { name: 'Tent' } }] }],
    [
      {
        types: ['ItemList'],
        props: new Map([
          [
            'itemlistelement',
            [
              {
                types: ['ListItem'],
                props: new Map([
                  ['item', ['/a']],
                  ['name', ['A']],
                ]),
              },
            ],
          ],
        ]),
      },
    ],
  );
  assert.deepEqual(micro, [
    { name: 'Tent', url: '', description: '' },
    { name: 'A', url: '/a', description: '' },
  ]);
});

test('declared items: the title of an entry left out comes back once most shown entries are kept', () => {
  const { blocks, signals } = preparedPage(SITE);
  const firstGrid = blocks.map((b) => TITLES.slice(0, 4).includes(b.text));
  const marks = declaredItemBlocks(blocks, firstGrid, signals.listItems, 0.75);
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    [TITLES[4]],
  );
  // Off at 0; nothing when too few of the found entries are kept (a "related" strip), or too few are found.
  assert.equal(declaredItemBlocks(blocks, firstGrid, signals.listItems, 0).some(Boolean), false);
  const one = blocks.map((b) => b.text === TITLES[0]);
  assert.equal(declaredItemBlocks(blocks, one, signals.listItems, 0.75).some(Boolean), false);
  assert.equal(declaredItemBlocks(blocks, firstGrid, signals.listItems, 0.75, 6).some(Boolean), false);
});

test('declared items: a kept list of links to no declared entry is marked', () => {
  const { blocks, signals } = preparedPage(SITE);
  const all = blocks.map(() => true);
  const marks = undeclaredListBlocks(blocks, all, signals.listItems, 0.75, 3, 3);
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    ['pasta dinners tonight', 'soup recipes for winter', 'salad recipes for lunch'],
  );
  assert.equal(undeclaredListBlocks(blocks, all, signals.listItems, 0.75, 3, 4).some(Boolean), false);
});

test('declared items: second pass brings back the second grid’s entry and drops the related list', () => {
  const pO = (b: { text: string }) => (b.text === TITLES[4] || b.text.startsWith('A bowl') ? 0.9 : 0.1);
  const { blocks, signals, post } = preparedPage(SITE, pO);
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, params, signals));
  assert.ok(!before.includes(TITLES[4]));
  assert.ok(before.includes('pasta dinners tonight'));
  const on = { ...params, declaredItems: 1, declaredItemsOthers: 3 };
  const after = kept(blocks, secondPass(blocks, post, LABELS, on, signals));
  assert.ok(after.includes(TITLES[4]));
  assert.ok(!after.includes('pasta dinners tonight'));
  assert.ok(!after.some((t) => t.startsWith('A bowl')));
  // Not without a declared list.
  const bare = preparedPage(page('{}'), pO);
  const plain = kept(bare.blocks, secondPass(bare.blocks, bare.post, LABELS, on, bare.signals));
  assert.ok(!plain.includes(TITLES[4]));
  assert.ok(plain.includes('pasta dinners tonight'));
});

test('declared items: with the lead gate, only entries above the first kept one come back', () => {
  const { blocks, signals } = preparedPage(SITE);
  // The second grid's entry lies below the kept ones (a news front's later section): not brought back.
  const firstGrid = blocks.map((b) => TITLES.slice(0, 4).includes(b.text));
  assert.equal(declaredItemBlocks(blocks, firstGrid, signals.listItems, 0.75, 3, true).some(Boolean), false);
  // An entry above the kept ones (a featured card over the list) is.
  const rest = blocks.map((b) => TITLES.slice(1).includes(b.text));
  const marks = declaredItemBlocks(blocks, rest, signals.listItems, 0.75, 3, true);
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    [TITLES[0]],
  );
});
