// JSON format: page metadata, labelled blocks, tables and Kitten's text. The same plain blocks are what the
// library's `extract()` returns, so its result has no pointers into the DOM and `JSON.stringify` works on it.
import type { Block, Label } from '../blocks/block.js';
import type { TableInfo } from '../structure/tables/types.js';
import { xpathOf } from './xpath.js';

/** A block as the library and the `json` format give it: its label, tag, text and where it is in the page. */
export interface JsonBlock {
  label: Label;
  tag: string;
  text: string;
  xpath: string;
}

export interface JsonPage {
  url: string | null;
  title: string | null;
  encoding: string;
  blocks: JsonBlock[];
  tables: TableInfo[];
  text: string;
}

/** Plain blocks (label, tag, text, xpath) of a page's blocks; no DOM node is kept. */
export function jsonBlocks(blocks: readonly Block[], labels: readonly Label[]): JsonBlock[] {
  // Sibling counting for xpaths is memoized per element: many blocks share a node.
  const cache = new Map<Block['node'], string>();
  const xp = (b: Block) => {
    let x = cache.get(b.node);
    if (x === undefined) {
      x = xpathOf(b.node);
      cache.set(b.node, x);
    }
    return x;
  };
  return blocks.map((b, i) => ({ label: labels[i], tag: b.tag, text: b.text, xpath: xp(b) }));
}

export function toJsonPage(
  meta: { url: string | null; title: string | null; encoding: string },
  blocks: readonly Block[],
  labels: readonly Label[],
  tables: readonly TableInfo[],
  text: string,
): JsonPage {
  return { ...meta, blocks: jsonBlocks(blocks, labels), tables: [...tables], text };
}
