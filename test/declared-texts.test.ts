import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { declaredBioBlocks, declaredEntityBlocks, declaredEntityTexts } from '../src/clean/declared-texts.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

// A recipe page whose JSON-LD spells out its ingredients and steps; the CRF drops the steps' panel.
// Each step is a declared text of its own, of at least 40 words (a shorter one is taken for a teaser).
const STEP1 =
  'Whisk the flour, the sugar and the salt together in a large bowl until they are well mixed, then make a ' +
  'well in the middle and set the bowl aside while you weigh the butter and warm the oven to a high heat.';
const STEP2 =
  'Rub in the cold butter with your fingertips until the mixture looks like coarse breadcrumbs, lifting it ' +
  'high above the bowl as you go so that it stays cool and light, and stop as soon as no large lumps remain.';
const BIO =
  'Jane Doe has written about home baking for twenty years and teaches bread classes in her village hall.';
const LD = JSON.stringify([
  {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Scones',
    recipeIngredient: ['flour', 'sugar', 'salt', 'butter'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: STEP1 },
      { '@type': 'HowToStep', text: STEP2 },
    ],
    author: { '@type': 'Person', name: 'Jane Doe', description: BIO },
  },
]);
const page = (ld: string) => `<html><head><script type="application/ld+json">${ld}</script></head><body>
<h1>Scones</h1><p>These scones are light, quick to make and best eaten warm on the day they are baked.</p>
<div class="steps"><p>${STEP1}</p><p>${STEP2}</p></div>
<div class="about"><p>${BIO}</p></div>
<div class="newsletter"><p>Sign up for our newsletter to hear about new recipes and baking classes first.</p></div>
</body></html>`;
const RECIPE = page(LD);

test('declared texts: the page signals carry the recipe’s steps and the author’s biography', () => {
  const { signals } = preparedPage(RECIPE);
  assert.ok(signals.entityTexts?.includes(STEP1));
  assert.deepEqual(signals.bios, [BIO]);
});

test('declared texts: dropped blocks of a well-covered entity text are marked; kept bio blocks too', () => {
  const { blocks, signals } = preparedPage(RECIPE);
  const none = blocks.map(() => false);
  const marks = declaredEntityBlocks(blocks, none, signals.entityTexts, 4);
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    [STEP1, STEP2],
  );
  // Not when the blocks found cover too little of the declared text, nor off at 0.
  assert.equal(
    declaredEntityBlocks(blocks, none, [`${STEP1} ${'more words '.repeat(40)}`], 4).some(Boolean),
    false,
  );
  assert.equal(declaredEntityBlocks(blocks, none, signals.entityTexts, 0).some(Boolean), false);
  const all = blocks.map(() => true);
  assert.deepEqual(
    blocks.filter((_, i) => declaredBioBlocks(blocks, all, signals.bios, 4)[i]).map((b) => b.text),
    [BIO],
  );
  // Not on a page that is mostly the biography (an author's profile).
  const bioOnly = blocks.map((b) => b.text === BIO);
  assert.equal(declaredBioBlocks(blocks, bioOnly, signals.bios, 4).some(Boolean), false);
});

test('declared texts: second pass keeps the declared steps and drops the declared bio', () => {
  const pO = (b: { text: string }) => (b.text.startsWith('These') || b.text === BIO ? 0.1 : 0.9);
  const { blocks, signals, post } = preparedPage(RECIPE, pO);
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, params, signals));
  assert.ok(!before.includes(STEP1) && before.includes(BIO));
  const after = kept(
    blocks,
    secondPass(blocks, post, LABELS, { ...params, declaredEntity: 4, declaredBio: 4 }, signals),
  );
  assert.ok(after.includes(STEP1) && after.includes(STEP2) && !after.includes(BIO));
  assert.ok(!after.some((t) => t.startsWith('Sign up')));
  // Not without the declarations.
  const bare = preparedPage(page('{}'), pO);
  const plain = kept(
    bare.blocks,
    secondPass(
      bare.blocks,
      bare.post,
      LABELS,
      { ...params, declaredEntity: 4, declaredBio: 4 },
      bare.signals,
    ),
  );
  assert.ok(!plain.includes(STEP1) && plain.includes(BIO));
});

test('declared texts: a review a product holds is a customer’s, not the page’s own text', () => {
  const review = { '@type': 'Review', reviewBody: 'Great kettle, boils fast.' };
  assert.deepEqual(declaredEntityTexts([review]), ['Great kettle, boils fast.']);
  const product = { '@type': 'Product', description: 'A steel kettle.', review: [review] };
  assert.deepEqual(declaredEntityTexts([product, review]), ['A steel kettle.']);
});
