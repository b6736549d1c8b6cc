import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockAncestry, blocksUnder, innermostPassing } from '../src/blocks/block-ancestry.js';
import type { ElementNode, ParentNode } from '../src/html/node.js';
import { underMatching } from '../src/html/tree-order.js';
import { blocksOf } from './helpers/second-pass.js';

const page = `<html><body><div class="a"><p>One <b>bold</b> line.</p><ul class="b"><li>Two</li><li>Three</li></ul></div>
  <section class="a"><div><p>Four</p></div><p class="b">Five <i>six</i></p></section><p>Seven</p></body></html>`;

test('the ancestry lists each element above the blocks once, parents first, as a walk up from each block meets them', () => {
  const blocks = blocksOf(page);
  const a = blockAncestry(blocks);
  assert.equal(blockAncestry(blocks), a, 'made once per block list');
  assert.equal(new Set(a.elements).size, a.elements.length);
  const met: ElementNode[] = [];
  const memo = new Map<ParentNode, boolean>();
  const meet = (e: ElementNode) => {
    met.push(e);
    return false;
  };
  for (const b of blocks) underMatching(b.node, meet, memo);
  assert.deepEqual(a.elements, met);
  a.elements.forEach((e, k) => {
    const p = a.parent[k];
    assert.equal(p < 0 ? e.parent?.kind !== 'element' : a.elements[p] === e.parent, true);
    assert.ok(p < k);
  });
  blocks.forEach((b, i) => {
    assert.equal(a.elements[a.blockElement[i]], b.node);
  });
});

test('blocksUnder marks what underMatching marks, with the same tests in the same order', () => {
  const blocks = blocksOf(page);
  for (const cls of ['a', 'b', 'none']) {
    const test = (calls: string[]) => (e: ElementNode) => {
      calls.push(e.name);
      return e.attrs.some((x) => x.name === 'class' && x.value === cls);
    };
    const byWalk: string[] = [];
    const memo = new Map<ParentNode, boolean>();
    const expected = blocks.map((b) => (underMatching(b.node, test(byWalk), memo) ? 1 : 0));
    const byArray: string[] = [];
    assert.deepEqual([...blocksUnder(blocks, test(byArray))], expected);
    assert.deepEqual(byArray, byWalk);
  }
  assert.deepEqual([...blocksUnder([], () => true)], []);
});

test('innermostPassing finds, for each block, what a walk up from it meets first', () => {
  const blocks = blocksOf(page);
  const { elements } = blockAncestry(blocks);
  for (const cls of ['a', 'b', 'none']) {
    const named = (e: ElementNode) => e.attrs.some((x) => x.name === 'class' && x.value === cls);
    const walkUp = (e: ParentNode | null): ElementNode | null =>
      e === null || e.kind !== 'element' ? null : named(e) ? e : walkUp(e.parent);
    const near = innermostPassing(blocks, named);
    assert.deepEqual(
      blocks.map((_, i) => (near[i] >= 0 ? elements[near[i]] : null)),
      blocks.map((b) => walkUp(b.node)),
    );
  }
});
