import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { ctaBoxBlocks, isCtaBox } from '../src/clean/article/cta-boxes.js';
import { createElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

const el = (cls: string) => createElement('div', [{ name: 'class', value: cls }]);

test('call-to-action boxes are named by the word cta or call to action', () => {
  for (const cls of ['inline-cta', 'blog-cta', 'kg-cta-card', 'ctaBox', 'call-to-action', 'trial_cta'])
    assert.equal(isCtaBox(el(cls)), true, cls);
  // Words that only contain the letters, and the article itself: not a box.
  for (const cls of ['octane', 'dictation', 'recall-notice', 'post-content'])
    assert.equal(isCtaBox(el(cls)), false, cls);
  assert.equal(isCtaBox(createElement('article', [{ name: 'class', value: 'cta' }])), false);
  // A paragraph so named is a line of the author's own, set apart.
  assert.equal(isCtaBox(createElement('p', [{ name: 'class', value: 'cta-contribute' }])), false);
});

test('a short call-to-action box in the article goes; a long one is the author’s text and stays', () => {
  const para = (k: number) => `<p>Paragraph ${k} of the article, long enough to be its running text.</p>`;
  const html = `<html><body><div class="post">${para(1)}
    <div class="inline-cta"><h3>Ready for a quote?</h3><p>Find an agent near you today.</p></div>${para(2)}
    <div class="cta-card">${para(3)}${para(4)}</div></div></body></html>`;
  const blocks = buildBlocks(parseHtml5(html));
  const drop = ctaBoxBlocks(
    blocks,
    blocks.map(() => true),
    15,
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['Ready for a quote?', 'Find an agent near you today.'],
  );
});
