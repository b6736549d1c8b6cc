import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockParagraphs } from '../src/blocks/block-paragraphs.js';
import type { ElementNode, ParentNode } from '../src/html/node.js';
import { BLOCK_LEVEL } from '../src/html/vocabulary.js';
import { blocksOf } from './helpers/second-pass.js';

/** The definition: up from the block's element to the first block-level one, else the block's element. */
function walkUp(node: ElementNode): ElementNode {
  for (let e: ParentNode | null = node; e && e.kind === 'element'; e = e.parent)
    if (BLOCK_LEVEL.has(e.name)) return e;
  return node;
}

test("each block's paragraph is its nearest block-level element, as a walk up finds it, made once per block list", () => {
  const blocks =
    blocksOf(`<html><head><title>T</title></head><body><div><p>One <b>bold <i>deep</i></b> line.</p>
    <span>Loose <em>text</em></span><ul><li>Two <a href="#">link</a></li></ul></div><p>Three</p></body></html>`);
  const paragraphs = blockParagraphs(blocks);
  assert.equal(blockParagraphs(blocks), paragraphs);
  assert.deepEqual(
    paragraphs,
    blocks.map((b) => walkUp(b.node)),
  );
  assert.deepEqual(
    blocks.map((b, i) => `${b.text}:${paragraphs[i].name}`),
    [
      'T:title',
      'One:p',
      'bold:p',
      'deep:p',
      'line.:p',
      'Loose:div',
      'text:div',
      'Two:li',
      'link:li',
      'Three:p',
    ],
  );
});
