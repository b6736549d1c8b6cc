// A corpus page's blocks, built by the library's own pipeline pieces (decode → html5 parse → mojibake repair
// → preclean → blocks), so the labels written for them line up with what extraction sees.
import type { Block } from '../blocks/block.js';
import { buildBlocks } from '../blocks/build.js';
import { decodePage, repairMojibakeInTree } from '../encoding/index.js';
import type { DocumentNode } from '../html/node.js';
import { parseHtml5 } from '../html/parse.js';
import { preclean } from '../html/preclean.js';
import { DEFAULT_OPTIONS } from '../options.js';

export interface PageTree {
  doc: DocumentNode;
  blocks: Block[];
}

export function pageTree(bytes: Uint8Array): PageTree {
  const { text } = decodePage(bytes, { encoding: null, transportEncoding: null });
  const doc = parseHtml5(text);
  repairMojibakeInTree(doc);
  preclean(doc, DEFAULT_OPTIONS);
  return { doc, blocks: buildBlocks(doc) };
}
