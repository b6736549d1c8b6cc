// JSON format: page metadata, labelled blocks, tables and Kitten's text (SPEC: Formats, json).
import type { Block, Label } from '../blocks/block.js';
import type { RecordFacts } from '../input/types.js';
import type { PageMetadata } from '../metadata/types.js';
import type { TableInfo } from '../structure/tables/types.js';
import { xpathOf } from './xpath.js';

export interface JsonPage {
  url: string | null;
  title: string | null;
  author: string | null;
  /** ISO 8601, on the page's own calendar day. */
  date: string | null;
  /** ISO 639-1. */
  language: string | null;
  site: string | null;
  canonical: string | null;
  description: string | null;
  encoding: string;
  /** For pages read from a WARC record. */
  warc?: RecordFacts['warc'];
  http?: NonNullable<RecordFacts['http']>;
  blocks: { label: Label; tag: string; text: string; xpath: string }[];
  tables: TableInfo[];
  text: string;
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
    blocks: blocks.map((b, i) => ({ label: labels[i], tag: b.tag, text: b.text, xpath: xp(b) })),
    tables: [...tables],
    text,
  };
}
