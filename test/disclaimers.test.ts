import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { isDisclaimer } from '../src/clean/disclaimers.js';
import { createElement } from '../src/html/node.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const el = (name: string, attrs: Record<string, string>) =>
  createElement(
    name,
    Object.entries(attrs).map(([n, value]) => ({ name: n, value })),
  );

test('disclaimers: named by a class or id word, not by a word inside another', () => {
  assert.ok(isDisclaimer(el('div', { class: 'pdp-disclaimer' })));
  assert.ok(isDisclaimer(el('p', { class: 'micro_disclaimer' })));
  assert.ok(isDisclaimer(el('div', { id: 'priceDisclaimers' })));
  assert.ok(!isDisclaimer(el('div', { class: 'disclaimerless-card' })));
  assert.ok(!isDisclaimer(el('main', { class: 'disclaimer' })), 'the main landmark is never one');
});

const PAGE = `<html><body><main>
<h1>Robot vacuum 700</h1>
<p>The robot vacuum maps every room of your home and cleans them in neat rows, then returns to its dock to charge.</p>
<p>Its brushes lift pet hair from carpets and hard floors alike, and the bin holds a week of dust.</p>
<p>Schedule a cleaning from the app, or say the word to your speaker, and it starts where it left off last time.</p>
<div class="row product-disclaimer"><p>Rates are between 0% and 36% APR, and a purchase of $700 might cost $63 a month over twelve months, subject to approval.</p></div>
</main></body></html>`;

test('disclaimers: dropDisclaimers drops the fine print and keeps the description', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, () => 0.1);
  const base = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(before.some((t) => t.startsWith('Rates are between')));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropDisclaimers: 0.3 }));
  assert.ok(!after.some((t) => t.startsWith('Rates are between')));
  assert.ok(after.some((t) => t.startsWith('The robot vacuum maps')));
  assert.ok(after.some((t) => t.startsWith('Its brushes lift')));
});

test('disclaimers: a wrapper named so that holds most of the kept text stays', () => {
  const blocks = blocksOf(
    PAGE.replace('<main>', '<main><div class="has-disclaimer">').replace('</main>', '</div></main>'),
  );
  const post = posteriors(blocks, () => 0.1);
  const after = kept(
    blocks,
    secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0, dropDisclaimers: 0.3 }),
  );
  assert.ok(after.some((t) => t.startsWith('The robot vacuum maps')));
});
