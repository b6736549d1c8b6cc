import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { buttonLinkBlocks } from '../src/clean/article/button-links.js';
import { parseHtml5 } from '../src/html/parse.js';

const dropped = (html: string, maxWords = 20) => {
  const blocks = buildBlocks(parseHtml5(html));
  const drop = buttonLinkBlocks(
    blocks,
    blocks.map(() => true),
    maxWords,
  );
  return blocks.filter((_, i) => drop[i]).map((b) => b.text);
};

test('a button-styled link alone on its line goes', () => {
  const html = `<article><p>Fasting for part of the day can help some people eat less over the week.</p>
    <p><a class="btn btn-primary" href="/diets/fasting">Learn about intermittent fasting and whether it suits you</a></p>
    <p>Others do better with regular meals and smaller portions.</p>
    <div><p>Two shops sell it.</p><a class="product-button" href="https://shop.example/a">Shop the men's model</a> <a class="product-button" href="https://shop.example/b">Shop the women's model</a></div></article>`;
  assert.deepEqual(dropped(html), [
    'Learn about intermittent fasting and whether it suits you',
    "Shop the men's model",
    "Shop the women's model",
  ]);
});

test('a button link inside a sentence, a plain link, a <button> and a long button stay', () => {
  const html = `<article><p>Read the <a class="btn-link" href="/guide">full guide</a> before you start.</p>
    <p><a href="/related">A plain link to a related story on its own line</a></p>
    <div><button aria-expanded="false">How long does the course take?</button><p>Six weeks.</p></div>
    <p><a class="cta" href="/x">one two three four five six seven eight nine ten eleven twelve</a></p></article>`;
  assert.deepEqual(dropped(html, 10), []);
});
