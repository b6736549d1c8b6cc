import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { isSubscribeBox, subscribeBoxBlocks } from '../src/clean/article/subscribe-boxes.js';
import { createElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

const el = (cls: string) => createElement('div', [{ name: 'class', value: cls }]);

test('subscribe boxes are named by a newsletter, subscribe or sign-up word', () => {
  for (const cls of [
    'newsletter-signup',
    'subscription-widget-wrap',
    'inline-subscribe',
    'optin-form',
    'mc4wp-signup',
  ])
    assert.equal(isSubscribeBox(el(cls)), true, cls);
  // Words that only contain one of them, and the article itself: not a box.
  for (const cls of ['subscribers-count', 'post-content', 'designup'])
    assert.equal(isSubscribeBox(el(cls)), false, cls);
  assert.equal(isSubscribeBox(createElement('article', [{ name: 'class', value: 'newsletter' }])), false);
});

test('a subscribe box in the article goes, unless it holds most of the kept text', () => {
  const para = (k: number) => `<p>Paragraph ${k} of the article, long enough to be its running text.</p>`;
  const html = `<html><body><div class="post">${para(1)}
    <div class="newsletter-box"><p>Get the best stories in your inbox every week.</p></div>${para(2)}${para(3)}</div></body></html>`;
  const blocks = buildBlocks(parseHtml5(html));
  const drop = subscribeBoxBlocks(
    blocks,
    blocks.map(() => true),
    0.3,
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['Get the best stories in your inbox every week.'],
  );
  // A newsletter's own page: the box is the page's content and stays.
  const page = buildBlocks(
    parseHtml5(`<html><body><div class="newsletter">${para(1)}${para(2)}</div></body></html>`),
  );
  assert.deepEqual(
    [
      ...subscribeBoxBlocks(
        page,
        page.map(() => true),
        0.3,
      ),
    ],
    [0, 0],
  );
});
