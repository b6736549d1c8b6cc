// Cleaner dispatch (pipeline step 6): each cleaner maps the page's blocks to labels.
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import type { Options } from '../options.js';
import { labelStructurally } from './structural.js';

export function cleanBlocks(blocks: readonly Block[], _doc: DocumentNode, opts: Options): Label[] {
  switch (opts.clean) {
    case 'none':
    case 'auto':
    case 'crf':
    case 'kimatu':
      return labelStructurally(blocks);
  }
}
