import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLOSERS, CLOSERS_CLASS } from '../src/punctuation.js';

test('the closers class matches each closer (escaped where a class needs it) and no other character', () => {
  const one = new RegExp(`^${CLOSERS_CLASS}$`, 'u');
  for (const c of CLOSERS) assert.ok(one.test(c), c);
  for (const c of ['a', '.', '-', '\\', '^', '[', '(', '„', '‚', '「']) assert.ok(!one.test(c), c);
  // A German quote ends a sentence for the corpus steps as for the closing punctuation.
  assert.ok(new RegExp(`\\p{Sentence_Terminal}${CLOSERS_CLASS}*$`, 'u').test('„Wir beginnen im April.“'));
});
