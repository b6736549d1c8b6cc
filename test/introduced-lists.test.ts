import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A documentation page: a paragraph announces a list of reference links with a colon, which the CRF drops as a
// menu (p(o) 0.9); a short "Related:" label before links to other pages, and a list after a paragraph that does
// not end with a colon, stay dropped.
const PAGE = `<html><body><main>
<p>Redis strings are the most basic data type, a sequence of bytes. For more information, see:</p>
<ul><li><a href="/strings">Overview of Redis strings</a></li><li><a href="/cmd">String command reference</a></li></ul>
<p>Lists are sequences of strings sorted by insertion order, used for queues and stacks.</p>
<ul><li><a href="/x">Pricing and plans</a></li></ul>
<p>Related:</p>
<ul><li><a href="/y">Another page of the site</a></li></ul>
</main></body></html>`;
const pO = (t: string) => (t.startsWith('Redis') || t.startsWith('Lists') || t === 'Related:' ? 0.1 : 0.9);
const params: AutoParams = { keepBelow: 0.5, region: 0 };

test('introduced lists: the list a kept paragraph announces with a colon comes back', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, (b) => pO(b.text));
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(!before.includes('Overview of Redis strings'), `${before}`);
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, introducedLists: 4 }));
  assert.ok(after.includes('Overview of Redis strings'), `${after}`);
  assert.ok(after.includes('String command reference'), `${after}`);
  assert.ok(!after.includes('Pricing and plans'), `${after}`);
  assert.ok(!after.includes('Another page of the site'), `${after}`);
});

test('introduced lists: a full-width colon counts, a list after a dropped paragraph does not come back', () => {
  const html = `<html><body><p>参考资料如下所列的几个文档：</p><ul><li><a href="/a">文档一</a></li></ul><p>Dropped intro of the list below it:</p><ul><li><a href="/b">Second list item</a></li></ul></body></html>`;
  const blocks = blocksOf(html);
  const probs = posteriors(blocks, (b) => (b.text.startsWith('参考') ? 0.1 : 0.9));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, introducedLists: 1 }));
  assert.ok(after.includes('文档一'), `${after}`);
  assert.ok(!after.includes('Second list item'), `${after}`);
});
