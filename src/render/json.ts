// JSON format: page metadata, labelled blocks, tables and Kitten's text. The same plain blocks are what the
// library's `extract()` returns, so its result has no pointers into the DOM and `JSON.stringify` works on it.
import type { Block, Label } from '../blocks/block.js';
import type { RecordFacts } from '../input/types.js';
import type { PageMetadata } from '../metadata/types.js';
import type { TableInfo } from '../structure/tables/types.js';
import { type SiblingPositions, xpathOf } from './xpath.js';

/** A block as the library and the `json` format give it: its label, tag, text and where it is in the page. */
export interface JsonBlock {
  label: Label;
  tag: string;
  text: string;
  xpath: string;
}

/** A page in `-f json`: its metadata (title … description), then the encoding, record facts, blocks and tables. */
export interface JsonPage extends PageMetadata {
  url: string | null;
  encoding: string;
  /** For pages read from a WARC record. */
  warc?: RecordFacts['warc'];
  http?: NonNullable<RecordFacts['http']>;
  blocks: JsonBlock[];
  tables: TableInfo[];
  text: string;
}

/** Plain blocks (label, tag, text, xpath) of a page's blocks; no DOM node is kept. */
export function jsonBlocks(blocks: readonly Block[], labels: readonly Label[]): JsonBlock[] {
  // Sibling counting for xpaths is memoized per element: many blocks share a node.
  const cache = new Map<Block['node'], string>();
  const positions: SiblingPositions = new Map();
  const xp = (b: Block) => {
    let x = cache.get(b.node);
    if (x === undefined) {
      x = xpathOf(b.node, positions);
      cache.set(b.node, x);
    }
    return x;
  };
  return blocks.map((b, i) => ({ label: labels[i], tag: b.tag, text: b.text, xpath: xp(b) }));
}

export function toJsonPage(
  page: {
    url: string | null;
    /** The `<title>`, used when no metadata was computed. */
    title: string | null;
    encoding: string;
    metadata: PageMetadata | null;
    record: RecordFacts | null;
  },
  blocks: readonly Block[],
  labels: readonly Label[],
  tables: readonly TableInfo[],
  text: string,
): JsonPage {
  const m = page.metadata;
  return {
    url: page.url,
    title: m ? m.title : page.title,
    author: m?.author ?? null,
    date: m?.date ?? null,
    language: m?.language ?? null,
    site: m?.site ?? null,
    canonical: m?.canonical ?? null,
    description: m?.description ?? null,
    encoding: page.encoding,
    ...(page.record ? { warc: page.record.warc } : {}),
    ...(page.record?.http ? { http: page.record.http } : {}),
    blocks: jsonBlocks(blocks, labels),
    tables: [...tables],
    text,
  };
}
