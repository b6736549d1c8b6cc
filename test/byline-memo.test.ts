// `findByline` is asked several times a page with the same heading: its answer is read once per block list and
// heading, and stays the answer a fresh block list of the same page gets.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { parseHtml5 } from '../src/html/parse.js';
import { findByline } from '../src/metadata/byline.js';

const PAGE = `<html><body><h1>Rain in the valley</h1><p class="byline">By <a href="/author/jane-doe">Jane Doe</a>, March 3, 2024</p>
<p>It rained for three days in the valley, and the river rose above its banks for the first time in years.</p></body></html>`;

test('findByline answers once per block list and heading, as a fresh list would', () => {
  const blocks = buildBlocks(parseHtml5(PAGE));
  const first = findByline(blocks, 0);
  assert.equal(first?.name, 'Jane Doe');
  assert.equal(findByline(blocks, 0), first); // the same object: read once
  const fresh = findByline(buildBlocks(parseHtml5(PAGE)), 0);
  assert.notEqual(fresh, first);
  assert.deepEqual({ ...fresh, element: null }, { ...first, element: null });
  // another heading is another question
  const noHeading = findByline(blocks);
  assert.equal(noHeading?.name, 'Jane Doe');
  assert.notEqual(noHeading, first);
});

// `readByline` asks each page element once whether it is marked (by element index), and any other element each time.
test('marks are read per element of the page, and of blocks from another tree than the first block’s', () => {
  const other = buildBlocks(parseHtml5(PAGE));
  const blocks = [...buildBlocks(parseHtml5('<html><body><p>Nothing here.</p></body></html>')), ...other];
  assert.equal(findByline(blocks)?.name, 'Jane Doe');
  assert.equal(findByline(other)?.name, 'Jane Doe');
});
