import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countWords } from '../src/words.js';

test('words are whitespace-separated tokens in spaced scripts', () => {
  assert.equal(countWords('The quick brown fox.'), 4);
  assert.equal(countWords('  Der schnelle, braune Fuchs  '), 4);
  assert.equal(countWords('Быстрая лиса\nпрыгнула'), 3);
  assert.equal(countWords('빠른 갈색 여우'), 3);
  assert.equal(countWords(''), 0);
});

test('a run of Chinese or Japanese counts a word per two characters, its punctuation none', () => {
  // 14 ideographs and kana around 、 and 。: 7 words, about as many as the same sentence has in English.
  assert.equal(countWords('肉をくわえたイヌが、橋を渡って。'), 7);
  assert.equal(countWords('東京'), 1);
  assert.equal(countWords('東京タワー'), 3);
  // Latin inside the run is a word of its own.
  assert.equal(countWords('私はKittenを使う'), 4);
});
