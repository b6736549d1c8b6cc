import assert from 'node:assert/strict';
import { test } from 'node:test';
import { wordsOnNodes } from '../src/blocks/node-words.js';
import { pageElements } from '../src/blocks/page-elements.js';
import { elementIndex, elementsInOrder, rootOf, sumUpNumbers } from '../src/html/tree-order.js';
import { blocksOf } from './helpers/second-pass.js';

const page =
  '<html><body><div><p>One <b>bold</b> line.</p><ul><li>Two</li><li>Three</li></ul></div></body></html>';

test('the page elements are the tree in document order, listed once per block list', () => {
  const blocks = blocksOf(page);
  const order = pageElements(blocks);
  assert.deepEqual(order, elementsInOrder(rootOf(blocks[0].node)));
  assert.deepEqual(
    order.slice(1).map((e) => (e.kind === 'element' ? e.name : e.kind)),
    ['html', 'head', 'body', 'div', 'p', 'b', 'ul', 'li', 'li'],
  );
  assert.equal(pageElements(blocks), order, 'the same list again for the same blocks');
  // Another block list of another tree gets its own list.
  const other = blocksOf('<p>Elsewhere</p>');
  assert.notEqual(pageElements(other), order);
  assert.equal(pageElements(other)[0], rootOf(other[0].node));
});

test('the page elements are numbered by their place in the list: elementIndex reads it', () => {
  const blocks = blocksOf(page);
  const order = pageElements(blocks);
  assert.deepEqual(
    order.map((e) => elementIndex(e)),
    order.map((_, k) => k),
  );
  // The words on a block's element sit at that element's index, and add up the tree.
  const { own, total } = wordsOnNodes(blocks);
  const words = sumUpNumbers(order, own);
  assert.equal(words[0], total, 'the root holds every word');
  const li = order.filter((e) => e.kind === 'element' && e.name === 'li');
  assert.deepEqual(
    li.map((e) => words[elementIndex(e)]),
    [1, 1],
  );
});
