import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { closingRelatedBlocks, isRelatedHeading } from '../src/clean/article/closing-related.js';
import { parseHtml5 } from '../src/html/parse.js';

// The related-section headings of `articleClosingRelatedMore` bit 1 in the main languages: whole headings
// only, never a sentence that holds the words.

test('related headings of the main languages are known with bit 1', () => {
  for (const h of [
    'Te recomendamos',
    'Lo más leído',
    'Você também pode gostar',
    'Les plus lus',
    'Dans la même rubrique',
    'Potrebbe interessarti anche',
    'Meistgelesen',
    'Das könnte dich auch interessieren',
    'Meest gelezen',
    'Najczęściej czytane',
    'Související články',
    'Mest lästa',
    'Новости по теме',
    'Вам может быть интересно',
    'Читайте також',
    '関連ニュース',
    'こちらもおすすめ',
    '相关新闻',
    '延伸閱讀',
    '猜你喜欢',
    '관련기사',
    '많이 본 뉴스',
  ])
    assert.ok(isRelatedHeading(h, true) && !isRelatedHeading(h), h);
});

test('the words inside a heading of the story are not a related heading', () => {
  for (const h of [
    'Was die Studie über ähnliche Artikel sagt',
    'Почему новости по теме вызывают споры',
    'Quellen',
    'Siehe auch',
    '関連記事の書き方',
    '관련 기사 작성법',
  ])
    assert.ok(!isRelatedHeading(h, true), h);
});

test('a closing Russian related section goes with bit 1 only', () => {
  const para = (k: number) =>
    `<p>Абзац ${k} статьи, достаточно длинный, чтобы быть её основным текстом и считаться телом здесь, и ещё несколько слов.</p>`;
  const html = `<html><body><article>${para(1)}${para(2)}<h2>Новости по теме</h2>
    <ul><li><a href="/a">Курс рубля вырос на открытии торгов</a></li></ul></article></body></html>`;
  const dropped = (more: number) => {
    const blocks = buildBlocks(parseHtml5(html));
    const out = closingRelatedBlocks(
      blocks,
      blocks.map(() => true),
      400,
      more,
    );
    return blocks.filter((_, i) => out[i]).map((b) => b.text);
  };
  assert.deepEqual(dropped(0), []);
  assert.deepEqual(dropped(1), ['Новости по теме', 'Курс рубля вырос на открытии торгов']);
});
