import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { isOnlyPlaceholders } from '../src/clean/template-placeholders.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

test('template placeholders: a text of only {{ … }} bindings (digits and punctuation aside) is one', () => {
  assert.ok(isOnlyPlaceholders('{{ DiscussionBoard.errors[11793116].message }}'));
  assert.ok(isOnlyPlaceholders('21 {{ upvoteCount | shortNum }}'));
  assert.ok(isOnlyPlaceholders('{{price.total}} – {{price.monthly}}'));
  assert.ok(!isOnlyPlaceholders('The {{ form }} tag unpacks the fields.'));
  assert.ok(!isOnlyPlaceholders('Hello {{'));
  assert.ok(!isOnlyPlaceholders('A plain sentence.'));
});

test('template placeholders: kept bindings go with dropTemplatePlaceholders, code and sentences stay', () => {
  const blocks = blocksOf(
    '<html><body><main><p>The reply explains how the fan curve works on these boards, step by step.</p><strong>{{ DiscussionBoard.errors[42].message }}</strong><p>Put {{ form }} in the template to show the fields.</p><pre>{{ form.name }}</pre></main></body></html>',
  );
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 0 };
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(before.some((t) => t.startsWith('{{ DiscussionBoard')));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, dropTemplatePlaceholders: 1 }));
  assert.ok(!after.some((t) => t.startsWith('{{ DiscussionBoard')));
  assert.ok(after.some((t) => t.startsWith('The reply')));
  assert.ok(after.some((t) => t.startsWith('Put {{ form }}')));
  assert.ok(after.some((t) => t.startsWith('{{ form.name }}')));
});
