import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { sentenceCount } from '../src/clean/long-items.js';
import { settleSegmentBounds } from '../src/clean/segment-bounds.js';
import { page } from './helpers/segments.js';

const words = (n: number): string => 'word '.repeat(n).trim();

test('sentence ends are counted by Unicode property, in any script', () => {
  assert.equal(sentenceCount('One. Two! "Three?"'), 3);
  assert.equal(sentenceCount('Version 1.9 works'), 0);
  assert.equal(sentenceCount('一つ。二つ。'), 2);
});

test('a long list item of several sentences is a paragraph; short items and one-sentence items stay items', () => {
  const entry = `${words(20)}. ${words(15)}.`;
  const blocks = page(`<ul><li>${entry}</li><li>Fast</li><li>${words(40)}</li></ul><p>${entry}</p>`);
  const out: Label[] = ['l', 'l', 'l', 'p'];
  settleSegmentBounds(blocks, out, { longItems: 30 });
  assert.deepEqual(out, ['p', 'l', 'l', 'p']);
  const off: Label[] = ['l', 'l', 'l', 'p'];
  settleSegmentBounds(blocks, off, {});
  assert.deepEqual(off, ['l', 'l', 'l', 'p']);
});

test('a list item the CRF or colonLists made outside list markup is left alone', () => {
  const blocks = page(`<p>${words(20)}. ${words(15)}.</p>`);
  const out: Label[] = ['l'];
  settleSegmentBounds(blocks, out, { longItems: 30 });
  assert.deepEqual(out, ['l']);
});
