// JSON format: page metadata, labelled blocks, tables and Kitten's text.
import type { Block, Label } from '../blocks/block.js';
import type { TableInfo } from '../structure/tables/types.js';
import { xpathOf } from './xpath.js';

export interface JsonPage {
  url: string | null;
  title: string | null;
  encoding: string;
  blocks: { label: Label; tag: string; text: string; xpath: string }[];
  tables: TableInfo[];
  text: string;
}

export function toJsonPage(
  meta: { url: string | null; title: string | null; encoding: string },
  blocks: readonly Block[],
  labels: readonly Label[],
  tables: readonly TableInfo[],
  text: string,
): JsonPage {
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
  return {
    ...meta,
    blocks: blocks.map((b, i) => ({ label: labels[i], tag: b.tag, text: b.text, xpath: xp(b) })),
    tables: [...tables],
    text,
  };
}
