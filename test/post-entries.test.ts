import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ArticleRegion } from '../src/clean/article/region.js';
import { regionIsFirstPost } from '../src/clean/post-entries.js';
import type { ElementNode } from '../src/html/node.js';
import { blocksOf, runOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

// An undeclared JForum-like thread (permies): each post a `div.postItem` with the member's card, a date, a tip
// form and the post's text; article mode took the opening post's text as the region.
const entry = (cls: string) => (i: number) =>
  `<div class="${cls}"><div class="name">member${i}</div><div class="posts">Posts: ${100 + i}</div>` +
  `<span class="postdate">posted 6 years ago</span><span class="cap">Number of slices to send:</span>` +
  `<div class="postText">Post ${i}: we moved into the tiny house last spring and it still works for us.</div></div>`;
const page = (cls: string) => `<html><body><main>${times(5, entry(cls))}</main></body></html>`;

function regionAt(
  html: string,
  cls: string,
  inRun = true,
): { region: ArticleRegion; run: ReturnType<typeof runOf> } {
  const blocks = blocksOf(html);
  const run = runOf(blocks, cls);
  const first = blocks.find((b) => b.text.startsWith('Post 0'));
  assert.ok(first);
  const top = inRun ? first.node : (blocks[0].node.parent?.parent as ElementNode);
  return { region: { inside: new Uint8Array(blocks.length), top }, run };
}

test('post entries: a region inside one of a run of entries named as posts is the first post', () => {
  const { region, run } = regionAt(page('postItem'), 'postItem');
  assert.equal(regionIsFirstPost(region, run, 3), true);
  assert.equal(regionIsFirstPost(region, run, 6), false, 'fewer entries than asked');
  assert.equal(regionIsFirstPost(region, run, 0), false, 'off');
});

test('post entries: entries not named as posts, or a region outside the run: no', () => {
  const cards = regionAt(page('card'), 'card');
  assert.equal(regionIsFirstPost(cards.region, cards.run, 3), false);
  const outside = regionAt(page('postItem'), 'postItem', false);
  assert.equal(regionIsFirstPost(outside.region, outside.run, 3), false);
  // "postscript" or "posts" is not a post's name.
  const other = regionAt(page('postscript'), 'postscript');
  assert.equal(regionIsFirstPost(other.region, other.run, 3), false);
});
