import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collapseSpace } from '../src/blocks/build.js';
import { collapsedWords, countWords } from '../src/words.js';
import { forSpacedTexts } from './helpers/spaced-texts.js';

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

test('collapsedWords counts the words of the collapsed text and says whether the collapse changes it', () => {
  // Every code unit between words, doubled, and at the ends: NBSP, U+3000 and U+FEFF are white space to the
  // collapse (so they part words and reset a CJK run), other control characters stay and part words.
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    for (const text of [`a${ch}b`, `東${ch}京${ch}${ch}都`, `${ch}x ${ch}`]) {
      const collapsed = collapseSpace(text);
      assert.equal(
        collapsedWords(text),
        countWords(collapsed) * 2 + (collapsed !== text ? 1 : 0),
        `U+${c.toString(16)}`,
      );
    }
  }
  forSpacedTexts((text) => {
    const collapsed = collapseSpace(text);
    assert.equal(
      collapsedWords(text),
      countWords(collapsed) * 2 + (collapsed !== text ? 1 : 0),
      JSON.stringify(text),
    );
  });
});
