import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { declaredFaqBlocks } from '../src/clean/declared-faq.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

// A shop's category page whose FAQ below the grid is declared as a FAQPage in JSON-LD (answers with markup);
// the CRF takes the FAQ's accordion for boilerplate.
const Q1 = 'How much do camp stoves cost?';
const A1 =
  'Camp stoves range from about twenty dollars for a small canister stove to several hundred for a large one.';
const Q2 = 'Which fuel should I choose?';
const A2 =
  'Canister fuel is the simplest to use, while liquid fuel works better in the cold and at altitude.';
const LD = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    { '@type': 'Question', name: Q1, acceptedAnswer: { '@type': 'Answer', text: `<p>${A1}</p>` } },
    { '@type': 'Question', name: Q2, acceptedAnswer: { '@type': 'Answer', text: A2 } },
  ],
});
const page = (ld: string) => `<html><head><script type="application/ld+json">${ld}</script></head><body>
<h1>Camp stoves</h1><p>Our camp stoves for every trip, from a quick overnight to a long expedition in the hills.</p>
<div class="faq"><h3><button>${Q1}</button></h3><div class="panel"><p>${A1}</p></div>
<h3><button>${Q2}</button></h3><div class="panel"><p>${A2}</p></div></div>
<div class="newsletter"><p>Sign up for our newsletter to hear about sales and new arrivals first.</p></div>
</body></html>`;
const SHOP = page(LD);

test('declared FAQ: the page signals carry the FAQPage’s questions and answers', () => {
  const { signals } = preparedPage(SHOP);
  assert.deepEqual(
    signals.faq?.map((q) => q.question),
    [Q1, Q2],
  );
  assert.equal(signals.faq?.[0].answers[0], `<p>${A1}</p>`);
});

test('declared FAQ: dropped questions and answers are marked, other blocks and kept ones not', () => {
  const { blocks, signals } = preparedPage(SHOP);
  const none = blocks.map(() => false);
  const marks = declaredFaqBlocks(blocks, none, signals.faq, 4);
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    [Q1, A1, Q2, A2],
  );
  const keptA1 = blocks.map((b) => b.text === A1);
  assert.equal(declaredFaqBlocks(blocks, keptA1, signals.faq, 4)[blocks.findIndex((b) => b.text === A1)], 0);
  // Off at 0; and not when fewer declared questions than asked for are on the page.
  assert.equal(declaredFaqBlocks(blocks, none, signals.faq, 0).some(Boolean), false);
  assert.equal(declaredFaqBlocks(blocks, none, signals.faq, 4, 3).some(Boolean), true);
  // A question whose declared answer the page does not show stays dropped.
  const unanswered = [{ question: Q1, answers: ['An answer written for the markup only, not on the page.'] }];
  assert.equal(declaredFaqBlocks(blocks, none, [...unanswered, ...(signals.faq ?? []).slice(1)], 4, 1)[0], 0);
  assert.deepEqual(
    blocks
      .filter(
        (_, i) => declaredFaqBlocks(blocks, none, [...unanswered, ...(signals.faq ?? []).slice(1)], 4, 1)[i],
      )
      .map((b) => b.text),
    [Q2, A2],
  );
  const other = [{ question: 'Is this a question of another page?', answers: [A1] }, ...(signals.faq ?? [])];
  assert.equal(declaredFaqBlocks(blocks, none, other.slice(0, 1), 4).some(Boolean), false);
});

test('declared FAQ: second pass keeps the declared FAQ the CRF dropped with declaredFaq', () => {
  const { blocks, signals, post } = preparedPage(SHOP, (b) => (b.text.startsWith('Our camp') ? 0.1 : 0.9));
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, params, signals));
  assert.ok(!before.includes(A1));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...params, declaredFaq: 4 }, signals));
  for (const t of [Q1, A1, Q2, A2]) assert.ok(after.includes(t), t);
  assert.ok(!after.some((t) => t.startsWith('Sign up')));
  // Not without a declared FAQ.
  const bare = preparedPage(page('{}'), (b) => (b.text.startsWith('Our camp') ? 0.1 : 0.9));
  const plain = kept(
    bare.blocks,
    secondPass(bare.blocks, bare.post, LABELS, { ...params, declaredFaq: 4 }, bare.signals),
  );
  assert.ok(!plain.includes(A1));
});

test('declared FAQ: a Japanese FAQ (no spaces between words) is matched by its CJK word count', () => {
  const q1 = 'キャンプ用のストーブはいくらですか？';
  const a1 = '小型のガスストーブは数千円から、大型のものは数万円までございます。';
  const q2 = 'どの燃料を選べばよいですか？';
  const a2 = 'ガス缶がいちばん簡単で、寒い場所や高地では液体燃料が向いています。';
  const ld = JSON.stringify({
    '@type': 'FAQPage',
    mainEntity: [
      { '@type': 'Question', name: q1, acceptedAnswer: { '@type': 'Answer', text: a1 } },
      { '@type': 'Question', name: q2, acceptedAnswer: { '@type': 'Answer', text: a2 } },
    ],
  });
  const { blocks, signals } =
    preparedPage(`<html><head><script type="application/ld+json">${ld}</script></head>
<body><h1>ストーブ</h1><div class="faq"><h3>${q1}</h3><p>${a1}</p><h3>${q2}</h3><p>${a2}</p></div></body></html>`);
  const marks = declaredFaqBlocks(
    blocks,
    blocks.map(() => false),
    signals.faq,
    4,
  );
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    [q1, a1, q2, a2],
  );
});
