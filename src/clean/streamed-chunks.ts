// React's streaming server render (React 18+, Next.js's app router) sends each suspended part of the page as a
// `<div hidden id="S:N">` after the shell, and an inline script (`$RC("B:N","S:N")`) moves it into its
// placeholder at once: the browser shows that text, though the markup hides it. A pass that drops every hidden
// block (the corpus scope's `dropHidden` 2) lost the body of such pages, often all of it. With `keepStreamed`
// those chunks are visible; what they hide themselves (a collapsed menu inside a chunk) stays hidden.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { hiddenBlocks } from './hidden.js';

const CHUNK_ID = /^S:\d+$/;

/** Whether the element is a React streamed chunk: a hidden `div` whose id is `S:` and a number. */
export function isStreamedChunk(el: ElementNode): boolean {
  return el.name === 'div' && getAttr(el, 'hidden') !== undefined && CHUNK_ID.test(getAttr(el, 'id') ?? '');
}

/** `hiddenBlocks`, with React's streamed chunks counted as shown. */
export function hiddenBlocksOutsideChunks(blocks: readonly Block[]): Uint8Array {
  return hiddenBlocks(blocks, isStreamedChunk);
}
