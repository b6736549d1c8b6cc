// A corpus page's blocks, built by the pipeline's own front half (`loadPage`: triage, decode, html5 parse,
// mojibake repair, preclean) and `buildBlocks`, so the labels written for them line up with what
// extraction sees. A page the front half refuses (not HTML, a sitemap) has no blocks.
import type { Block } from '../blocks/block.js';
import { buildBlocks } from '../blocks/build.js';
import { createDocument, type DocumentNode } from '../html/node.js';
import { DEFAULT_OPTIONS } from '../options.js';
import { loadPage, type PageFacts } from '../pipeline.js';

export interface PageTree {
  doc: DocumentNode;
  blocks: Block[];
}

/** `facts`: the URL and transport encoding that came with the bytes (a WARC record's), when known. */
export function pageTree(bytes: Uint8Array, facts: PageFacts = {}): PageTree {
  const page = loadPage({ bytes, ...facts }, DEFAULT_OPTIONS);
  if (page.status !== 'ok') return { doc: createDocument(), blocks: [] };
  return { doc: page.doc, blocks: buildBlocks(page.doc) };
}
